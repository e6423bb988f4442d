// language.js: which language the element speaks: its own lang attribute, else the host page's (the
// nearest ancestor's lang, then <html lang>), else the browser's, else English; and a watch on the
// page's lang.
//
// A tag without a table of its own falls back quietly ("ja-JP" -> ja, "de" -> en): that is normal
// HTML inheritance, not a mistake of the embedder. Only a malformed lang attribute on the element
// itself is reported (attributes.js parses it).

import { DEFAULT_LANGUAGE, languageOf } from '../i18n/i18n.js';

// own: the element's parsed lang attribute (null when absent, empty or malformed).
export function chooseLanguage(host, own) {
  if (own) return languageOf(own) ?? DEFAULT_LANGUAGE;
  const inherited = inheritedLang(host);
  if (inherited) return languageOf(inherited) ?? DEFAULT_LANGUAGE;
  for (const tag of globalThis.navigator?.languages ?? [globalThis.navigator?.language]) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

// The nearest non-empty lang above the element, crossing shadow roots it may sit in.
function inheritedLang(host) {
  let node = host.parentElement ?? host.getRootNode()?.host ?? null;
  while (node) {
    const holder = node.closest('[lang]');
    const lang = holder?.getAttribute('lang')?.trim();
    if (lang) return lang;
    // lang="" means "unknown": keep looking above it, as for no attribute.
    const next = holder ? holder.parentElement : null;
    node = next ?? (holder ?? node).getRootNode()?.host ?? null;
  }
  return null;
}

// Calls onChange() whenever a lang attribute changes anywhere in the document (the host page's
// switch, a CMS setting it late). Returns the function that stops watching.
export function watchPageLanguage(onChange) {
  const observer = new MutationObserver(() => onChange());
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
    subtree: true,
  });
  return () => observer.disconnect();
}
