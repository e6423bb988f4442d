// position-editor.js: the edit panel: type a position, and read the core's verdict on whether it
// can be solved and why.
//
// The verdict (inversion count, the gap's row, solvable or not, the reason) is the core's, through
// bridge.solvability(); this module only lays it out.
//
// Few readers ever open it, so it is a module of its own, imported on the first "Edit position"
// (element/editor-slot.js): not among the bytes before first play. In dist it is a separate
// bundle, so it imports no module that holds state (it would get its own copy): the element lends
// it the shadow root's Locale; the message helpers it imports make plain objects.

import { joined, msg, verbatim } from '../i18n/message.js';
import { solvabilityReason } from '../i18n/solver-words.js';

const css = String.raw;

export const positionEditorTemplate = /* HTML */ ` <section
  class="editor"
  hidden
  data-i18n-attr="aria-label:editor.label"
>
  <p class="small" data-i18n="editor.help"></p>
  <form class="edit-form">
    <label for="tiles-input" data-i18n="editor.tiles"></label>
    <input
      id="tiles-input"
      name="tiles"
      autocomplete="off"
      spellcheck="false"
      inputmode="numeric"
      aria-describedby="edit-message"
    />
    <button type="submit" part="button" data-i18n="editor.set"></button>
  </form>
  <p id="edit-message" class="edit-message" aria-live="polite"></p>
  <p class="solvability" aria-live="polite">
    <span class="solvability-facts"></span>
    <span class="solvability-verdict"></span>
  </p>
  <button type="button" part="button" class="edit-done" data-i18n="editor.done"></button>
</section>`;

export const positionEditorStyles = new CSSStyleSheet();
positionEditorStyles.replaceSync(css`
  .editor {
    border: 1px dashed var(--accent);
    border-radius: 0.75rem;
    padding: 0.7rem 0.85rem;
    display: grid;
    gap: 0.5rem;
  }
  .editor .small {
    margin: 0;
  }
  .edit-form {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    flex-wrap: wrap;
  }
  .edit-form input {
    flex: 1 1 12rem;
    border: 1px solid var(--line);
    border-radius: 0.45rem;
    padding: 0.45rem 0.55rem;
    background: var(--surface);
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
  }
  .edit-form input[aria-invalid='true'] {
    border-color: var(--bad);
  }
  .edit-message {
    margin: 0;
    color: var(--bad);
    min-height: 1.2em;
    font-size: 0.9em;
  }
  .solvability {
    margin: 0;
    display: grid;
    gap: 0.25rem;
  }
  .solvability-facts {
    font-variant-numeric: tabular-nums;
    color: var(--muted);
    font-size: 0.9em;
  }
  .solvability-verdict[data-solvable='true'] strong {
    color: var(--good);
  }
  .solvability-verdict[data-solvable='false'] strong {
    color: var(--bad);
  }
  .edit-done {
    justify-self: start;
  }
`);

/**
 * Puts the panel in place of `placeholder` (an empty element of the shadow tree), adds its style
 * sheet to the root's and words it.
 * @param {Element} placeholder
 * @param {import('../i18n/locale.js').Locale} locale the element's
 * @param {{ onText: (text: string) => void, onDone: () => void }} callbacks
 * @returns {PositionEditor}
 */
export function mountPositionEditor(placeholder, locale, callbacks) {
  const root = /** @type {ShadowRoot} */ (placeholder.getRootNode());
  const template = document.createElement('template');
  template.innerHTML = positionEditorTemplate;
  const panel = /** @type {Element} */ (template.content.firstElementChild);
  placeholder.replaceWith(panel);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, positionEditorStyles];
  locale.render(/** @type {Element} */ (panel.parentElement));
  return new PositionEditor(panel, locale, callbacks);
}

export class PositionEditor {
  #panel;
  #input;
  #message;
  #facts;
  #verdict;
  #verdictWords;
  #locale;

  // panel is the section's markup; onText(text) is called when the reader submits typed tiles;
  // onDone() when they finish editing.
  constructor(panel, locale, { onText, onDone }) {
    this.#locale = locale;
    this.#panel = panel;
    this.#input = panel.querySelector('input[name="tiles"]');
    this.#message = panel.querySelector('.edit-message');
    this.#facts = panel.querySelector('.solvability-facts');
    this.#verdict = panel.querySelector('.solvability-verdict');
    // The verdict is a strong word and a sentence; both are worded again on a change of language.
    const strong = document.createElement('strong');
    this.#verdictWords = document.createElement('span');
    this.#verdict.append(strong, ' ', this.#verdictWords);
    panel.querySelector('form').addEventListener('submit', (event) => {
      event.preventDefault();
      onText(this.#input.value);
    });
    panel.querySelector('.edit-done').addEventListener('click', () => onDone());
  }

  open(tiles) {
    this.#panel.hidden = false;
    this.setTiles(tiles);
    this.showMessage('');
  }

  close() {
    this.#panel.hidden = true;
  }

  get isOpen() {
    return !this.#panel.hidden;
  }

  setTiles(tiles) {
    this.#input.value = tiles.join(' ');
  }

  // A parser complaint (a message: duplicate tile, out of range...) shown next to the field that
  // caused it.
  showMessage(text) {
    this.#locale.text(this.#message, text);
    this.#input.setAttribute('aria-invalid', text ? 'true' : 'false');
  }

  showSolvability(result) {
    const facts = [];
    // A width of 0 means the core counted no inversions (the position was settled another way).
    if (result.width > 0 && Number.isFinite(result.inversions)) {
      const parity = msg(result.inversions % 2 === 0 ? 'editor.even' : 'editor.odd');
      facts.push(msg('editor.inversions', { count: result.inversions, parity }));
      if (Number.isFinite(result.blankRowFromBottom)) {
        facts.push(
          msg('editor.gapRow', {
            row: result.blankRowFromBottom,
            goalRow: result.goalBlankRowFromBottom,
          }),
        );
      }
    }
    if (result.deadEndCell >= 0 && result.deadEndTileFound >= 0) {
      facts.push(
        msg('editor.deadEnd', {
          found: verbatim(result.deadEndTileFound),
          needed: verbatim(result.deadEndTileNeeded),
        }),
      );
    }
    this.#locale.text(this.#facts, joined(facts, 'join.estimates'));
    this.#verdict.dataset.solvable = String(Boolean(result.solvable));
    this.#locale.text(
      this.#verdict.querySelector('strong'),
      msg(result.solvable ? 'editor.solvable' : 'editor.notSolvable'),
    );
    this.#locale.text(this.#verdictWords, solvabilityReason(result));
  }

  showChecking() {
    this.#verdict.dataset.solvable = '';
    this.#locale.text(this.#verdict.querySelector('strong'), msg('editor.checking'));
    this.#locale.text(this.#verdictWords, '');
  }
}
