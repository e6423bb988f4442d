// message.js: messages as data. A message is { key, params } (msg()), a number to format (count(),
// ms(), percent(), seconds()), text that is not ours to translate (verbatim()), or a list of them;
// a Translator (i18n.js) words it in the element's language. Views keep messages, not strings, so
// a change of language can word them again (see locale.js).
//
// No imports: i18n.js re-exports these, and a module bundled apart from the element (dist's
// position editor) imports them from here without bringing a copy of the word tables.

/**
 * @typedef {{ key: string, params?: Record<string, any> } | { sentence: any } | { count: number }
 *   | { ms: number } | { percent: number } | { seconds: number } | { verbatim: string }
 *   | { list: any[] }} Message
 */

export const msg = (key, params) => ({ key, params });
// The core's registry words (a heuristic's label or explanation): a table may word them under
// `core.<kind>.<id>`; without it the core's English is shown.
export const coreWords = (kind, id, english) => ({ key: `core.${kind}.${id}`, fallback: english });
export const count = (value) => ({ count: value });
export const ms = (value) => ({ ms: value });
export const percent = (value) => ({ percent: value });
export const seconds = (value) => ({ seconds: value });
export const verbatim = (text) => ({ verbatim: String(text ?? '') });
// Messages worded one after another (sentences joined by the language's own spacing).
export const sentences = (...parts) => ({ list: parts.filter(Boolean) });
// Messages in a row, joined by the table's `joiner` text (e.g. 'join.estimates').
export const joined = (parts, joiner) => ({ list: parts.filter(Boolean), joiner });
