// lab-settings.js: an experiment's own settings as sliders (a registry row's `settings`, e.g. the
// tradeoff's weight and beam width): labelled range inputs with their value beside them, read when
// the experiment runs.

/**
 * One slider. Its positions run from min to max by step; `value` maps a position to the setting
 * (a log scale, say), `show` words the setting.
 * @typedef {object} Setting
 * @property {string} name       the setting's key in the experiment's context.settings
 * @property {string} label      its label's key in the lab's tables
 * @property {number} min
 * @property {number} max
 * @property {number} step
 * @property {number} position   where the slider starts
 * @property {(position: number) => number} [value] the setting at a position (default: the
 *   position)
 * @property {(value: number) => any} show           the setting as a message
 */

export class LabSettings {
  #box;
  #locale;
  #onChange;
  /** @type {{ setting: Setting, input: HTMLInputElement }[]} */
  #sliders = [];

  /**
   * @param {HTMLElement} box
   * @param {any} locale
   * @param {() => void} onChange called when the reader lets go of a slider
   */
  constructor(box, locale, onChange) {
    this.#box = box;
    this.#locale = locale;
    this.#onChange = onChange;
  }

  /** @param {Setting[]} settings an experiment's sliders (none: the box is hidden) */
  show(settings) {
    const labels = [];
    this.#sliders = settings.map((setting) => {
      const label = document.createElement('label');
      const name = document.createElement('span');
      this.#locale.text(name, { key: setting.label });
      const input = document.createElement('input');
      Object.assign(input, {
        type: 'range',
        min: String(setting.min),
        max: String(setting.max),
        step: String(setting.step),
        value: String(setting.position),
      });
      const shown = document.createElement('output');
      label.append(name, input, shown);
      labels.push(label);
      const update = () => {
        const message = setting.show(this.#valueOf(setting, input));
        this.#locale.text(shown, message);
        this.#locale.attr(input, 'aria-valuetext', message);
      };
      input.addEventListener('input', update);
      input.addEventListener('change', () => this.#onChange());
      update();
      return { setting, input };
    });
    this.#box.replaceChildren(...labels);
    this.#box.hidden = settings.length === 0;
  }

  /** @returns {Record<string, number>} each setting's current value */
  values() {
    return Object.fromEntries(
      this.#sliders.map(({ setting, input }) => [setting.name, this.#valueOf(setting, input)]),
    );
  }

  /** @param {Setting} setting @param {HTMLInputElement} input */
  #valueOf(setting, input) {
    const position = Number(input.value);
    return setting.value ? setting.value(position) : position;
  }
}
