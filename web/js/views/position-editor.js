// position-editor.js: the edit panel: type a position, and read the core's verdict on whether it can be solved and why.
//
// The verdict (inversion count, the gap's row, solvable or not, the reason) is the core's, through
// bridge.solvability(); this module only lays it out.

import { formatCount } from './format.js';

const css = String.raw;

export const positionEditorTemplate = `
    <section class="editor" hidden aria-label="Edit the position">
      <p class="small">Pick two tiles (or a tile and the gap) to swap them, or type every tile in cell order, 0 for the gap.</p>
      <form class="edit-form">
        <label for="tiles-input">Tiles</label>
        <input id="tiles-input" name="tiles" autocomplete="off" spellcheck="false" inputmode="numeric"
               aria-describedby="edit-message">
        <button type="submit" part="button">Set</button>
      </form>
      <p id="edit-message" class="edit-message" aria-live="polite"></p>
      <p class="solvability" aria-live="polite">
        <span class="solvability-facts"></span>
        <span class="solvability-verdict"></span>
      </p>
      <button type="button" part="button" class="edit-done">Done editing</button>
    </section>`;

export const positionEditorStyles = new CSSStyleSheet();
positionEditorStyles.replaceSync(css`
.editor {
  border: 1px dashed var(--accent);
  border-radius: 0.75rem;
  padding: 0.7rem 0.85rem;
  display: grid; gap: 0.5rem;
}
.editor .small { margin: 0; }
.edit-form { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.edit-form input {
  flex: 1 1 12rem;
  border: 1px solid var(--line);
  border-radius: 0.45rem;
  padding: 0.45rem 0.55rem;
  background: var(--surface);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9em;
}
.edit-form input[aria-invalid='true'] { border-color: var(--bad); }
.edit-message { margin: 0; color: var(--bad); min-height: 1.2em; font-size: 0.9em; }
.solvability { margin: 0; display: grid; gap: 0.25rem; }
.solvability-facts { font-variant-numeric: tabular-nums; color: var(--muted); font-size: 0.9em; }
.solvability-verdict[data-solvable='true'] strong { color: var(--good); }
.solvability-verdict[data-solvable='false'] strong { color: var(--bad); }
.edit-done { justify-self: start; }
`);

export class PositionEditor {
  #panel;
  #input;
  #message;
  #facts;
  #verdict;

  // root holds the panel's markup; onText(text) is called when the reader submits typed tiles; onDone() when they finish editing.
  constructor(root, { onText, onDone }) {
    const panel = root.querySelector('.editor');
    this.#panel = panel;
    this.#input = panel.querySelector('input[name="tiles"]');
    this.#message = panel.querySelector('.edit-message');
    this.#facts = panel.querySelector('.solvability-facts');
    this.#verdict = panel.querySelector('.solvability-verdict');
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

  // A parser complaint (duplicate tile, out of range...) shown next to the field that caused it.
  showMessage(text) {
    this.#message.textContent = text;
    this.#input.setAttribute('aria-invalid', text ? 'true' : 'false');
  }

  showSolvability(result) {
    const facts = [];
    // A width of 0 means the core counted no inversions (the position was settled another way).
    if (result.width > 0 && Number.isFinite(result.inversions)) {
      facts.push(`Inversions: ${formatCount(result.inversions)} (${result.inversions % 2 === 0 ? 'even' : 'odd'})`);
      if (Number.isFinite(result.blankRowFromBottom)) {
        facts.push(`Gap on row ${result.blankRowFromBottom} from the bottom (goal: row ${result.goalBlankRowFromBottom})`);
      }
    }
    if (result.deadEndCell >= 0 && result.deadEndTileFound >= 0) {
      facts.push(`Dead-end slot: tile ${result.deadEndTileFound} (the goal needs ${result.deadEndTileNeeded})`);
    }
    this.#facts.textContent = facts.join(' · ');
    this.#verdict.dataset.solvable = String(Boolean(result.solvable));
    this.#verdict.replaceChildren();
    const strong = document.createElement('strong');
    strong.textContent = result.solvable ? 'Solvable. ' : 'Not solvable. ';
    this.#verdict.append(strong, result.reason ?? '');
  }

  showChecking() {
    this.#verdict.dataset.solvable = '';
    this.#verdict.textContent = 'Checking…';
  }
}
