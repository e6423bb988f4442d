// more-view.js: the "More controls" disclosure: the element starts compact and opens its fuller
// controls on demand.
//
// The fuller controls stay where their own views put them (menus in the solver box, explanations
// under each statistic), marked with the class `extra`; this view only flips one class on the
// element's frame, so no control is moved or rebuilt and every view keeps owning its markup.

const css = String.raw;

// The disclosure's name stays "More controls" when open: aria-expanded says the state, and a name
// that changes would be announced as a different control.

export const moreTemplate = /* HTML */ ` <div class="more-row" data-group="more">
  <button
    type="button"
    part="button"
    class="more"
    aria-expanded="false"
    aria-describedby="more-summary"
  >
    <svg class="icon chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m6 9 6 6 6-6"
        fill="none"
        stroke="currentColor"
        stroke-width="2.2"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
    </svg>
    <span class="more-label" data-i18n="more.button"></span>
  </button>
  <span id="more-summary" class="more-summary small" data-i18n="more.summary"></span>
</div>`;

export const moreStyles = new CSSStyleSheet();
moreStyles.replaceSync(css`
  /* The one rule behind the compact layout: a part marked extra shows only once the reader asks. */
  .puzzle:not(.expanded) .extra {
    display: none !important;
  }
  .more-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
  }
  .more-summary {
    margin: 0;
    font-size: 0.8em;
  }
  .expanded .more-summary {
    display: none;
  }
  .chevron {
    transition: rotate 160ms ease;
  }
  .more[aria-expanded='true'] .chevron {
    rotate: 180deg;
  }
`);

export class MoreToggle {
  #frame;
  #button;

  // root holds the element's frame (.puzzle) and the disclosure's button.
  constructor(root) {
    this.#frame = root.querySelector('.puzzle');
    this.#button = root.querySelector('button.more');
    this.#button.addEventListener('click', () => this.setOpen(!this.isOpen));
  }

  get isOpen() {
    return this.#frame.classList.contains('expanded');
  }

  setOpen(open) {
    this.#frame.classList.toggle('expanded', open);
    this.#button.setAttribute('aria-expanded', String(open));
  }
}
