// lab-styles.js: the <slide-lab> view's stylesheet: the experiment's panel, its controls, tables,
// charts and notes (lab-view.js draws into it).

const css = String.raw;

export const labStyles = new CSSStyleSheet();
labStyles.replaceSync(css`
  :host {
    display: block;
    container-type: inline-size;
    --line: color-mix(in srgb, currentColor 22%, transparent);
    --muted: color-mix(in srgb, currentColor 72%, transparent);
  }
  :host([hidden]) {
    display: none;
  }
  .lab {
    display: grid;
    gap: 0.6rem;
    padding: 0.9rem 1rem;
    border: 1px solid var(--line);
    border-radius: 0.75rem;
    font: inherit;
    line-height: 1.45;
    text-align: start;
    letter-spacing: normal;
    text-transform: none;
    word-break: auto-phrase;
    overflow-wrap: anywhere;
  }
  .lab:lang(ja) {
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
  }
  .title {
    margin: 0;
    font-weight: 700;
    font-size: 1.05em;
  }
  .question {
    margin: 0;
    color: var(--muted);
  }
  .problems {
    margin: 0;
    padding: 0.5rem 0.75rem;
    list-style: none;
    border: 1px solid color-mix(in srgb, #c0392b 50%, transparent);
    border-radius: 0.5rem;
    font-size: 0.9em;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.75rem;
    align-items: center;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.75rem;
  }
  .options[hidden] {
    display: none;
  }
  .options label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
  }
  select {
    font: inherit;
    padding: 0.25rem 0.4rem;
    border-radius: 0.45rem;
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    min-height: 2.2rem;
    max-width: 100%;
  }
  select option {
    color: initial;
    background: initial;
  }
  button {
    font: inherit;
    padding: 0.35rem 0.9rem;
    border-radius: 0.45rem;
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    cursor: pointer;
    min-height: 2.2rem;
  }
  button.run {
    font-weight: 600;
  }
  button:focus-visible,
  select:focus-visible,
  .table-wrap:focus-visible,
  .settings input:focus-visible {
    outline: 2px solid var(--accent, #b4480f);
    outline-offset: 2px;
  }
  .settings {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1.5rem;
    flex-basis: 100%;
  }
  .settings[hidden] {
    display: none;
  }
  .settings label {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.6rem;
    align-items: center;
  }
  .settings input {
    accent-color: var(--accent, #b4480f);
    min-height: 2.2rem;
    width: 8rem;
  }
  .settings output {
    font-variant-numeric: tabular-nums;
    min-width: 3.5rem;
  }
  .status {
    margin: 0;
    flex: 1 1 12rem;
    font-variant-numeric: tabular-nums;
    min-height: 1.45em;
  }
  .result {
    display: grid;
    gap: 0.75rem;
  }
  /* Before a run: no empty table (axe: a row without cells), no blank box. */
  .result[hidden] {
    display: none;
  }
  .table-wrap {
    overflow-x: auto;
    max-height: 24rem;
    overflow-y: auto;
  }
  table {
    border-collapse: collapse;
    font-size: 0.9em;
    font-variant-numeric: tabular-nums;
    min-width: 100%;
    overflow-wrap: normal;
    word-break: normal;
  }
  .caption {
    margin: 0 0 -0.45rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  th,
  td {
    padding: 0.25rem 0.5rem;
    border-bottom: 1px solid var(--line);
    text-align: start;
    vertical-align: top;
  }
  td {
    white-space: nowrap;
  }
  th {
    vertical-align: bottom;
    min-width: 7rem;
  }
  th:first-child {
    min-width: 0;
  }
  /* On a phone, headings wrap rather than push the numbers out of sight. */
  @container (max-width: 30rem) {
    th {
      min-width: 0;
    }
    td {
      padding-inline: 0.35rem;
    }
  }
  td.number,
  th.number {
    text-align: end;
  }
  td.wide {
    white-space: normal;
    min-width: 9rem;
  }
  /* Stacked (a table wider than its box, as on a phone): one block per row, each value under its
     column's name, so nothing scrolls sideways. The explicit roles keep it a table for screen
     readers. */
  .table-wrap.stacked {
    max-height: none;
  }
  /* A breakdown (one row per position or run) stays a scroll box when stacked: twenty stacked
     positions would make the lab 6,000 px tall on a phone. */
  .table-wrap.breakdown.stacked {
    max-height: 28rem;
  }
  .stacked table,
  .stacked tbody,
  .stacked tr,
  .stacked td {
    display: block;
    min-width: 0;
  }
  .stacked thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  .stacked tr {
    padding: 0.3rem 0;
    border-bottom: 1px solid var(--line);
  }
  .stacked td {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    border: 0;
    padding: 0.05rem 0;
    white-space: normal;
    text-align: end;
  }
  .stacked td::before {
    content: attr(data-label);
    color: var(--muted);
    text-align: start;
  }
  .stacked td:first-child {
    font-weight: 600;
    text-align: start;
  }
  .stacked td:first-child::before {
    content: none;
  }
  .charts {
    display: grid;
    gap: 0.75rem 1.5rem;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 30rem));
  }
  figure {
    margin: 0;
    display: grid;
    gap: 0.3rem;
  }
  figcaption {
    font-size: 0.85em;
    color: var(--muted);
  }
  .player {
    display: grid;
    gap: 0.4rem;
    justify-items: start;
  }
  .player-board {
    width: min(100%, 14rem);
    height: auto;
    display: block;
    font:
      600 15px system-ui,
      sans-serif;
  }
  .player-board rect {
    fill: color-mix(in srgb, currentColor 10%, transparent);
    stroke: var(--line);
  }
  .player-board rect.home {
    fill: color-mix(in srgb, var(--accent, #b4480f) 22%, transparent);
  }
  .player-board text {
    fill: currentColor;
  }
  .player-status {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-size: 0.9em;
  }
  .player-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .player-buttons button {
    min-height: 2rem;
    padding: 0.2rem 0.7rem;
  }
  .workspace[hidden] {
    display: none;
  }
  .map-editor {
    display: grid;
    gap: 0.35rem;
    max-width: 34rem;
  }
  .map-edit {
    touch-action: none;
    cursor: crosshair;
    border-radius: 0.3rem;
  }
  .map-edit:focus-visible {
    outline: 2px solid var(--accent, #b4480f);
    outline-offset: 2px;
  }
  .map-cursor {
    stroke: var(--accent, #b4480f);
  }
  .map-help,
  .map-where {
    margin: 0;
    font-size: 0.85em;
    color: var(--muted);
  }
  .map-tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.75rem;
    align-items: center;
  }
  .map-tools button {
    min-height: 2rem;
    padding: 0.2rem 0.7rem;
  }
  .notes {
    margin: 0;
    padding-inline-start: 1.1rem;
    display: grid;
    gap: 0.3rem;
    font-size: 0.9em;
  }
`);
