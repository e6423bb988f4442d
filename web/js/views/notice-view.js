// notice-view.js: the alert line above the puzzle for what went wrong (a bad link, a solver
// failure), with an optional action button, and the list of attribute values the element could not
// use.

import { localeOf } from '../i18n/locale.js';

const css = String.raw;

export const noticeTemplate = /* HTML */ ` <p class="notice" role="alert" part="notice" hidden>
    <span class="notice-text"></span>
    <button type="button" class="notice-action" part="button" hidden></button>
  </p>
  <ul
    class="attribute-problems"
    part="notice attribute-problems"
    data-i18n-attr="aria-label:notice.problemsLabel"
    hidden
  ></ul>`;

export const noticeStyles = new CSSStyleSheet();
noticeStyles.replaceSync(css`
  @container (min-width: 540px) {
    .notice,
    .attribute-problems {
      grid-column: 1 / -1;
    }
  }
  .notice,
  .attribute-problems {
    margin: 0;
    padding: 0.6rem 0.85rem;
    border-radius: 0.5rem;
    border: 1px solid color-mix(in srgb, var(--bad) 45%, transparent);
    background: color-mix(in srgb, var(--bad) 10%, var(--surface));
  }
  .notice {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    flex-wrap: wrap;
  }
  .attribute-problems {
    list-style: none;
    display: grid;
    gap: 0.25rem;
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
`);

export class NoticeView {
  #notice;
  #text;
  #action;
  #problems;
  #onAction = null;
  #locale;

  constructor(root) {
    this.#locale = localeOf(root);
    this.#notice = root.querySelector('.notice');
    this.#text = root.querySelector('.notice-text');
    this.#action = root.querySelector('.notice-action');
    this.#problems = root.querySelector('.attribute-problems');
    this.#action.addEventListener('click', () => this.#onAction?.());
  }

  // text and actionLabel are messages (see ../i18n/i18n.js); actionLabel and action (a function)
  // are optional: a button that offers the way out.
  show(text, actionLabel, action) {
    this.#locale.text(this.#text, text);
    this.#action.hidden = !actionLabel;
    this.#locale.text(this.#action, actionLabel ?? '');
    this.#onAction = action ?? null;
    this.#notice.hidden = false;
  }

  hide() {
    this.#notice.hidden = true;
  }

  // lines: one message per attribute value that was not used (empty: the list goes).
  showProblems(lines) {
    this.#problems.replaceChildren(
      ...lines.map((line) => {
        const item = document.createElement('li');
        this.#locale.text(item, line);
        return item;
      }),
    );
    this.#problems.hidden = lines.length === 0;
  }
}
