// notice-view.js: the alert line above the puzzle for what went wrong (a bad link, a solver failure), with an optional action button.

const css = String.raw;

export const noticeTemplate = `
  <p class="notice" role="alert" hidden>
    <span class="notice-text"></span>
    <button type="button" class="notice-action" hidden></button>
  </p>`;

export const noticeStyles = new CSSStyleSheet();
noticeStyles.replaceSync(css`
@container (min-width: 740px) {
  .notice { grid-column: 1 / -1; }
}
.notice {
  margin: 0;
  padding: 0.6rem 0.85rem;
  border-radius: 0.5rem;
  border: 1px solid color-mix(in srgb, var(--bad) 45%, transparent);
  background: color-mix(in srgb, var(--bad) 10%, var(--surface));
  display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap;
}
`);

export class NoticeView {
  #notice;
  #text;
  #action;
  #onAction = null;

  constructor(root) {
    this.#notice = root.querySelector('.notice');
    this.#text = root.querySelector('.notice-text');
    this.#action = root.querySelector('.notice-action');
    this.#action.addEventListener('click', () => this.#onAction?.());
  }

  // actionLabel and action (a function) are optional: a button that offers the way out.
  show(text, actionLabel, action) {
    this.#text.textContent = text;
    this.#action.hidden = !actionLabel;
    this.#action.textContent = actionLabel ?? '';
    this.#onAction = action ?? null;
    this.#notice.hidden = false;
  }

  hide() {
    this.#notice.hidden = true;
  }
}
