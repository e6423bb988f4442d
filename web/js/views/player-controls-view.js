// player-controls-view.js: the reader's buttons under the board: Undo, Redo, Hint, Share and Edit
// position.

import { msg } from '../i18n/i18n.js';
import { localeOf } from '../i18n/locale.js';

const css = String.raw;

export const playerControlsTemplate = /* HTML */ ` <div
  part="buttons"
  class="button-row play-buttons"
  data-group="play"
>
  <button type="button" part="button" class="undo" disabled data-i18n="player.undo"></button>
  <button type="button" part="button" class="redo" disabled data-i18n="player.redo"></button>
  <button type="button" part="button" class="hint" disabled data-i18n="player.hint"></button>
  <button type="button" part="button" class="share" hidden data-i18n="player.share"></button>
  <button
    type="button"
    part="button"
    class="edit extra"
    aria-pressed="false"
    disabled
    data-i18n="player.edit"
  ></button>
</div>`;

// Nothing of its own: the row and its buttons use the shared control styles.
export const playerControlsStyles = new CSSStyleSheet();
playerControlsStyles.replaceSync(css``);

export class PlayerControls {
  #undo;
  #redo;
  #share;
  #hint;
  #edit;
  #locale;

  // onUndo(), onRedo(), onHint(), onShare() and onEdit() answer the buttons.
  constructor(root, { onUndo, onRedo, onHint, onShare, onEdit }) {
    this.#locale = localeOf(root);
    this.#undo = root.querySelector('.undo');
    this.#redo = root.querySelector('.redo');
    this.#share = root.querySelector('.play-buttons .share');
    this.#redo.addEventListener('click', () => onRedo());
    this.#share.addEventListener('click', () => onShare());
    this.#hint = root.querySelector('.hint');
    this.#edit = root.querySelector('.edit');
    this.#undo.addEventListener('click', () => onUndo());
    this.#hint.addEventListener('click', () => onHint());
    this.#edit.addEventListener('click', () => onEdit());
  }

  setUndoEnabled(enabled) {
    this.#undo.disabled = !enabled;
  }

  setRedoEnabled(enabled) {
    this.#redo.disabled = !enabled;
  }

  // Only an element with a share-key can put its position in the link.
  setShareVisible(visible) {
    this.#share.hidden = !visible;
  }

  setHintEnabled(enabled) {
    this.#hint.disabled = !enabled;
  }

  setEditEnabled(enabled) {
    this.#edit.disabled = !enabled;
  }

  showEditing(editing) {
    this.#edit.setAttribute('aria-pressed', String(editing));
    this.#locale.text(this.#edit, msg(editing ? 'player.editing' : 'player.edit'));
  }
}
