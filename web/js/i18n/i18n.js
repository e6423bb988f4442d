// i18n.js: the element's languages: their tables, which one a tag means, and a Translator that
// words messages and formats numbers with Intl.
//
// A message is data, not text: { key, params } (msg()), or a number to format (count(), ms(),
// percent(), seconds()), or text that is not ours to translate (verbatim()). Views keep messages,
// not strings, so a change of language can word them again (see locale.js).

import en from './en.js';
import { importWordsJa } from '../worker/asset-urls.js';

// English is in the element's first download; every other table is fetched when a page needs it
// (README: the bytes before first play). Adding a language: a table (a copy of en.js, translated),
// one line here and its file in asset-urls.js (and tools/dist/asset-urls.js).
const LOADERS = { ja: importWordsJa };
/** @type {Record<string, Record<string, any>>} */
const TABLES = { en };

export const LANGUAGES = ['en', ...Object.keys(LOADERS)];
export const DEFAULT_LANGUAGE = 'en';

/** @type {Record<string, object[]>} words added for a language whose table has not arrived yet */
const added = {};
/** @type {Record<string, Promise<boolean>>} */
const loading = {};

// Words of a part loaded later (the lab, ../lab/i18n/) join their language's table, so the
// element's first download carries only its own words.
export function addWords(lang, words) {
  (added[lang] ??= []).push(words);
  if (Object.hasOwn(TABLES, lang)) Object.assign(TABLES[lang], words);
}

// Whether a language's table is here (a Translator for one that is not yet words in English).
export const hasTable = (lang) => Object.hasOwn(TABLES, lang);

// Fetches a language's table once; true when it is here (false: unknown, or the fetch failed and a
// later call tries again).
export function loadLanguage(lang) {
  if (hasTable(lang)) return Promise.resolve(true);
  if (!Object.hasOwn(LOADERS, lang)) return Promise.resolve(false);
  loading[lang] ??= LOADERS[lang]().then(
    (module) => {
      TABLES[lang] = Object.assign({ ...module.default }, ...(added[lang] ?? []));
      return true;
    },
    () => {
      delete loading[lang];
      return false;
    },
  );
  return loading[lang];
}

// The message constructors live in message.js (no imports, so a module loaded apart from the
// element, such as the position editor in dist, can make messages without a copy of the tables).
export * from './message.js';

// Whether text is a well-formed language tag (BCP 47, as Intl reads it).
export function isLanguageTag(text) {
  try {
    return Intl.getCanonicalLocales(text).length === 1;
  } catch {
    return false;
  }
}

// The table a tag asks for: its primary subtag if we have that language ("ja-JP" -> ja), else null.
export function languageOf(tag) {
  if (typeof tag !== 'string' || !tag.trim() || !isLanguageTag(tag.trim())) return null;
  const primary = tag.trim().toLowerCase().split('-')[0];
  return LANGUAGES.includes(primary) ? primary : null;
}

export class Translator {
  #table;
  #integer;
  #decimal;
  #plural;

  constructor(lang = DEFAULT_LANGUAGE) {
    this.lang = Object.hasOwn(TABLES, lang) ? lang : DEFAULT_LANGUAGE;
    this.#table = TABLES[this.lang];
    this.#integer = new Intl.NumberFormat(this.lang, { maximumFractionDigits: 0 });
    this.#decimal = new Intl.NumberFormat(this.lang, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    this.#plural = new Intl.PluralRules(this.lang);
  }

  // A key's text with its parameters. A table value is a string with {name} places, or an object of
  // plural forms chosen by the parameter `n` ({ one, other }).
  // fallback: the text when no table has the key (the core's own English words for its registry).
  t(key, params = {}, fallback = key) {
    let entry = this.#table[key] ?? TABLES[DEFAULT_LANGUAGE][key];
    if (entry === undefined) return fallback;
    if (typeof entry === 'object')
      entry = entry[this.#plural.select(Number(params.n))] ?? entry.other;
    return entry.replace(/\{(\w+)\}/g, (whole, name) =>
      name in params ? this.word(params[name]) : whole,
    );
  }

  // Any message (or plain value) as text in this language.
  word(message) {
    if (message === null || message === undefined) return '';
    if (typeof message === 'number') return this.count(message);
    if (typeof message !== 'object') return String(message);
    if ('key' in message) return this.t(message.key, message.params, message.fallback);
    if ('count' in message) return this.count(message.count);
    if ('ms' in message) return this.ms(message.ms);
    if ('percent' in message) return this.percent(message.percent);
    if ('seconds' in message)
      return this.t('unit.seconds', { value: this.#decimal.format(message.seconds) });
    if ('sentence' in message) return this.#sentence(this.word(message.sentence));
    if ('list' in message)
      return message.list
        .map((part) => this.word(part))
        .filter(Boolean)
        .join(this.t(message.joiner ?? 'join.sentences'));
    if ('verbatim' in message) return message.verbatim;
    return '';
  }

  // A clause as a sentence: a capital where the script has one, and the language's full stop.
  #sentence(text) {
    const trimmed = text.trim();
    if (!trimmed) return '';
    const capital = trimmed[0].toUpperCase() + trimmed.slice(1);
    return /[.!?。！？]$/.test(capital) ? capital : capital + this.t('punct.fullStop');
  }

  count(value) {
    return Number.isFinite(value) ? this.#integer.format(value) : '—';
  }

  // Search times in milliseconds, as the article's statistics give them; below 10 ms a decimal
  // keeps the tiny searches from all reading "0 ms", and below 1 ms "< 1 ms" (a coarse timer, as
  // Firefox's, reads 0 there: "0.0 ms" would claim a precision nobody measured).
  ms(value) {
    if (!Number.isFinite(value)) return '—';
    if (value < 1) return this.t('unit.msUnderOne');
    return this.t('unit.ms', {
      value: value < 10 ? this.#decimal.format(value) : this.#integer.format(value),
    });
  }

  // Progress 0..1 as a whole percent, rounded down so that 100% means finished.
  percent(fraction) {
    if (!Number.isFinite(fraction)) return '…';
    const whole = Math.floor(Math.min(1, Math.max(0, fraction)) * 100) / 100;
    return new Intl.NumberFormat(this.lang, { style: 'percent', maximumFractionDigits: 0 }).format(
      whole,
    );
  }
}
