// editor-slot.js: the position editor as the element's flows see it (`parts.editor`), before and
// after its module arrives. The editor (views/position-editor.js) is imported on the first
// "Edit position", so its code is not among the bytes a page downloads before first play; until
// it is here the slot keeps what the flows asked (open, the tiles, the last message and verdict)
// and hands it over on arrival. The flows use the same calls either way.

import { importEditor } from '../worker/asset-urls.js';

/** @typedef {import('../views/position-editor.js').PositionEditor} PositionEditor */

// Where the panel goes in the shadow tree until it is mounted (shadow-content.js).
export const editorPlaceholder = '<div class="editor-placeholder" hidden></div>';

export class EditorSlot {
  #root;
  #locale;
  #callbacks;
  #onFailed;
  /** @type {PositionEditor | null} */
  #editor = null;
  /** @type {Promise<void> | null} */
  #loading = null;
  #open = false;
  /** @type {number[]} */
  #tiles = [];
  /** @type {string} */
  #message = '';
  /** @type {((editor: PositionEditor) => void) | null} the last verdict asked for */
  #verdict = null;

  /**
   * @param {ShadowRoot} root the element's, holding the placeholder
   * @param {import('../i18n/locale.js').Locale} locale
   * @param {{ onText: (text: string) => void, onDone: () => void }} callbacks the panel's intents
   * @param {(error: unknown) => void} onFailed the module could not be imported (the next open
   *   tries again)
   */
  constructor(root, locale, callbacks, onFailed) {
    this.#root = root;
    this.#locale = locale;
    this.#callbacks = callbacks;
    this.#onFailed = onFailed;
  }

  get isOpen() {
    return this.#open;
  }

  /** @param {number[]} tiles */
  open(tiles) {
    this.#open = true;
    this.#tiles = tiles;
    this.#message = '';
    this.#verdict = null;
    if (this.#editor) this.#editor.open(tiles);
    else this.#load();
  }

  close() {
    this.#open = false;
    this.#editor?.close();
  }

  /** @param {number[]} tiles */
  setTiles(tiles) {
    this.#tiles = tiles;
    this.#editor?.setTiles(tiles);
  }

  /** @param {any} text a message or '' */
  showMessage(text) {
    this.#message = text;
    this.#editor?.showMessage(text);
  }

  /** @param {any} result the core's solvability verdict */
  showSolvability(result) {
    this.#show((editor) => editor.showSolvability(result));
  }

  showChecking() {
    this.#show((editor) => editor.showChecking());
  }

  /** @param {(editor: PositionEditor) => void} verdict */
  #show(verdict) {
    this.#verdict = verdict;
    if (this.#editor) verdict(this.#editor);
  }

  #load() {
    this.#loading ??= importEditor().then(
      (module) => {
        const placeholder = this.#root.querySelector('.editor-placeholder');
        if (!placeholder) return;
        const editor = module.mountPositionEditor(placeholder, this.#locale, this.#callbacks);
        this.#editor = editor;
        if (!this.#open) return;
        // What the flows asked while the module was on its way, in the order they ask it.
        editor.open(this.#tiles);
        if (this.#message) editor.showMessage(this.#message);
        this.#verdict?.(editor);
      },
      (error) => {
        this.#loading = null;
        this.#onFailed(error);
      },
    );
  }
}
