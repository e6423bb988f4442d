// hash-state.js: one named value per owner in the URL fragment (#b=1,2,...&pic=...), written so
// that the rest of the fragment is never disturbed.
//
// The rule (also in docs.html, under share-key): the fragment is treated as state only when it is
// empty or made entirely of "&"-separated key=value pairs. Anything else — a host page's anchor
// ("#comments"), a router's "#/path" — belongs to the page: nothing is read from it and nothing is
// written to it, because appending to an anchor ("#comments&b=...") would stop it resolving. A
// write replaces or removes only its own pair and keeps every other pair byte for byte, in place.
//
// URLSearchParams is not used because it reads "+" as a space, and "3x3+1" must survive being
// typed into an address bar by hand.

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    // A broken %-escape: keep the raw text so the reader is told the value was malformed.
    return text;
  }
}

// The fragment's pairs as [key, raw pair text], or null when the fragment is not pairs (see above).
function pairs() {
  const text = location.hash.replace(/^#/, '');
  if (!text) return [];
  const parts = text.split('&');
  // Empty parts ("a=1&&b=2") are tolerated; one part without "=" makes it the page's fragment.
  if (parts.some((part) => part && !part.includes('='))) return null;
  return parts.filter(Boolean).map((part) => [decode(part.slice(0, part.indexOf('='))), part]);
}

// The value under `key`, or undefined when it is absent or the fragment is not pairs.
export function readHashValue(key) {
  const found = pairs()?.find(([name]) => name === key);
  return found ? decode(found[1].slice(found[1].indexOf('=') + 1)) : undefined;
}

// Sets (or, with null, removes) the value under `key`; returns false, writing nothing, when the
// fragment is not pairs. replaceState rather than assigning location.hash: every move would
// otherwise become a Back-button step, and no hashchange fires for our own writes.
export function writeHashValue(key, value) {
  const current = pairs();
  if (!current) return false;
  // Commas and "+" are left readable: they are safe in a fragment and make the link legible.
  const encoded = (text) => encodeURIComponent(text).replace(/%2C/g, ',').replace(/%2B/g, '+');
  const mine =
    value === null || value === undefined ? null : `${encoded(key)}=${encoded(String(value))}`;
  const index = current.findIndex(([name]) => name === key);
  const texts = current.map(([, text]) => text);
  if (index < 0 && mine !== null) texts.push(mine);
  else if (index >= 0 && mine !== null) texts[index] = mine;
  else if (index >= 0) texts.splice(index, 1);
  const text = texts.join('&');
  if (`#${text}` === location.hash || (!text && !location.hash)) return true;
  const url = new URL(location.href);
  url.hash = text;
  history.replaceState(history.state, '', text ? url.href : url.href.replace(/#$/, ''));
  return true;
}

// share-key → the element that uses it. Two elements writing one key would silently share (and
// overwrite) one position, so the first to connect keeps the URL; the element whose claim is
// refused says so (attribute-problems.js: a line inside it and one console warning).
const owners = new Map();

// key: the element's share-key in effect (checked by attributes.js, null for none). Returns it if
// the element may use the URL, else null (no key, or another connected element has it).
export function claimShareKey(element, key) {
  if (!key) return null;
  const owner = owners.get(key);
  if (owner && owner !== element && owner.isConnected) return null;
  owners.set(key, element);
  return key;
}

// A removed element (or one whose key changes) gives its key up, so another may use it.
export function releaseShareKey(element) {
  for (const [key, owner] of owners) if (owner === element) owners.delete(key);
}
