// hash-state.js: reads and writes named values in the URL fragment (#p=15&b=1,2,...) so a position can be shared.
//
// URLSearchParams is not used because it reads "+" as a space, and "3x3+1" must survive being
// typed into an address bar by hand.

export function readHash() {
  const values = new Map();
  const text = location.hash.replace(/^#/, '');
  if (!text) return values;
  for (const part of text.split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const key = equals < 0 ? part : part.slice(0, equals);
    const raw = equals < 0 ? '' : part.slice(equals + 1);
    try {
      values.set(decodeURIComponent(key), decodeURIComponent(raw));
    } catch {
      // A broken %-escape: keep the raw text so the reader is told the value was malformed.
      values.set(key, raw);
    }
  }
  return values;
}

// Sets (or, with null, removes) some keys and keeps the rest. replaceState rather than assigning
// location.hash: every move would otherwise become a Back-button step, and no hashchange fires for
// our own writes.
export function updateHash(changes) {
  const values = readHash();
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) values.delete(key);
    else values.set(key, String(value));
  }
  const text = [...values]
    // Commas and "+" are left readable: they are safe in a fragment and make the link legible.
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/g, ',').replace(/%2B/g, '+')}`)
    .join('&');
  const url = new URL(location.href);
  url.hash = text;
  history.replaceState(history.state, '', text ? url.href : url.href.replace(/#$/, ''));
}
