// locale.js: one element's language at run time: views word their text through it, and a change of
// language words every text of the shadow tree again in place.
//
// Static text sits in the templates as keys (data-i18n="key" for the text, data-i18n-attr=
// "aria-label:key title:key" for attributes); text set later is kept as a message on its element
// (text(), attr()), so re-wording needs no view to remember anything.

import { Translator, hasTable, loadLanguage } from './i18n.js';

const locales = new WeakMap(); // shadow root -> its Locale
const BOUND = 'data-i18n-bound';

export class Locale {
  #root;
  #translator = new Translator();
  #messages = new WeakMap(); // element -> { text?: Message, attrs: Map<name, Message> }
  #listeners = [];
  #wanted = null; // the language last asked for (its table may still be on its way)

  // root: the shadow root whose views use this locale (localeOf(root) finds it).
  constructor(root) {
    this.#root = root;
    locales.set(root, this);
  }

  get lang() {
    return this.#translator.lang;
  }

  get translator() {
    return this.#translator;
  }

  // Words a message now (for what is said once: announcements, console lines).
  word(message) {
    return this.#translator.word(message);
  }

  t(key, params) {
    return this.#translator.t(key, params);
  }

  // Sets an element's text to a message, and keeps the message for a change of language.
  text(element, message) {
    this.#entry(element).text = message;
    element.textContent = this.#translator.word(message);
  }

  // The same for an attribute (aria-label, title…); an empty message removes the attribute.
  attr(element, name, message) {
    this.#entry(element).attrs.set(name, message);
    this.#writeAttr(element, name, message);
  }

  // fn() runs after every change of language (for text a view builds from several pieces).
  onChange(fn) {
    this.#listeners.push(fn);
  }

  // Changes the language (a table's name) and words everything again; nothing else changes. A
  // table still being fetched keeps the current words until it arrives. The promise settles when
  // the words are in `lang` (or in the current language, when its table cannot be had).
  setLanguage(lang) {
    this.#wanted = lang;
    if (!hasTable(lang)) {
      return loadLanguage(lang).then((loaded) => {
        if (loaded && this.#wanted === lang) this.setLanguage(lang);
      });
    }
    if (lang !== this.#translator.lang) {
      this.#translator = new Translator(lang);
      this.render();
      for (const fn of this.#listeners) fn();
    }
    return Promise.resolve();
  }

  // Words the templates' keys and every kept message in the tree (also a tree just cloned).
  render(scope = this.#root) {
    const t = this.#translator;
    for (const element of scope.querySelectorAll('[data-i18n]'))
      element.textContent = t.t(element.dataset.i18n);
    for (const element of scope.querySelectorAll('[data-i18n-attr]')) {
      for (const pair of element.dataset.i18nAttr.split(/\s+/)) {
        const [name, key] = pair.split(':');
        element.setAttribute(name, t.t(key));
      }
    }
    for (const element of scope.querySelectorAll(`[${BOUND}]`)) {
      const entry = this.#messages.get(element);
      if (!entry) continue;
      if ('text' in entry) element.textContent = t.word(entry.text);
      for (const [name, message] of entry.attrs) this.#writeAttr(element, name, message);
    }
  }

  #entry(element) {
    let entry = this.#messages.get(element);
    if (!entry) {
      entry = { attrs: new Map() };
      this.#messages.set(element, entry);
      element.setAttribute(BOUND, '');
    }
    return entry;
  }

  #writeAttr(element, name, message) {
    const text = this.#translator.word(message);
    if (text) element.setAttribute(name, text);
    else element.removeAttribute(name);
  }
}

// The Locale of the shadow root a view was given.
export function localeOf(root) {
  const locale = locales.get(root);
  if (!locale) throw new Error('localeOf: this root has no Locale (create it before the views)');
  return locale;
}
