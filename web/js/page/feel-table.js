// feel-table.js: the demo page's table of the reader's own searches, by difficulty, under the game:
// each AUTO SOLVE of a difficulty shuffle with IDA* and Manhattan distance (the article's search)
// adds its nodes, time and length; the table shows the medians beside the article's guide.
//
// It listens to the element's slide-search-done event (its detail names the difficulty the start
// was shuffled to) and knows nothing else of the element.

import { Translator, loadLanguage, count, ms } from '../i18n/i18n.js';

/** @param {number[]} values @returns {number} */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @param {HTMLElement} element the slide-puzzle @param {HTMLTableElement} table */
export function setUpFeelTable(element, table) {
  /** @type {Map<string, { nodes: number, elapsedMs: number, length: number }[]>} */
  const runs = new Map();
  const render = async () => {
    const lang = document.documentElement.lang;
    await loadLanguage(lang);
    const t = new Translator(lang);
    for (const row of table.querySelectorAll('tbody tr')) {
      const list = runs.get(/** @type {HTMLElement} */ (row).dataset.difficulty) ?? [];
      const cell = (name) => /** @type {HTMLElement} */ (row.querySelector(`.${name}`));
      cell('runs').textContent = t.word(count(list.length));
      const show = (name, value) => (cell(name).textContent = list.length ? t.word(value) : '—');
      show('nodes', count(median(list.map((run) => run.nodes))));
      show('time', ms(median(list.map((run) => run.elapsedMs))));
      show('length', count(median(list.map((run) => run.length))));
    }
  };
  element.addEventListener('slide-search-done', (event) => {
    const detail = /** @type {CustomEvent} */ (event).detail;
    if (!detail?.difficulty || detail.heuristic !== 'manhattan' || detail.algorithm !== 'ida')
      return;
    const list = runs.get(detail.difficulty) ?? [];
    list.push({ nodes: detail.nodes, elapsedMs: detail.elapsedMs, length: detail.length });
    runs.set(detail.difficulty, list);
    render();
  });
  // The numbers are worded in the page's language: a change of language words them again.
  new MutationObserver(() => render()).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
  });
}
