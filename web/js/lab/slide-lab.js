// slide-lab.js: the <slide-lab> experiments' element, imported by lab-element.js when the first
// <slide-lab> is connected: Shadow DOM, attributes, language, Run / Cancel, progress, and the
// slide-lab-result event.
//
// Every number comes from the core through the page's shared solver (the SolverBridge class the
// shell hands in); an experiment (experiments/, one row each in registry.js) only asks and
// arranges. One experiment runs at a time per element; Cancel (or a change of attribute, or
// removal) stops it in the worker too. A bad attribute value gets one line inside the element and
// one console warning, and the element goes on with the default, as <slide-puzzle> does.

import { Locale } from '../i18n/locale.js';
import { Translator, addWords, isLanguageTag, msg, verbatim } from '../i18n/i18n.js';
import { errorClause, errorSentence } from '../i18n/solver-words.js';
import { chooseLanguage, watchPageLanguage } from '../element/language.js';
import { EXPERIMENTS, experimentRow } from './registry.js';
import { LabView, labStyles, labTemplate } from './lab-view.js';
import { LabControls } from './lab-controls.js';
import { LabSettings } from './lab-settings.js';
import labEn from './i18n/en.js';
import labJa from './i18n/ja.js';

addWords('en', labEn);
addWords('ja', labJa);

/** @param {HTMLElement} host @param {{ SolverBridge: any }} shared */
export function createLab(host, shared) {
  return new Lab(host, shared);
}

class Lab {
  #host;
  #SolverBridge;
  /** @type {any} */
  #bridge = null;
  #locale;
  #view;
  #controls;
  #sliders;
  /**
   * @type {{ element: HTMLElement, value: () => any } | null} the experiment's working area
   *   (registry.js: workspace)
   */
  #workspace = null;
  /** @type {any} the last result's detail, for a re-run after a slider moved */
  #last = null;
  /** @type {AbortController | null} */
  #controller = null;
  /** @type {Promise<any> | null} */
  #running = null;
  #stopWatchingLanguage = null;
  #problems = new Map(); // attribute -> its line
  #warned = new Map(); // attribute -> the value last warned about
  #english = new Translator('en');
  #settings = {
    row: EXPERIMENTS[0],
    puzzle: EXPERIMENTS[0].defaultPuzzle,
    board: null,
    autorun: false,
  };
  #ranOnce = false;

  /** @param {HTMLElement} host @param {{ SolverBridge: any }} shared */
  constructor(host, { SolverBridge }) {
    this.#host = host;
    this.#SolverBridge = SolverBridge;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.innerHTML = labTemplate;
    root.adoptedStyleSheets = [labStyles];
    this.#locale = new Locale(root);
    this.#locale.render();
    this.#view = new LabView(root, {
      onRun: () => {
        this.run();
      },
      onCancel: () => this.cancel(),
    });
    this.#controls = new LabControls(
      root,
      /** @type {HTMLElement} */ (root.querySelector('.options')),
      () => this.#showWorkspace(),
    );
    this.#sliders = new LabSettings(root.querySelector('.settings'), this.#locale, () =>
      this.#rerun(),
    );
  }

  // The experiment's working area (the pathfinding map), made again from the controls' choices.
  #showWorkspace() {
    const { row } = this.#settings;
    this.#workspace = row.workspace
      ? row.workspace({ options: this.#controls.values(), locale: this.#locale })
      : null;
    this.#view.showWorkspace(this.#workspace?.element ?? null);
  }

  // A slider moved: the experiment runs again with it (on the same position, reusing what it can).
  #rerun() {
    this.cancel();
    const previous = this.#last;
    (this.#running ?? Promise.resolve(null)).then(() => {
      if (!this.#running) this.run(previous);
    });
  }

  connected() {
    this.#bridge ??= new this.#SolverBridge();
    this.#stopWatchingLanguage ??= watchPageLanguage(() => this.#applyLanguage());
    this.attributesChanged();
  }

  disconnected() {
    this.cancel();
    this.#stopWatchingLanguage?.();
    this.#stopWatchingLanguage = null;
    this.#bridge?.terminate();
    this.#bridge = null;
  }

  // Reads every attribute again; a change of experiment, puzzle or board drops the old result.
  attributesChanged() {
    if (!this.#bridge) return;
    this.#applyLanguage();
    const before = this.#settings;
    this.#settings = this.#readSettings();
    const changed =
      before.row !== this.#settings.row ||
      before.puzzle !== this.#settings.puzzle ||
      before.board !== this.#settings.board;
    const { row } = this.#settings;
    const key = (wording) =>
      typeof wording === 'function' ? wording(this.#settings.puzzle) : wording;
    this.#view.introduce(msg(key(row.title)), msg(key(row.question)));
    if (changed || !this.#ranOnce) {
      this.#controls.show(row, this.#settings.puzzle, this.#bridge);
      this.#last = null;
      if (before.row !== row || !this.#ranOnce) this.#sliders.show(row.settings ?? []);
      this.#showWorkspace();
      this.cancel();
      // A run under way ends (as cancelled) before the new one starts.
      const ended = this.#running ?? Promise.resolve(null);
      ended.then(() => {
        if (this.#running) return; // someone pressed Run (or called run()) meanwhile
        this.#view.clearResult();
        // An experiment may show its table before any run (statistics: the article's figures).
        const { row: shown, puzzle } = this.#settings;
        if (shown.preview)
          this.#view.showResult(() =>
            shown.present({ experiment: shown.id, puzzle, ...shown.preview() }),
          );
        this.#view.status(msg('lab.status.ready'));
        if (this.#settings.autorun && this.#bridge) this.run();
      });
    }
    this.#ranOnce = true;
  }

  cancel() {
    this.#controller?.abort();
  }

  // Runs the experiment; resolves with the result's detail (also sent as slide-lab-result), or
  // null if it was cancelled or failed (the status line says why). `previous`: the last detail,
  // when a slider moved (the experiment may keep its position and reuse its runs).
  run(previous = null) {
    if (this.#running || !this.#bridge) return this.#running ?? Promise.resolve(null);
    const controller = new AbortController();
    this.#controller = controller;
    const { row, puzzle } = this.#settings;
    this.#view.setRunning(true);
    this.#controls.setDisabled(true);
    this.#view.clearResult();
    this.#view.status(msg('lab.status.starting'));
    const began = performance.now();
    const work = (async () => {
      try {
        await this.#bridge.ready;
        const board = await this.#checkedBoard(controller.signal);
        const context = {
          bridge: this.#bridge,
          puzzle,
          board,
          signal: controller.signal,
          options: this.#controls.values(),
          settings: this.#sliders.values(),
          previous: previous?.puzzle === puzzle ? previous : null,
          workspace: this.#workspace?.value() ?? null,
          // A row that reads the board attribute itself (a grid the page's module does not know)
          // gets its text, and says here when the core refuses it (one line; it goes on with its
          // own).
          boardText: row.readsOwnBoard?.(puzzle) ? this.#settings.board : null,
          refuseBoard: (error) =>
            this.#report('board', errorClause(error), msg('lab.instead.board')),
          progress: (message) => {
            if (!controller.signal.aborted) this.#view.status(message);
          },
          // Rows so far, drawn as they come (they stay if the run is cancelled).
          partial: (part) => {
            if (!controller.signal.aborted)
              this.#view.showResult(() => row.present({ experiment: row.id, puzzle, ...part }));
          },
        };
        const detail = { experiment: row.id, puzzle, ...(await row.run(context)) };
        this.#view.showResult(() => row.present(detail));
        this.#view.status(
          msg('lab.status.done', { seconds: { seconds: (performance.now() - began) / 1000 } }),
        );
        this.#last = detail;
        this.#host.dispatchEvent(
          new CustomEvent('slide-lab-result', { detail, bubbles: true, composed: true }),
        );
        return detail;
      } catch (error) {
        const cancelled =
          controller.signal.aborted || error?.kind === 'aborted' || error?.kind === 'cancelled';
        this.#view.status(cancelled ? msg('lab.status.cancelled') : errorSentence(error));
        return null;
      } finally {
        if (this.#controller === controller) this.#controller = null;
        this.#running = null;
        this.#view.setRunning(false);
        this.#controls.setDisabled(false);
      }
    })();
    this.#running = work;
    return work;
  }

  // The board attribute as the core reads it, or null (the experiment's own default). A board the
  // core refuses gets its line, and the default is used.
  async #checkedBoard(signal) {
    const text = this.#settings.board;
    const { row, puzzle } = this.#settings;
    if (!text || row.board === false || row.readsOwnBoard?.(puzzle)) return null;
    try {
      return (
        await this.#bridge.request(
          'check',
          { puzzle: this.#settings.puzzle, board: text },
          { signal },
        )
      ).board;
    } catch (error) {
      if (error?.kind !== 'invalid') throw error;
      this.#report('board', errorClause(error), msg('lab.instead.board'));
      return null;
    }
  }

  #readSettings() {
    const attr = (name) => this.#host.getAttribute(name);
    const asked = attr('experiment');
    let row = experimentRow(asked);
    if (row) this.#clear('experiment');
    else {
      row = EXPERIMENTS[0];
      this.#report(
        'experiment',
        asked
          ? msg('problem.useOneOf', { values: verbatim(EXPERIMENTS.map((r) => r.id).join(', ')) })
          : msg('problem.empty'),
        msg('instead.default', { value: verbatim(row.id) }),
      );
    }
    const puzzleText = attr('puzzle');
    let puzzle = puzzleText ?? row.defaultPuzzle;
    if (row.puzzles.includes(puzzle)) this.#clear('puzzle');
    else {
      this.#report(
        'puzzle',
        msg('problem.useOneOf', { values: verbatim(row.puzzles.join(', ')) }),
        msg('instead.default', { value: verbatim(row.defaultPuzzle) }),
      );
      puzzle = row.defaultPuzzle;
    }
    const board = attr('board')?.trim() || null;
    if (!board) this.#clear('board');
    else if (row.board === false)
      this.#report('board', msg('lab.problem.noBoard'), msg('lab.instead.map'));
    else if (this.#problems.get('board')?.params?.why?.key === 'lab.problem.noBoard')
      this.#clear('board');
    return { row, puzzle, board, autorun: this.#host.hasAttribute('autorun') };
  }

  #applyLanguage() {
    const own = this.#host.getAttribute('lang')?.trim() ?? '';
    if (own && !isLanguageTag(own))
      this.#report('lang', msg('problem.lang'), msg('lab.instead.language'));
    else this.#clear('lang');
    this.#locale.setLanguage(chooseLanguage(this.#host, own && isLanguageTag(own) ? own : null));
    this.#view.setLang(this.#locale.lang);
  }

  // One line inside the element per bad value; one console warning per value, in English.
  #report(name, why, instead) {
    const text = this.#host.getAttribute(name) ?? '';
    const clipped = text.length > 60 ? `${text.slice(0, 57)}…` : text;
    this.#problems.set(
      name,
      msg('problem.line', { name: verbatim(name), value: verbatim(clipped), why, instead }),
    );
    this.#view.showProblems([...this.#problems.values()]);
    if (this.#warned.get(name) === text) return;
    this.#warned.set(name, text);
    const english = (message) => this.#english.word(message);
    const who = this.#host.id
      ? `<slide-lab id="${this.#host.id}">`
      : `<slide-lab experiment="${this.#host.getAttribute('experiment') ?? ''}">`;
    console.warn(
      `${who} ${name}="${clipped}": ${english(why)}. Using ${english(instead)} instead.`,
    );
  }

  #clear(name) {
    if (!this.#problems.delete(name)) return;
    this.#view.showProblems([...this.#problems.values()]);
  }
}
