// lab-view.js: what a <slide-lab> shows: its title and question, the attribute lines, Run / Cancel,
// the live status, and an experiment's result (a table, a second table of the single runs behind
// it if it has one, charts, notes), all worded through the element's Locale.
//
// An experiment's result is presented as data (see registry.js: columns, rows, charts, notes of
// messages), so a change of language draws it again in the other language from the same numbers.

import { localeOf } from '../i18n/locale.js';

// A caption and its table in a scrolling box (the result's, and the second one a result may have).
const tableMarkup = (extra) =>
  /* HTML */ `<p class="caption ${extra}"></p>
    <div class="table-wrap ${extra}" role="group" tabindex="0">
      <table role="table">
        <thead role="rowgroup">
          <tr role="row"></tr>
        </thead>
        <tbody role="rowgroup"></tbody>
      </table>
    </div>`;

export const labTemplate = /* HTML */ ` <section class="lab" part="lab">
  <p class="title" part="title"></p>
  <p class="question"></p>
  <ul class="problems" part="notice" data-i18n-attr="aria-label:notice.problemsLabel" hidden></ul>
  <div class="controls" part="controls">
    <div class="options" hidden></div>
    <div class="settings" hidden></div>
    <button type="button" class="run" part="button run-button" data-i18n="lab.run"></button>
    <button type="button" class="cancel" part="button" data-i18n="lab.cancel" hidden></button>
    <p class="status" role="status"></p>
  </div>
  <div class="workspace" hidden></div>
  <div class="result" hidden>
    ${tableMarkup('')} ${tableMarkup('breakdown')}
    <div class="charts"></div>
    <ul class="notes"></ul>
  </div>
</section>`;

export { labStyles } from './lab-styles.js';

/**
 * An experiment's result as the view draws it (registry.js's present() makes it).
 * @typedef {object} Presented
 * @property {any} caption the table's title (a message)
 * @property {any[]} columns column headings (messages)
 * @property {boolean[]} [numeric] which columns hold numbers (right-aligned)
 * @property {boolean[]} [wide] which columns hold sentences (wrapped; the others keep to one line)
 * @property {any[][]} rows cells (messages)
 * @property {{ caption: any, build: (word: (message: any) => string) => Element }[]} [charts]
 * @property {any[]} [notes] sentences under the charts (messages)
 * @property {Table} [breakdown] a second table under the first: the single runs behind a summary
 *   (the tradeoff's positions behind its medians)
 */

/**
 * @typedef {object} Table
 * @property {any} caption its title (a message)
 * @property {any[]} columns column headings (messages)
 * @property {boolean[]} [numeric] which columns hold numbers (right-aligned)
 * @property {boolean[]} [wide] which columns hold sentences (wrapped)
 * @property {any[][]} rows cells (messages)
 */

export class LabView {
  #root;
  #parts;
  /** @type {(() => Presented) | null} */
  #present = null;

  /** @param {ShadowRoot} root @param {{ onRun: () => void, onCancel: () => void }} callbacks */
  constructor(root, { onRun, onCancel }) {
    this.#root = root;
    const $ = (selector) => root.querySelector(selector);
    this.#parts = {
      lab: $('.lab'),
      title: $('.title'),
      question: $('.question'),
      problems: $('.problems'),
      run: $('.run'),
      cancel: $('.cancel'),
      status: $('.status'),
      result: $('.result'),
      // The result's table, and the second one under it (hidden when a result has none).
      tables: [
        tableParts($('.caption'), $('.table-wrap')),
        tableParts($('.caption.breakdown'), $('.table-wrap.breakdown')),
      ],
      charts: $('.charts'),
      notes: $('.notes'),
      workspace: $('.workspace'),
    };
    this.#parts.run.addEventListener('click', onRun);
    this.#parts.cancel.addEventListener('click', onCancel);
    localeOf(root).onChange(() => this.#draw());
    let width = 0;
    new ResizeObserver(([entry]) => {
      if (Math.round(entry.contentRect.width) === width) return;
      width = Math.round(entry.contentRect.width);
      if (this.#present) this.#fitTable();
    }).observe(this.#parts.lab);
  }

  get #locale() {
    return localeOf(this.#root);
  }

  /** @param {string} lang the words' language, for voices and fonts */
  setLang(lang) {
    this.#parts.lab.setAttribute('lang', lang);
  }

  /** @param {any} title @param {any} question messages */
  introduce(title, question) {
    this.#locale.text(this.#parts.title, title);
    this.#locale.text(this.#parts.question, question);
  }

  /** @param {any[]} lines messages, one per attribute value not used */
  showProblems(lines) {
    const list = this.#parts.problems;
    list.replaceChildren(
      ...lines.map((line) => {
        const item = document.createElement('li');
        this.#locale.text(item, line);
        return item;
      }),
    );
    list.hidden = lines.length === 0;
  }

  /** @param {boolean} running */
  setRunning(running) {
    this.#parts.run.hidden = running;
    this.#parts.cancel.hidden = !running;
    this.#parts.run.disabled = running;
    if (!running && this.#root.activeElement === this.#parts.cancel) this.#parts.run.focus();
    else if (running && this.#root.activeElement === this.#parts.run) this.#parts.cancel.focus();
  }

  /** @param {any} message */
  status(message) {
    this.#locale.text(this.#parts.status, message);
  }

  /**
   * @param {Element | null} element an experiment's own working area (the pathfinding map), or none
   */
  showWorkspace(element) {
    this.#parts.workspace.replaceChildren(...(element ? [element] : []));
    this.#parts.workspace.hidden = !element;
  }

  clearResult() {
    this.#present = null;
    this.#parts.result.hidden = true;
  }

  /** @param {() => Presented} present called again whenever the language changes */
  showResult(present) {
    this.#present = present;
    this.#draw();
  }

  #draw() {
    if (!this.#present) return;
    const presented = this.#present();
    const word = (message) => this.#locale.word(message);
    const { tables, charts, notes, result } = this.#parts;
    this.#fill(tables[0], presented);
    this.#fill(tables[1], presented.breakdown ?? null);
    charts.replaceChildren(
      ...(presented.charts ?? []).map((chart) => {
        const figure = document.createElement('figure');
        const title = document.createElement('figcaption');
        title.textContent = word(chart.caption);
        figure.append(chart.build(word), title);
        return figure;
      }),
    );
    notes.replaceChildren(
      ...(presented.notes ?? []).map((note) => {
        const item = document.createElement('li');
        item.textContent = word(note);
        return item;
      }),
    );
    result.hidden = false;
    this.#fitTable();
  }

  /**
   * Draws one table and its caption, or hides them (`table` null).
   * @param {ReturnType<typeof tableParts>} parts @param {Table | null} table
   */
  #fill({ caption, wrap, table: element, head, body }, table) {
    caption.hidden = wrap.hidden = !table;
    if (!table) {
      head.replaceChildren();
      body.replaceChildren();
      return;
    }
    const word = (message) => this.#locale.word(message);
    // The caption sits above the scrolling box (a <caption> would be as wide as the table and
    // scroll away).
    caption.textContent = word(table.caption);
    wrap.setAttribute('aria-label', word(table.caption));
    element.setAttribute('aria-label', word(table.caption));
    const numeric = table.numeric ?? [];
    const wide = table.wide ?? [];
    const cell = (tag, message, index) => {
      const item = document.createElement(tag);
      item.textContent = word(message);
      if (numeric[index]) item.className = 'number';
      if (wide[index] && tag === 'td') item.className = 'wide';
      if (tag === 'th') item.scope = 'col';
      item.setAttribute('role', tag === 'th' ? 'columnheader' : 'cell');
      // The column's name, shown beside the value when the table is stacked.
      if (tag === 'td') item.dataset.label = word(table.columns[index]);
      return item;
    };
    head.replaceChildren(...table.columns.map((column, index) => cell('th', column, index)));
    body.replaceChildren(
      ...table.rows.map((row) => {
        const line = document.createElement('tr');
        line.setAttribute('role', 'row');
        line.append(...row.map((value, index) => cell('td', value, index)));
        return line;
      }),
    );
  }

  // Stacks the table when its columns do not fit its box (and unstacks it when they do again).
  #fitTable() {
    for (const { wrap } of this.#parts.tables) {
      wrap.classList.remove('stacked');
      if (!wrap.hidden && wrap.scrollWidth > wrap.clientWidth + 1) wrap.classList.add('stacked');
    }
  }
}

/** @param {Element} caption @param {Element} wrap a table's caption and its scrolling box */
function tableParts(caption, wrap) {
  return {
    caption: /** @type {HTMLElement} */ (caption),
    wrap: /** @type {HTMLElement} */ (wrap),
    table: /** @type {HTMLElement} */ (wrap.querySelector('table')),
    head: /** @type {HTMLElement} */ (wrap.querySelector('thead tr')),
    body: /** @type {HTMLElement} */ (wrap.querySelector('tbody')),
  };
}
