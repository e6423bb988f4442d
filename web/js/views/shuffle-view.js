// shuffle-view.js: the Shuffle buttons, Easy to Expert (positions whose optimal distance the core
// proved to lie in the difficulty's band) and Random (any solvable position), and the label of the
// last shuffle's distance.

import { localeOf } from '../i18n/locale.js';
import { msg } from '../i18n/i18n.js';

const css = String.raw;

export const shuffleTemplate = /* HTML */ ` <fieldset class="shuffle" data-group="shuffle">
  <legend>
    <span data-i18n="shuffle.legend"></span>
    <span class="shuffle-distance" aria-live="polite" hidden></span>
  </legend>
  <div part="buttons" class="button-row">
    <button type="button" part="button" data-difficulty="easy" disabled>
      <span data-i18n="shuffle.easy"></span> <small class="band"></small>
    </button>
    <button type="button" part="button" data-difficulty="normal" disabled>
      <span data-i18n="shuffle.normal"></span> <small class="band"></small>
    </button>
    <button type="button" part="button" data-difficulty="hard" disabled>
      <span data-i18n="shuffle.hard"></span> <small class="band"></small>
    </button>
    <button type="button" part="button" data-difficulty="expert" disabled>
      <span data-i18n="shuffle.expert"></span> <small class="band"></small>
    </button>
    <button type="button" part="button" data-random disabled>
      <span data-i18n="shuffle.random"></span>
    </button>
  </div>
  <p class="small extra" data-i18n="shuffle.help"></p>
</fieldset>`;

export const shuffleStyles = new CSSStyleSheet();
// The bands' numbers keep their room before the core sends them, so filling them in moves nothing;
// the last shuffle's distance shares the legend's line for the same reason.
shuffleStyles.replaceSync(css`
  .band {
    display: inline-block;
    min-width: 5ch;
    text-align: start;
    font-variant-numeric: tabular-nums;
  }
  .shuffle-distance {
    font-weight: normal;
    margin-inline-start: 0.5em;
    font-variant-numeric: tabular-nums;
  }
  /* A phone: the five buttons on one row, each band under its name (three rows of buttons pushed
     the live numbers off a 390x844 screen). */
  @container (max-width: 420px) {
    .shuffle .button-row {
      display: grid;
      grid-template-columns: repeat(5, 1fr);
      gap: 0.3rem;
    }
    .shuffle button {
      padding-inline: 0.1rem;
      font-size: 0.85em;
    }
    .band {
      display: block;
      min-width: 0;
      text-align: center;
    }
  }
`);

export class ShuffleButtons {
  #buttons;
  #distance;
  #locale;

  // onShuffle({ difficulty }) or onShuffle({ random: true }) answers a button.
  constructor(root, { onShuffle }) {
    this.#buttons = [...root.querySelectorAll('.shuffle button')];
    this.#distance = root.querySelector('.shuffle-distance');
    this.#locale = localeOf(root);
    for (const button of this.#buttons) {
      button.addEventListener('click', () =>
        onShuffle(
          button.hasAttribute('data-random')
            ? { random: true }
            : { difficulty: button.dataset.difficulty },
        ),
      );
    }
  }

  setEnabled(enabled) {
    for (const button of this.#buttons) button.disabled = !enabled;
  }

  // Each button's band of optimal distances, as the core gave them for this puzzle ("30–34",
  // "52–56").
  showBands(bands = []) {
    for (const band of bands) {
      const small = this.#buttons
        .find((b) => b.dataset.difficulty === band.id)
        ?.querySelector('.band');
      if (!small) continue;
      const range =
        band.max === null
          ? msg('shuffle.bandOpen', { min: band.min })
          : msg('shuffle.band', { min: band.min, max: band.max });
      this.#locale.text(small, range);
    }
  }

  // "Expert · 54 moves from the goal" (exact) or "… at least 52 moves …" (a proven lower bound);
  // null hides the label (a position that did not come from a difficulty shuffle).
  showDistance(result) {
    this.#distance.hidden = !result;
    if (!result) return;
    const key = result.exact ? 'shuffle.distance' : 'shuffle.distanceAtLeast';
    this.#locale.text(
      this.#distance,
      msg(key, { difficulty: msg(`shuffle.${result.difficulty}`), n: result.distance }),
    );
  }
}
