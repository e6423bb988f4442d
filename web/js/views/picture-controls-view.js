// picture-controls-view.js: the Picture box of a picture puzzle: show numbers, use your own
// picture, back to the built-in one.

import { pictureFromFile } from './picture-source.js';
import { localeOf } from '../i18n/locale.js';

const css = String.raw;

export const pictureControlsTemplate = /* HTML */ ` <fieldset class="picture-controls extra" hidden>
  <legend data-i18n="picture.legend"></legend>
  <label class="check"
    ><input type="checkbox" class="show-numbers" /> <span data-i18n="picture.numbers"></span
  ></label>
  <label class="file-button"
    ><span data-i18n="picture.own"></span><input type="file" class="picture-file" accept="image/*"
  /></label>
  <p class="picture-error small" role="alert" hidden></p>
  <button
    type="button"
    part="button"
    class="picture-reset"
    hidden
    data-i18n="picture.reset"
  ></button>
  <p class="small" data-i18n="picture.private"></p>
</fieldset>`;

export const pictureControlsStyles = new CSSStyleSheet();
pictureControlsStyles.replaceSync(css`
  .check {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
  }
  .check input {
    accent-color: var(--accent);
    width: 1.1rem;
    height: 1.1rem;
  }
  .file-button {
    display: inline-flex;
    align-items: center;
    position: relative;
  }
  .file-button input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
    width: 100%;
  }
  .picture-controls {
    grid-template-columns: 1fr;
  }
  .picture-error {
    color: var(--bad);
    margin: 0;
  }
`);

export class PictureControls {
  #box;
  #numbers;
  #file;
  #reset;
  #userPicture = null; // blob: URL of the reader's own picture
  #error;

  // onNumbers(show) follows the checkbox; onPicture() follows every change of the reader's own
  // picture (read it from userPicture). A file that could not be used is reported right here, under
  // the button the reader just used. pictureShape() gives the { columns, rows } the picture is
  // cropped to.
  constructor(root, { onNumbers, onPicture, pictureShape }) {
    const locale = localeOf(root);
    this.#error = root.querySelector('.picture-error');
    this.#box = root.querySelector('.picture-controls');
    this.#numbers = root.querySelector('.show-numbers');
    this.#file = root.querySelector('.picture-file');
    this.#reset = root.querySelector('.picture-reset');
    this.#numbers.addEventListener('change', () => onNumbers(this.#numbers.checked));
    this.#file.addEventListener('change', async () => {
      const file = this.#file.files[0];
      if (!file) return;
      this.#error.hidden = true;
      try {
        const shape = pictureShape();
        this.#use(await pictureFromFile(file, shape.columns, shape.rows));
        onPicture();
      } catch (error) {
        locale.text(this.#error, error.words ?? error.message);
        this.#error.hidden = false;
      } finally {
        this.#file.value = '';
      }
    });
    this.#reset.addEventListener('click', () => {
      this.#use(null);
      onPicture();
    });
  }

  // The reader's own picture (a blob: URL), or null for the built-in one.
  get userPicture() {
    return this.#userPicture;
  }

  setVisible(visible) {
    this.#box.hidden = !visible;
  }

  showNumbers(show) {
    this.#numbers.checked = show;
  }

  #use(url) {
    if (this.#userPicture) URL.revokeObjectURL(this.#userPicture);
    this.#userPicture = url;
    this.#reset.hidden = !url;
  }
}
