// lab-controls.js: an experiment's own choices beside Run (a heuristic, a number of runs), drawn as
// labelled selects from the experiment's `controls` row; heuristic names come from the core's
// registry rows.
//
// A control is { name, label (a key), default (a value, or a function of the puzzle attribute) }
// plus either `options: [{ value, label (a message) }]` or `heuristics: [ids]` (the registry rows
// among these ids that apply to the puzzle, strongest first, named by the core). The run reads
// `values()`: { name: value }.

import { localeOf } from '../i18n/locale.js';
import { coreWords, msg } from '../i18n/i18n.js';

export class LabControls {
  #root;
  #box;
  /** @type {Map<string, HTMLSelectElement>} */
  #selects = new Map();
  #shown = 0; // which show() is current (a puzzle's rows arrive later)
  #puzzle = '';

  #onChange;

  /**
   * @param {ShadowRoot} root
   * @param {HTMLElement} box
   * @param {(name: string) => void} [onChange] a choice changed
   */
  constructor(root, box, onChange = () => {}) {
    this.#root = root;
    this.#box = box;
    this.#onChange = onChange;
  }

  get #locale() {
    return localeOf(this.#root);
  }

  /**
   * Draws the row's controls for this puzzle, keeping a choice still offered.
   * @param {any} row the experiment @param {string} puzzle @param {any} bridge
   */
  async show(row, puzzle, bridge) {
    const shown = ++this.#shown;
    this.#puzzle = puzzle;
    const before = this.values();
    const controls = row.controls ?? [];
    this.#selects.clear();
    this.#box.replaceChildren(
      ...controls.map((control) => this.#control(control, before[control.name])),
    );
    this.#box.hidden = controls.length === 0;
    const wanted = controls.filter((control) => control.heuristics);
    if (wanted.length === 0) return;
    let info;
    try {
      info = await bridge.puzzle(puzzle);
    } catch {
      return; // the run says what went wrong with the solver
    }
    if (shown !== this.#shown) return;
    for (const control of wanted) {
      const options = info.heuristics
        .filter((h) => control.heuristics.includes(h.id))
        .map((h) => ({ value: h.id, label: coreWords('label', h.id, h.label) }));
      this.#fill(this.#selects.get(control.name), options, before[control.name] ?? control.default);
    }
  }

  /** @returns {Record<string, string>} */
  values() {
    return Object.fromEntries([...this.#selects].map(([name, select]) => [name, select.value]));
  }

  /** @param {boolean} disabled while a run is under way */
  setDisabled(disabled) {
    for (const select of this.#selects.values()) select.disabled = disabled;
  }

  #control(control, kept) {
    const label = document.createElement('label');
    const text = document.createElement('span');
    this.#locale.text(text, msg(control.label));
    const select = document.createElement('select');
    select.name = control.name;
    select.addEventListener('change', () => this.#onChange(control.name));
    // Until the puzzle's rows arrive, the default alone (named by the core once they do).
    const options = control.options ?? [
      { value: control.default, label: coreWords('label', control.default, control.default) },
    ];
    // A default drawn from the puzzle attribute (the human experiment's grid) follows the
    // attribute.
    this.#fill(
      select,
      options,
      typeof control.default === 'function'
        ? control.default(this.#puzzle)
        : (kept ?? control.default),
    );
    this.#selects.set(control.name, select);
    label.append(text, select);
    return label;
  }

  #fill(select, options, chosen) {
    if (!select) return;
    select.replaceChildren(
      ...options.map((option) => {
        const element = document.createElement('option');
        element.value = String(option.value);
        this.#locale.text(element, option.label);
        return element;
      }),
    );
    const values = options.map((option) => String(option.value));
    select.value = values.includes(String(chosen)) ? String(chosen) : (values[0] ?? '');
  }
}
