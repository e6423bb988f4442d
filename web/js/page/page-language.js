// page-language.js: the demo page's language switch: it sets <html lang> (the prose per language
// and every <slide-puzzle> follow it), remembers the choice, and words the page's own short texts
// from the language tables.

import { Translator, loadLanguage } from '../i18n/i18n.js';
import './page-words.js';

const STORAGE_KEY = 'slide-language';

// Words every data-i18n / data-i18n-attr of the page (outside the elements) in `lang`.
function wordPage(lang) {
  const t = new Translator(lang);
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll('[data-i18n]')
  ))
    element.textContent = t.t(element.dataset.i18n);
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll('[data-i18n-attr]')
  )) {
    for (const pair of element.dataset.i18nAttr.split(/\s+/)) {
      const [name, key] = pair.split(':');
      element.setAttribute(name, t.t(key));
    }
  }
}

export function setUpLanguageSwitch(group) {
  const buttons = [...group.querySelectorAll('[data-language-choice]')];
  const show = (lang) => {
    for (const button of buttons)
      button.setAttribute('aria-pressed', String(button.dataset.languageChoice === lang));
    // Its table may have to be fetched first (only English comes with the element).
    loadLanguage(lang).then(() => {
      if (document.documentElement.lang === lang) wordPage(lang);
    });
  };
  show(document.documentElement.lang);
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const lang = button.dataset.languageChoice;
      document.documentElement.lang = lang; // the elements watch <html lang> and re-word themselves
      try {
        localStorage.setItem(STORAGE_KEY, lang);
      } catch {
        // Not remembered, but applied for this visit.
      }
      show(lang);
    });
  }
}

// The page's current wording of a key, for texts the page writes later (the link warning), once
// the language's table is here.
export async function pageText(key, params) {
  await loadLanguage(document.documentElement.lang);
  return new Translator(document.documentElement.lang).t(key, params);
}
