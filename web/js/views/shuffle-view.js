// shuffle-view.js: the Shuffle buttons, from Easy (15 random moves back from the goal) to Random (any solvable position).

const css = String.raw;

export const shuffleTemplate = `
    <fieldset class="shuffle" data-group="shuffle">
      <legend data-i18n="shuffle.legend"></legend>
      <div part="buttons" class="button-row">
        <button type="button" part="button" data-moves="15" disabled><span data-i18n="shuffle.easy"></span> <small>15</small></button>
        <button type="button" part="button" data-moves="30" disabled><span data-i18n="shuffle.normal"></span> <small>30</small></button>
        <button type="button" part="button" data-moves="50" disabled><span data-i18n="shuffle.hard"></span> <small>50</small></button>
        <button type="button" part="button" data-moves="80" disabled><span data-i18n="shuffle.expert"></span> <small>80</small></button>
        <button type="button" part="button" data-random disabled><span data-i18n="shuffle.random"></span></button>
      </div>
      <p class="small extra" data-i18n="shuffle.help"></p>
    </fieldset>`;

// Nothing of its own: the fieldset and buttons use the shared control styles.
export const shuffleStyles = new CSSStyleSheet();
shuffleStyles.replaceSync(css``);

export class ShuffleButtons {
  #buttons;

  // onShuffle({ moves }) or onShuffle({ random: true }) answers a button.
  constructor(root, { onShuffle }) {
    this.#buttons = [...root.querySelectorAll('.shuffle button')];
    for (const button of this.#buttons) {
      button.addEventListener('click', () =>
        onShuffle(button.hasAttribute('data-random') ? { random: true } : { moves: Number(button.dataset.moves) }),
      );
    }
  }

  setEnabled(enabled) {
    for (const button of this.#buttons) button.disabled = !enabled;
  }
}
