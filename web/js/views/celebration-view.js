// celebration-view.js: the "Solved!" badge that pops up over the finished board and then steps
// aside.

import { localeOf } from '../i18n/locale.js';

const css = String.raw;

export const celebrationTemplate = /* HTML */ ` <p class="celebration" hidden aria-hidden="true">
  <span class="celebration-title" data-i18n="celebration.title"></span
  ><span class="celebration-detail"></span>
</p>`;

export const celebrationStyles = new CSSStyleSheet();
celebrationStyles.replaceSync(css`
  .celebration {
    position: absolute;
    left: 50%;
    top: 50%;
    translate: -50% -50%;
    margin: 0;
    padding: 0.8rem 1.4rem;
    border-radius: 1rem;
    background: color-mix(in srgb, var(--surface) 92%, transparent);
    border: 2px solid var(--good);
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.25);
    text-align: center;
    pointer-events: none;
    display: grid;
    width: max-content;
    max-width: 92%;
    /* After a few seconds the badge steps aside so the finished board (or picture) can be seen; the
     "Solved" flag above the board stays. */
    animation:
      pop 500ms cubic-bezier(0.2, 1.4, 0.4, 1),
      step-aside 600ms ease 4s forwards;
    z-index: 3;
  }
  @keyframes step-aside {
    to {
      opacity: 0;
      scale: 0.9;
    }
  }
  .celebration-title {
    font-size: 1.8rem;
    font-weight: 800;
    color: var(--good);
  }
  .celebration-detail {
    color: var(--muted);
  }
  @keyframes pop {
    from {
      scale: 0.6;
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .celebration {
      animation: none;
    }
  }
`);

export class CelebrationView {
  #badge;
  #detail;
  #locale;

  constructor(root) {
    this.#locale = localeOf(root);
    this.#badge = root.querySelector('.celebration');
    this.#detail = root.querySelector('.celebration-detail');
  }

  // detail: the message under "Solved!" (moves and time, or that AUTO SOLVE helped).
  show(detail) {
    this.#locale.text(this.#detail, detail);
    this.#badge.hidden = false;
  }

  hide() {
    this.#badge.hidden = true;
  }
}
