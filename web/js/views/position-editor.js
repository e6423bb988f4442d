// position-editor.js: the edit panel: type a position, and read the core's verdict on whether it can be solved and why.
//
// The verdict (inversion count, the gap's row, solvable or not, the reason) is the core's, through
// bridge.solvability(); this module only lays it out.

import { formatCount } from './format.js';

export class PositionEditor {
  #panel;
  #input;
  #message;
  #facts;
  #verdict;

  // onText(text) is called when the reader submits typed tiles; onDone() when they finish editing.
  constructor(panel, { onText, onDone }) {
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
