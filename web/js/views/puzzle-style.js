// puzzle-style.js: the stylesheet of <slide-puzzle>'s shadow DOM, as a constructable stylesheet.
//
// It lives in a module rather than a .css file so the element styles itself synchronously wherever
// it is embedded (no flash of unstyled controls, no path to configure). Colours use light-dark() and
// follow the host's color-scheme: the OS preference by default, or whatever the embedding page sets
// on the element (this page's theme switch sets it). Embedders can also override the --slide-* tokens.

const css = String.raw;

export const puzzleStyle = new CSSStyleSheet();
puzzleStyle.replaceSync(css`
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
  --good: light-dark(#1d7a46, #6fd39a);
  --bad: light-dark(#b3261e, #ff8a80);
  --warn: light-dark(#8a5a00, #ffd27a);
  --move-ms: 160ms;
  color: var(--ink);
  font-family: inherit;
  line-height: 1.45;
}
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
.sr-only {
  position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap;
}
.small { font-size: 0.85em; color: var(--muted); margin: 0.35rem 0 0; }

/* Layout: one column on phones, board beside the controls when the element is wide enough. */
.puzzle {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem 2rem;
  align-items: start;
}
@container (min-width: 740px) {
  .puzzle { grid-template-columns: minmax(260px, 5fr) minmax(0, 6fr); }
  .notice { grid-column: 1 / -1; }
}
.play-area, .side { display: grid; gap: 0.75rem; min-width: 0; }

.notice {
  margin: 0;
  padding: 0.6rem 0.85rem;
  border-radius: 0.5rem;
  border: 1px solid color-mix(in srgb, var(--bad) 45%, transparent);
  background: color-mix(in srgb, var(--bad) 10%, var(--surface));
  display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap;
}

.counters {
  display: flex; gap: 1.25rem; align-items: baseline;
  font-variant-numeric: tabular-nums;
  color: var(--muted);
}
.counters output { color: var(--ink); font-weight: 650; font-size: 1.15em; margin-left: 0.25rem; }
.state-flag { margin-left: auto; color: var(--good); font-weight: 650; }

/* The frame is always square, whatever the puzzle's shape, so the layout is known before the
   topology arrives from the worker: nothing moves when it does. */
.frame {
  position: relative;
  aspect-ratio: 1;
  width: 100%;
  max-width: 34rem;
  display: grid;
  place-items: center;
}
.loading {
  position: absolute; inset: 0; margin: 0;
  display: grid; place-items: center;
  color: var(--muted);
  border-radius: 0.9rem;
  background: repeating-linear-gradient(135deg, var(--well) 0 12px, color-mix(in srgb, var(--well) 70%, var(--surface)) 12px 24px);
}

.board {
  --cols: 4;
  --rows: 4;
  --gap: calc(100cqi / var(--cols) * 0.045);
  position: relative;
  width: calc(100% * min(1, var(--cols) / var(--rows)));
  aspect-ratio: var(--cols) / var(--rows);
  container-type: inline-size;
  border-radius: 0.9rem;
  touch-action: none; /* swipes on the board move tiles instead of scrolling (see swipe-input.js) */
  user-select: none;
  -webkit-user-select: none;
  outline: none;
}
.board:focus-visible { box-shadow: 0 0 0 3px var(--surface), 0 0 0 6px var(--accent); }

.well, .tile {
  position: absolute;
  left: 0; top: 0;
  width: calc(100% / var(--cols));
  height: calc(100% / var(--rows));
  transform: translate(calc(var(--x) * 100%), calc(var(--y) * 100%));
}
.well { padding: calc(var(--gap) * 0.5); }
.well::before {
  content: '';
  display: block; width: 100%; height: 100%;
  border-radius: 14%;
  background: var(--well);
  box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.18);
}

.tile {
  margin: 0;
  padding: 0;
  font: inherit;
  font-weight: 700;
  font-size: calc(38cqi / var(--cols));
  font-variant-numeric: tabular-nums;
  color: var(--tile-ink);
  cursor: pointer;
  display: grid; place-items: center;
  /* The transparent border is the gap between tiles; the background is laid out over the whole
     cell (border-box) and clipped inside it, so picture pieces line up exactly across gaps. */
  border: calc(var(--gap) * 0.5) solid transparent;
  background-clip: padding-box;
  background-origin: border-box;
  background-color: var(--tile);
  border-radius: 16%;
  box-shadow: inset 0 -0.35em 0 -0.2em var(--tile-edge);
  transition: transform var(--move-ms) cubic-bezier(0.2, 0.8, 0.3, 1), border-width 400ms ease, border-radius 400ms ease, background-color 200ms;
  -webkit-tap-highlight-color: transparent;
}
.tile.home { background-color: var(--tile-home); }
.tile:focus-visible { outline: 3px solid var(--accent); outline-offset: -3px; z-index: 2; }
.tile:hover:not(.blank) { filter: brightness(1.04); }
.tile.blank { visibility: hidden; cursor: default; }
.instant .tile { transition: none; }

.tile.hint { z-index: 1; animation: hint 1s ease-in-out infinite; outline: 3px solid var(--accent); outline-offset: -4px; }
@keyframes hint { 50% { outline-color: transparent; } }
.tile.refused { animation: refuse 240ms ease; }
@keyframes refuse {
  25% { translate: -3% 0; }
  75% { translate: 3% 0; }
}

/* Edit mode: the gap becomes a real target and the picked tile is marked. */
.editing .tile.blank {
  visibility: visible;
  background: none;
  box-shadow: none;
  outline: 2px dashed var(--muted);
  outline-offset: calc(var(--gap) * -0.6);
  color: var(--muted);
  cursor: pointer;
}
.editing .tile.blank::after { content: 'gap'; font-size: 0.45em; font-weight: 500; }
.tile.selected { outline: 4px solid var(--accent); outline-offset: -5px; z-index: 1; }

/* Picture mode. */
.picture .tile:not(.blank) {
  background-image: var(--picture);
  background-size: calc(var(--picture-cols) * 100%) calc(var(--picture-rows) * 100%);
  background-position: var(--piece-x) var(--piece-y);
  background-repeat: no-repeat;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.25);
}
.picture .number { display: none; }
.picture.numbers .number {
  display: block;
  position: absolute; left: 8%; top: 8%;
  min-width: 1.5em; padding: 0.05em 0.3em;
  border-radius: 0.6em;
  background: rgb(0 0 0 / 0.55);
  color: #fff;
  font-size: 0.55em;
  text-align: center;
}
/* The solved picture closes up into one image: the pieces lose their gaps, and one whole copy of
   the picture fades in on top so no hairline seams from sub-pixel slicing remain. */
.picture.solved .tile { border-width: 0; border-radius: 0; box-shadow: none; }
.picture::after {
  content: '';
  position: absolute;
  left: var(--picture-left); top: var(--picture-top);
  width: var(--picture-width); height: var(--picture-height);
  background: var(--picture) center / 100% 100% no-repeat;
  opacity: 0;
  pointer-events: none;
  transition: opacity 150ms ease;
  z-index: 2;
}
/* The delay lets the gaps close first; leaving the solved state hides it at once. */
.picture.solved::after { opacity: 1; transition: opacity 300ms ease 350ms; }
.picture.solved.numbers::after { opacity: 0; }

.board.solved { animation: glow 1.2s ease-out; }
@keyframes glow {
  from { box-shadow: 0 0 0 0 color-mix(in srgb, var(--good) 70%, transparent); }
  to { box-shadow: 0 0 0 1.2rem transparent; }
}
.celebration {
  position: absolute; left: 50%; top: 50%;
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
  animation: pop 500ms cubic-bezier(0.2, 1.4, 0.4, 1), step-aside 600ms ease 4s forwards;
  z-index: 3;
}
@keyframes step-aside { to { opacity: 0; scale: 0.9; } }
.celebration-title { font-size: 1.8rem; font-weight: 800; color: var(--good); }
.celebration-detail { color: var(--muted); }
@keyframes pop { from { scale: 0.6; opacity: 0; } }

.help { margin: 0; font-size: 0.85em; color: var(--muted); }

/* Controls. */
button, select, input, .file-button {
  font: inherit;
  color: inherit;
}
/* Tiles are buttons too but draw themselves; these rules are for the controls around the board. */
button:not(.tile), .file-button {
  border: 1px solid var(--line);
  background: var(--surface);
  border-radius: 0.55rem;
  padding: 0.45rem 0.8rem;
  min-height: 2.5rem;
  cursor: pointer;
  touch-action: manipulation;
}
button:not(.tile):hover:not(:disabled), .file-button:hover { border-color: var(--accent); }
button:not(.tile):focus-visible, select:focus-visible, input:focus-visible, .file-button:focus-within {
  outline: 3px solid var(--accent);
  outline-offset: 2px;
}
button:disabled { opacity: 0.5; cursor: default; }
.icon { width: 1.05em; height: 1.05em; vertical-align: -0.15em; }
.play-icon { display: inline-flex; }
button small { color: var(--muted); font-size: 0.8em; margin-left: 0.15em; }
button.primary {
  background: var(--accent);
  color: var(--accent-ink);
  border-color: var(--accent);
  font-weight: 750;
  letter-spacing: 0.03em;
  min-width: 9.5rem;
}
button[aria-pressed='true'] { background: color-mix(in srgb, var(--accent) 18%, var(--surface)); border-color: var(--accent); }
select {
  border: 1px solid var(--line);
  background: var(--surface);
  border-radius: 0.45rem;
  padding: 0.35rem 0.4rem;
  min-height: 2.3rem;
  max-width: 100%;
}
.button-row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
fieldset {
  margin: 0;
  border: 1px solid var(--line);
  border-radius: 0.75rem;
  padding: 0.6rem 0.85rem 0.8rem;
  min-width: 0;
  display: grid;
  gap: 0.6rem;
}
legend { font-weight: 700; padding: 0 0.35rem; }
.choices { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
.choices label { display: grid; gap: 0.2rem; font-size: 0.9em; color: var(--muted); }
/* A fixed width: a select is as wide as its longest option, and the pattern database option's
   label changes while its tables are prepared, which would push the algorithm menu about. */
select.heuristic { width: 15rem; }
/* Every heuristic's explanation sits in the same cell, only the chosen one visible, so the
   paragraph is always as tall as the longest and a change of choice moves nothing. */
.heuristic-why { display: grid; margin: 0; }
.heuristic-why > span { grid-area: 1 / 1; visibility: hidden; }
.heuristic-why > span.chosen { visibility: visible; }
/* The pattern database line: two lines of text or its button, whichever is taller, always. */
.tables-status { display: flex; gap: 0.75rem; align-items: center; justify-content: space-between; }
.tables-text { margin: 0; min-height: calc(2 * 1.45em); display: flex; align-items: center; font-variant-numeric: tabular-nums; }
.tables-status[data-phase='ready'] .tables-text { color: var(--good); }
.tables-status[data-phase='failed'] .tables-text { color: var(--bad); }
.tables-action { flex: none; }
/* Without an action the button keeps its height (the line's minimum) but gives its width to the text. */
.tables-action.unused { visibility: hidden; width: 0; min-width: 0; padding: 0; border: 0; overflow: hidden; }
.speed { display: flex; align-items: center; gap: 0.4rem; font-size: 0.9em; color: var(--muted); }
.speed input { width: 7rem; accent-color: var(--accent); }
.speed output { min-width: 2.6em; font-variant-numeric: tabular-nums; color: var(--ink); }
.player-status { min-height: 1.45em; } /* one line at the line height, so a loaded solution moves nothing */
.check { display: inline-flex; gap: 0.4rem; align-items: center; }
.check input { accent-color: var(--accent); width: 1.1rem; height: 1.1rem; }
.file-button { display: inline-flex; align-items: center; position: relative; }
.file-button input { position: absolute; inset: 0; opacity: 0; cursor: pointer; width: 100%; }
.picture-controls { grid-template-columns: 1fr; }

/* The edit panel. */
.editor {
  border: 1px dashed var(--accent);
  border-radius: 0.75rem;
  padding: 0.7rem 0.85rem;
  display: grid; gap: 0.5rem;
}
.editor .small { margin: 0; }
.edit-form { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.edit-form input {
  flex: 1 1 12rem;
  border: 1px solid var(--line);
  border-radius: 0.45rem;
  padding: 0.45rem 0.55rem;
  background: var(--surface);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9em;
}
.edit-form input[aria-invalid='true'] { border-color: var(--bad); }
.edit-message { margin: 0; color: var(--bad); min-height: 1.2em; font-size: 0.9em; }
.solvability { margin: 0; display: grid; gap: 0.25rem; }
.solvability-facts { font-variant-numeric: tabular-nums; color: var(--muted); font-size: 0.9em; }
.solvability-verdict[data-solvable='true'] strong { color: var(--good); }
.solvability-verdict[data-solvable='false'] strong { color: var(--bad); }
.edit-done { justify-self: start; }

/* Statistics. The rows have fixed layout and tabular figures, so live numbers do not jiggle. */
.stats {
  border: 1px solid var(--line);
  border-radius: 0.75rem;
  padding: 0.75rem 0.9rem;
  background: color-mix(in srgb, var(--surface) 60%, transparent);
}
.search-status { margin: 0 0 0.6rem; font-weight: 600; min-height: 2.9em; }
.search-status[data-tone='busy'] { color: var(--accent); }
.search-status[data-tone='done'] { color: var(--good); }
.search-status[data-tone='error'] { color: var(--bad); font-weight: 500; }
.search-status[data-tone='warn'] { color: var(--warn); }
.stats dl { margin: 0; display: grid; gap: 0.5rem; }
.stat {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: 0.75rem;
  align-items: baseline;
}
.stat dt { font-weight: 600; }
.stat dd { margin: 0; }
.stat .value { font-variant-numeric: tabular-nums; font-weight: 700; text-align: right; font-size: 1.05em; }
.stat .why { grid-column: 1 / -1; font-size: 0.82em; color: var(--muted); }
/* Three lines: room for the pattern database's estimate, which joins the others once its tables
   are ready, without pushing the page down. */
.estimate { min-height: calc(3 * 1.45em); }

@media (prefers-reduced-motion: reduce) {
  .tile, .instant .tile { transition: none; }
  .tile.hint, .tile.refused, .board.solved, .celebration { animation: none; }
}
`);
