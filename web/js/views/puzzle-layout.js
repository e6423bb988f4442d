// puzzle-layout.js: the element's frame: the two-column grid the views sit in, the shared colour
// tokens and control styles, and the live region.
//
// Colours use light-dark() and follow the scheme the element set on its frame (the `theme`
// attribute, or the host page's declared color-scheme: see ../element/color-theme.js). Embedders
// can also override the --slide-* tokens. This sheet is adopted first: the views' sheets come after
// it, so a view's rule wins over a shared one of the same specificity (e.g. `.heuristic-why` over
// `.small`).

import { localeOf } from '../i18n/locale.js';

const css = String.raw;

// parts: the views' markup, in page order. The play area is the board column; the controls come
// in two blocks, those a reader uses first (shuffle, solve, live figures) and the rest; the watch
// area (the search chart) sits under the board beside the controls in two columns, and between the
// two blocks of controls in one.
export function layoutTemplate({ notice, playArea, controls, watch, moreControls }) {
  return `
<div class="puzzle" part="container">
  ${notice}
  <div class="panes">
    <div class="play-area">
      ${playArea.join('\n')}
    </div>
    <div class="side controls-first" part="controls">
      ${controls.join('\n')}
    </div>
    <div class="watch-area">
      ${watch.join('\n')}
    </div>
    <div class="side controls-rest" part="controls">
      ${moreControls.join('\n')}
    </div>
  </div>
  <p class="live sr-only" aria-live="polite" aria-atomic="true"></p>
</div>
`;
}

export const layoutStyles = new CSSStyleSheet();
layoutStyles.replaceSync(css`
  :host {
    display: block;
    container-type: inline-size;
    color-scheme: light dark;
    --accent: var(--slide-accent, light-dark(#b4480f, #fb9a55));
    --accent-ink: var(--slide-accent-ink, light-dark(#fff, #1b1208));
    --ink: var(--slide-ink, light-dark(#1f2430, #e8e6e1));
    --muted: var(--slide-muted, light-dark(#5b6172, #a9adb8));
    --surface: var(--slide-surface, light-dark(#fffdf8, #1c2230));
    --line: var(--slide-line, light-dark(#d9d3c7, #343c4e));
    --well: var(--slide-well, light-dark(#e7e0d2, #121722));
    --tile: var(--slide-tile, light-dark(#f7ead1, #2e3850));
    --tile-edge: var(--slide-tile-edge, light-dark(#d8c29b, #1d2435));
    --tile-ink: var(--slide-tile-ink, light-dark(#3b2a12, #f4ede0));
    --tile-home: var(--slide-tile-home, light-dark(#f3dcae, #3a4a6e));
    --good: var(--slide-good, light-dark(#1d7a46, #6fd39a));
    --bad: var(--slide-bad, light-dark(#b3261e, #ff8a80));
    --warn: var(--slide-warn, light-dark(#8a5a00, #ffd27a));
    --move-ms: 160ms;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  [hidden] {
    display: none !important;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .small {
    font-size: 0.85em;
    color: var(--muted);
    margin: 0.35rem 0 0;
  }

  /* Layout: one column on phones, the board beside the controls from a blog column's width up, so
   the board, AUTO SOLVE and the live numbers are on one screen (issue 11: at most 720 px tall in a
   680 px column). In two columns the search chart (issue 26: always shown) fills the space under
   the board, the rest of the controls under the live figures; wider, it goes under the figures.
   The fuller controls open under "More controls" (more-view.js). */
  .puzzle {
    display: grid;
    gap: 0.75rem;
  }
  .panes {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'play' 'controls' 'watch' 'rest';
    gap: 0.75rem 1.5rem;
    align-items: start;
  }
  @container (min-width: 540px) {
    .panes {
      grid-template-columns: minmax(240px, 1fr) minmax(0, 1fr);
      grid-template-areas: 'play controls' 'watch rest';
    }
  }
  /* Wide (a page of its own, like the demo's): the board is tall, so the chart goes beside it,
     under the live figures; the last row takes what the board's height leaves over, so the
     controls stay packed at the top. */
  @container (min-width: 900px) {
    .panes {
      grid-template-areas: 'play controls' 'play watch' 'play rest';
      grid-template-rows: auto auto 1fr;
    }
  }
  .play-area {
    grid-area: play;
  }
  .controls-first {
    grid-area: controls;
  }
  .watch-area {
    grid-area: watch;
  }
  .controls-rest {
    grid-area: rest;
  }
  /* The frame carries the scheme (setScheme below), so light-dark() resolves in it, not in the
     host. It also resets the text styles a host page may pass down by inheritance (a blog's
     justified, letter-spaced, upper-cased or tall-lined text): the element's own layout relies on
     them being normal. The font family and size are still the page's, unless --slide-font says
     otherwise. */
  .puzzle {
    color: var(--ink);
    font-family: var(--slide-font, inherit);
    line-height: 1.45;
    text-align: start;
    text-indent: 0;
    text-transform: none;
    letter-spacing: normal;
    word-spacing: normal;
    white-space: normal;
    font-style: normal;
    font-weight: normal;
    font-variant: normal;
    hyphens: manual;
    text-shadow: none;
  }
  /* Japanese (the frame's lang is the language in effect): a CJK font stack unless --slide-font
     says otherwise, so kana and kanji never fall to a mismatched fallback font; phrase-aware line
     breaks keep short labels from splitting inside a word. */
  .puzzle:lang(ja) {
    font-family: var(
      --slide-font,
      system-ui,
      'Hiragino Sans',
      'Hiragino Kaku Gothic ProN',
      'Noto Sans CJK JP',
      'Yu Gothic',
      Meiryo,
      sans-serif
    );
    word-break: auto-phrase;
    line-break: strict;
  }
  /* Groups the embedder turned off (controls="…", stats="off"). */
  .puzzle .group-off {
    display: none !important;
  }
  /* A forced theme may differ from the page's: the element then paints its own background. */
  .puzzle.painted {
    background: var(--surface);
    border-radius: 0.75rem;
    padding: 0.75rem;
  }
  .play-area,
  .side,
  .watch-area {
    display: grid;
    gap: 0.6rem;
    min-width: 0;
  }

  /* Controls shared by every view. */
  button,
  select,
  input,
  .file-button {
    font: inherit;
    color: inherit;
  }
  /* Tiles are buttons too but draw themselves; these rules are for the controls around the
     board. */
  button:not(.tile),
  .file-button {
    border: 1px solid var(--line);
    background: var(--surface);
    border-radius: 0.55rem;
    padding: 0.45rem 0.8rem;
    min-height: 2.5rem;
    cursor: pointer;
    touch-action: manipulation;
  }
  button:not(.tile):hover:not(:disabled),
  .file-button:hover {
    border-color: var(--accent);
  }
  button:not(.tile):focus-visible,
  select:focus-visible,
  input:focus-visible,
  .file-button:focus-within {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  .icon {
    width: 1.05em;
    height: 1.05em;
    vertical-align: -0.15em;
  }
  button small {
    color: var(--muted);
    font-size: 0.8em;
    margin-left: 0.15em;
  }
  button.primary {
    background: var(--accent);
    color: var(--accent-ink);
    border-color: var(--accent);
    font-weight: 750;
    letter-spacing: 0.03em;
    min-width: 9.5rem;
  }
  button[aria-pressed='true'] {
    background: color-mix(in srgb, var(--accent) 18%, var(--surface));
    border-color: var(--accent);
  }
  select {
    border: 1px solid var(--line);
    background: var(--surface);
    border-radius: 0.45rem;
    padding: 0.35rem 0.4rem;
    min-height: 2.3rem;
    max-width: 100%;
  }
  .button-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  fieldset {
    margin: 0;
    border: 1px solid var(--line);
    border-radius: 0.75rem;
    padding: 0.35rem 0.75rem 0.65rem;
    min-width: 0;
    display: grid;
    gap: 0.5rem;
  }
  legend {
    font-weight: 700;
    padding: 0 0.35rem;
  }
  /* Compact: the groups keep their titles but not their boxes, which cost a phone's screen
     height. */
  .puzzle:not(.expanded) fieldset {
    border: 0;
    padding: 0;
  }
  .puzzle:not(.expanded) legend {
    padding: 0;
  }
`);

// scheme: a color-scheme value for the frame; painted: draw the element's own background.
export function setScheme(root, scheme, painted) {
  const frame = root.querySelector('.puzzle');
  frame.style.colorScheme = scheme;
  frame.classList.toggle('painted', painted);
}

// groups: the control groups to show (the data-group names: shuffle, solve, play, more); the others
// hide.
export function showControlGroups(root, groups) {
  for (const element of root.querySelectorAll('[data-group]')) {
    element.classList.toggle('group-off', !groups.includes(element.dataset.group));
  }
}

// The screen-reader voice of the element: one polite live region for every view's news.
export class LiveRegion {
  #region;
  #locale;

  constructor(root) {
    this.#region = root.querySelector('.live');
    this.#locale = localeOf(root);
    // What was said is not re-said in another language; a stale sentence must not linger either.
    this.#locale.onChange(() => {
      this.#region.textContent = '';
    });
  }

  // message: what to say (see ../i18n/i18n.js), worded in the element's language when it is said.
  announce(message) {
    // Re-setting identical text would not be announced again; a cleared frame in between makes it
    // so. Worded in that frame: a language change just before it must not leave the old language
    // behind.
    this.#region.textContent = '';
    requestAnimationFrame(() => {
      this.#region.textContent = this.#locale.word(message);
    });
  }
}
