// puzzle-template.js: the markup inside each <slide-puzzle>, built once and cloned per element.
//
// Every control is present from the start (disabled until the solver is ready) so that nothing
// appears or moves when the WebAssembly module finishes loading.

// Icons are inline SVG paths rather than media-control characters, which many fonts lack.
function icon(path, filled = false) {
  const paint = filled ? 'fill="currentColor" stroke="none"' : 'fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"';
  return `<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}" ${paint}/></svg>`;
}
export const PLAY_ICON = icon('M7 5v14l12-7z', true);
export const PAUSE_ICON = icon('M6 5h4v14H6zM14 5h4v14h-4z', true);

const template = document.createElement('template');
template.innerHTML = `
<div class="puzzle">
  <p class="notice" role="alert" hidden>
    <span class="notice-text"></span>
    <button type="button" class="notice-action" hidden></button>
  </p>

  <div class="play-area">
    <div class="counters">
      <span>Moves <output class="move-count">0</output></span>
      <span>Time <output class="clock">0:00</output></span>
      <span class="state-flag" aria-hidden="true"></span>
    </div>
    <div class="frame">
      <div class="board" role="group" tabindex="0" aria-roledescription="sliding puzzle board"
           aria-describedby="board-help" aria-busy="true">
      </div>
      <p class="celebration" hidden aria-hidden="true"><span class="celebration-title">Solved!</span><span class="celebration-detail"></span></p>
      <p class="loading" aria-hidden="true">Loading the solver…</p>
    </div>
    <p id="board-help" class="help">Click a tile in the gap's row or column, use the arrow keys while the board has focus, or swipe.</p>
    <div class="button-row play-buttons">
      <button type="button" class="undo" disabled>Undo</button>
      <button type="button" class="hint" disabled>Hint</button>
      <button type="button" class="edit" aria-pressed="false" disabled>Edit position</button>
    </div>

    <fieldset class="picture-controls" hidden>
      <legend>Picture</legend>
      <label class="check"><input type="checkbox" class="show-numbers"> Show numbers</label>
      <label class="file-button">Use your own picture…<input type="file" class="picture-file" accept="image/*"></label>
      <button type="button" class="picture-reset" hidden>Back to the built-in picture</button>
      <p class="small">Your picture stays in this browser; it is never uploaded.</p>
    </fieldset>

    <section class="editor" hidden aria-label="Edit the position">
      <p class="small">Pick two tiles (or a tile and the gap) to swap them, or type every tile in cell order, 0 for the gap.</p>
      <form class="edit-form">
        <label for="tiles-input">Tiles</label>
        <input id="tiles-input" name="tiles" autocomplete="off" spellcheck="false" inputmode="numeric"
               aria-describedby="edit-message">
        <button type="submit">Set</button>
      </form>
      <p id="edit-message" class="edit-message" aria-live="polite"></p>
      <p class="solvability" aria-live="polite">
        <span class="solvability-facts"></span>
        <span class="solvability-verdict"></span>
      </p>
      <button type="button" class="edit-done">Done editing</button>
    </section>
  </div>

  <div class="side">
    <fieldset class="shuffle">
      <legend>Shuffle</legend>
      <div class="button-row">
        <button type="button" data-moves="15" disabled>Easy <small>15</small></button>
        <button type="button" data-moves="30" disabled>Normal <small>30</small></button>
        <button type="button" data-moves="50" disabled>Hard <small>50</small></button>
        <button type="button" data-moves="80" disabled>Expert <small>80</small></button>
        <button type="button" data-random disabled>Random</button>
      </div>
      <p class="small">Easy to Expert walk that many random moves back from the goal; Random picks any solvable position.</p>
    </fieldset>

    <fieldset class="solver">
      <legend>AI solver</legend>
      <div class="choices">
        <label>Heuristic <select class="heuristic" aria-describedby="heuristic-why" disabled></select></label>
        <label>Algorithm
          <select class="algorithm" disabled>
            <option value="ida" selected>IDA* (the article's)</option>
            <option value="astar">A*</option>
            <option value="bfs">Breadth-first (BFS)</option>
          </select>
        </label>
      </div>
      <p id="heuristic-why" class="heuristic-why small"></p>
      <div class="tables-status" data-phase="waiting">
        <p class="tables-text small">Pattern databases: waiting for the solver…</p>
        <button type="button" class="tables-action unused" disabled>Build</button>
      </div>
      <div class="button-row">
        <button type="button" class="solve primary" disabled>AUTO SOLVE</button>
        <button type="button" class="cancel" disabled>Cancel</button>
      </div>
      <div class="button-row player" role="group" aria-label="Solution playback">
        <button type="button" class="step-back" disabled>${icon('M11 6 5 12l6 6M19 6l-6 6 6 6')} Back</button>
        <button type="button" class="play" disabled><span class="play-icon">${PLAY_ICON}</span> <span class="play-label">Play</span></button>
        <button type="button" class="step-forward" disabled>Forward ${icon('m13 6 6 6-6 6M5 6l6 6-6 6')}</button>
        <label class="speed">Speed <input type="range" class="speed-input" min="1" max="20" value="4" step="1">
          <output class="speed-value">4/s</output></label>
      </div>
      <p class="player-status small" aria-live="polite"></p>
    </fieldset>

    <section class="stats" aria-label="Search statistics">
      <p class="search-status" role="status">The solver is loading.</p>
      <dl></dl>
      <p class="estimate small"></p>
      <p class="compare small" hidden></p>
      <p class="reachable small" hidden><span class="reachable-count"></span> <slot name="reachable-note"></slot></p>
    </section>
  </div>

  <p class="live sr-only" aria-live="polite" aria-atomic="true"></p>
</div>
`;

export function createPuzzleContent() {
  return template.content.cloneNode(true);
}
