// slide-puzzle.js: the <slide-puzzle> custom element: a playable, shareable sliding puzzle whose AI runs in a worker.
//
// Usage: <script type="module" src=".../slide-puzzle.js"></script>
//        <slide-puzzle puzzle="15" share-key="b"></slide-puzzle>
//        <slide-puzzle puzzle="3x3+1" picture="img/lighthouse.svg" share-key="pic" compare-with="15"></slide-puzzle>
// Attributes: puzzle (a core puzzle name, default "15"); picture (image URL: pieces instead of numbers);
// numbers (show numbers on picture pieces); share-key (keep the position in the URL fragment under
// this key); compare-with (another puzzle name on the page to compare search cost with);
// tables ("manual": do not prepare the pattern databases until the reader presses Build; by
// default a puzzle that can have them loads or builds them as soon as its worker is ready).
// Events (bubbling, composed): slide-move, slide-solved, slide-search-done, slide-tables (detail:
// the pattern databases' state, see pattern-tables.js).
// Properties: ready (Promise of the puzzle's topology), tiles (the current position).
//
// This file wires the parts together; every rule, search, scramble and verdict comes from the core
// through SolverBridge, and the page-side modules only draw, sequence and lay out.

import { SolverBridge } from '../worker/solver-bridge.js';
import { BoardView } from '../views/board-view.js';
import { GameState } from './game-state.js';
import { listenForArrowKeys } from '../views/keyboard-input.js';
import { listenForSwipes } from '../views/swipe-input.js';
import { PositionEditor } from '../views/position-editor.js';
import { SolutionPlayer } from './solution-player.js';
import { StatsPanel } from '../views/stats-panel.js';
import { SearchRunner } from './search-runner.js';
import { HeuristicMenu } from '../views/heuristic-menu.js';
import { PatternTables } from './pattern-tables.js';
import { TablesStatus } from '../views/tables-status.js';
import { Stopwatch } from './stopwatch.js';
import { pictureFromFile } from '../views/picture-source.js';
import { readHash, updateHash } from './hash-state.js';
import { randomSeed } from './random-seed.js';
import { recordSolve, solveHistory, describeComparison } from './solve-history.js';
import { puzzleStyle } from '../views/puzzle-style.js';
import { createPuzzleContent, PLAY_ICON, PAUSE_ICON } from '../views/puzzle-template.js';
import { formatClock, formatClockWords, formatCount, plural, sentence } from '../views/format.js';

// The URL is rewritten at most this often while a solution plays (browsers throttle replaceState).
const HASH_DELAY_MS = 400;
const EVALUATE_DELAY_MS = 150;

class SlidePuzzle extends HTMLElement {
  static observedAttributes = ['picture', 'numbers', 'tables'];

  #root;
  #el = {};
  #bridge = null;
  #info = null;
  #game = null;
  #view;
  #stats;
  #player;
  #editor;
  #clock;
  #searches;
  #heuristics;
  #tables;
  #tablesStatus;
  #solvability = null; // { key, result } for the current position, from the core
  #assisted = false; // the solver played at least one move since the position was set
  #selectedCell = null; // edit mode: the first of two cells to swap
  #userPicture = null; // blob: URL of the reader's own picture
  #noticeActionHandler = null;
  #hashTimer = 0;
  #evaluateTimer = 0;
  #started = false;
  #bridgeStopped = false;
  #readyResolve;
  #readyReject;
  ready = new Promise((resolve, reject) => {
    this.#readyResolve = resolve;
    this.#readyReject = reject;
  });

  constructor() {
    super();
    // A failed start is shown in the element itself; a page that does not await `ready` must not
    // also get an unhandled rejection.
    this.ready.catch(() => {});
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [puzzleStyle];
    this.#root.append(createPuzzleContent());
    const $ = (selector) => this.#root.querySelector(selector);
    this.#el = {
      notice: $('.notice'),
      noticeText: $('.notice-text'),
      noticeAction: $('.notice-action'),
      moveCount: $('.move-count'),
      clock: $('.clock'),
      stateFlag: $('.state-flag'),
      board: $('.board'),
      celebration: $('.celebration'),
      celebrationDetail: $('.celebration-detail'),
      loading: $('.loading'),
      undo: $('.undo'),
      hint: $('.hint'),
      edit: $('.edit'),
      pictureControls: $('.picture-controls'),
      showNumbers: $('.show-numbers'),
      pictureFile: $('.picture-file'),
      pictureReset: $('.picture-reset'),
      shuffleButtons: [...this.#root.querySelectorAll('.shuffle button')],
      heuristic: $('.heuristic'),
      algorithm: $('.algorithm'),
      solve: $('.solve'),
      cancel: $('.cancel'),
      stepBack: $('.step-back'),
      play: $('.play'),
      playIcon: $('.play-icon'),
      playLabel: $('.play-label'),
      stepForward: $('.step-forward'),
      speed: $('.speed-input'),
      speedValue: $('.speed-value'),
      playerStatus: $('.player-status'),
      compare: $('.compare'),
      reachable: $('.reachable'),
      reachableCount: $('.reachable-count'),
      live: $('.live'),
    };
    this.#view = new BoardView(this.#el.board, { onActivate: (cell) => this.#onTileActivated(cell) });
    this.#stats = new StatsPanel($('.stats'));
    this.#searches = new SearchRunner({
      bridge: () => this.#bridge,
      puzzle: () => this.puzzleName,
      stats: this.#stats,
      checkSolvability: () => this.#checkSolvability(),
      onChange: () => this.#renderBusy(),
      onBridgeError: (error, prefix) => this.#reportBridgeError(error, prefix),
    });
    this.#heuristics = new HeuristicMenu($('.heuristic'), $('.heuristic-why'), {
      onChange: (value) => this.#stats.chooseHeuristic(value),
    });
    this.#tables = new PatternTables({
      bridge: () => this.#bridge,
      puzzle: () => this.puzzleName,
      onChange: (state, previous) => this.#tablesChanged(state, previous),
    });
    this.#tablesStatus = new TablesStatus($('.tables-status'), {
      onCancel: () => this.#tables.cancel(),
      onBuild: () => this.#tables.start(),
    });
    this.#clock = new Stopwatch((ms) => {
      this.#el.clock.textContent = formatClock(ms);
    });
    this.#player = new SolutionPlayer({
      forward: (cell) => this.#move(cell, 'solver'),
      back: () => this.#undoOne('solver'),
      onChange: () => this.#renderPlayer(),
    });
    this.#editor = new PositionEditor($('.editor'), {
      onText: (text) => this.#applyTypedPosition(text),
      onDone: () => this.#setEditing(false),
    });
  }

  get puzzleName() {
    return this.getAttribute('puzzle') || '15';
  }

  get tiles() {
    return this.#game ? this.#game.tiles : null;
  }

  connectedCallback() {
    if (this.#started) {
      if (this.#bridgeStopped) {
        this.#bridgeStopped = false;
        this.#restartSolver().catch((error) => this.#showNotice(`The solver could not restart. ${sentence(error.message)}`));
      }
      return;
    }
    this.#started = true;
    this.#wireControls();
    this.#reserveOptionalParts();
    this.#start();
  }

  // A removed element frees its worker; being moved (removed and re-inserted in the same task) does
  // not, hence the check after a microtask.
  disconnectedCallback() {
    this.#searches.cancel();
    this.#player.pause();
    queueMicrotask(() => {
      if (this.isConnected || !this.#bridge || this.#bridgeStopped) return;
      this.#bridgeStopped = true;
      this.#tables.reset();
      this.#bridge.terminate();
    });
  }

  attributeChangedCallback(name) {
    if (!this.#info) return;
    if (name === 'picture') this.#applyPicture();
    if (name === 'numbers') this.#applyNumbers();
    if (name === 'tables') this.#prepareTables();
  }

  // ---- start-up ------------------------------------------------------------------------------

  // Shows, before the solver has loaded, every part whose presence is already known from the
  // markup, so that nothing below appears late and pushes the page down.
  #reserveOptionalParts() {
    this.#el.pictureControls.hidden = !this.hasAttribute('picture');
    if (this.getAttribute('compare-with')) {
      this.#el.compare.hidden = false;
      this.#el.compare.textContent = 'Solve both puzzles to compare their node counts and times side by side.';
    }
    if (this.querySelector('[slot="reachable-note"]')) {
      this.#el.reachable.hidden = false;
      this.#el.reachableCount.textContent = 'Reachable arrangements, counted by the solver: …';
    }
  }

  async #start() {
    try {
      this.#bridge = new SolverBridge();
      await this.#bridge.ready;
      this.#info = await this.#bridge.puzzle(this.puzzleName);
    } catch (error) {
      this.#tables.solverUnavailable();
      this.#el.loading.textContent = 'Solver unavailable';
      this.#stats.showStatus('The solver is not available.', 'error');
      this.#showNotice(`This puzzle could not start its solver. ${sentence(error.message)}`);
      this.#readyReject(error);
      return;
    }
    const info = this.#info;
    // First of all, so the tables load (or build) while everything else gets ready.
    this.#heuristics.setUp(info);
    this.#tables.setUp(info);
    this.#prepareTables();
    this.#game = new GameState(info);
    this.#view.build(info, info.goal);
    this.#el.board.setAttribute('aria-label', `${this.getAttribute('label') || `${this.puzzleName} puzzle`} board`);
    this.#el.board.removeAttribute('aria-busy');
    this.#el.loading.hidden = true;

    if (Number.isFinite(info.reachable)) {
      this.#el.reachableCount.textContent = `Reachable arrangements, counted by the solver: ${formatCount(info.reachable)}.`;
      this.#el.reachable.hidden = false;
    }
    if (this.getAttribute('compare-with')) {
      solveHistory.addEventListener('change', () => this.#renderComparison());
      this.#renderComparison();
    }
    this.#applyPicture();
    this.#applyNumbers();
    this.#setControlsEnabled(true);
    this.#stats.showStatus('Ready. Shuffle, then press AUTO SOLVE to watch the search.', 'info');
    this.#renderCounters();
    this.#renderPlayer();

    if (this.getAttribute('share-key')) {
      window.addEventListener('hashchange', () => this.#loadFromHash());
      await this.#loadFromHash();
    }
    this.#scheduleEvaluate();
    // Ready means playable, with a shared link's position already on the board.
    this.#readyResolve(info);
  }

  #wireControls() {
    const el = this.#el;
    listenForArrowKeys(el.board, (direction) => this.#onDirection(direction));
    listenForSwipes(el.board, (direction) => this.#onDirection(direction));
    el.undo.addEventListener('click', () => {
      this.#player.clear();
      this.#undoOne('reader');
    });
    el.hint.addEventListener('click', () => this.#hint());
    el.edit.addEventListener('click', () => this.#setEditing(!this.#editor.isOpen));
    for (const button of el.shuffleButtons) {
      button.addEventListener('click', () =>
        this.#shuffle(button.hasAttribute('data-random') ? { random: true } : { moves: Number(button.dataset.moves) }),
      );
    }
    el.solve.addEventListener('click', () => this.#solve());
    el.cancel.addEventListener('click', () => this.#searches.cancel());
    el.play.addEventListener('click', () => (this.#player.playing ? this.#player.pause() : this.#player.play()));
    el.stepBack.addEventListener('click', () => this.#player.stepBack());
    el.stepForward.addEventListener('click', () => this.#player.stepForward());
    el.speed.addEventListener('input', () => this.#applySpeed());
    el.showNumbers.addEventListener('change', () => this.toggleAttribute('numbers', el.showNumbers.checked));
    el.pictureFile.addEventListener('change', () => this.#loadUserPicture());
    el.pictureReset.addEventListener('click', () => this.#useBuiltInPicture());
    el.noticeAction.addEventListener('click', () => this.#noticeActionHandler?.());
    this.#applySpeed();
  }

  #setControlsEnabled(enabled) {
    const el = this.#el;
    for (const control of [...el.shuffleButtons, el.edit, el.heuristic, el.algorithm, el.solve, el.hint]) {
      control.disabled = !enabled;
    }
    this.#renderCounters();
  }

  // ---- positions -----------------------------------------------------------------------------

  // Puts a new position on the board (shuffle, shared link, edit) and starts a fresh game from it.
  #setPosition(tiles, { animate = false } = {}) {
    this.#searches.cancel();
    this.#player.clear();
    this.#game.reset(tiles);
    this.#assisted = false;
    this.#clock.reset();
    this.#hideCelebration();
    this.#view.setHint(null);
    this.#renderBoard({ animate });
    this.#renderCounters();
    this.#positionChanged();
  }

  async #shuffle(options) {
    if (this.#editor.isOpen) this.#setEditing(false);
    this.#searches.cancel();
    try {
      const { board } = await this.#bridge.scramble(this.puzzleName, { ...options, seed: randomSeed() });
      this.#setPosition(board);
      const label = options.random ? 'a random solvable position' : `${options.moves} random moves from the goal`;
      // Random and Expert positions are where a weaker heuristic takes minutes: say so up front.
      const far = options.random || options.moves >= 80;
      const advice = far ? this.#heuristics.slowSearchAdvice() : '';
      this.#announce(`Shuffled: ${label}.`);
      this.#stats.showStatus(`Shuffled to ${label}. Press AUTO SOLVE to find the shortest solution.${advice}`, 'info');
    } catch (error) {
      this.#reportBridgeError(error, 'Shuffle failed');
    }
  }

  async #loadFromHash() {
    const key = this.getAttribute('share-key');
    const text = readHash().get(key);
    if (text === undefined || text === this.#game.tiles.join(',')) return;
    try {
      const { board } = await this.#bridge.check(this.puzzleName, text);
      this.#setPosition(board);
      this.#hideNotice();
      const verdict = await this.#checkSolvability();
      if (verdict && !verdict.solvable) {
        this.#showNotice(`The shared position cannot be solved. ${sentence(verdict.reason)}`);
      }
    } catch (error) {
      this.#setPosition(this.#info.goal);
      updateHash({ [key]: null });
      this.#showNotice(
        `The link's position ("${key}=${text.slice(0, 60)}") could not be used. ${sentence(error.message)} A fresh puzzle is shown instead.`,
      );
    }
  }

  // Everything that follows any change of position: URL, heuristic estimate, editor verdict.
  #positionChanged() {
    this.#solvability = null;
    const key = this.getAttribute('share-key');
    if (key) {
      clearTimeout(this.#hashTimer);
      this.#hashTimer = setTimeout(() => updateHash({ p: this.puzzleName, [key]: this.#game.tiles.join(',') }), HASH_DELAY_MS);
    }
    this.#scheduleEvaluate();
    if (this.#editor.isOpen) {
      this.#editor.setTiles(this.#game.tiles);
      this.#checkSolvability();
    }
  }

  // The core's verdict for the current position, cached until the position changes.
  async #checkSolvability() {
    const tiles = this.#game.tiles;
    const key = tiles.join(',');
    if (this.#solvability?.key === key) {
      if (this.#editor.isOpen) this.#editor.showSolvability(this.#solvability.result);
      return this.#solvability.result;
    }
    if (this.#editor.isOpen) this.#editor.showChecking();
    try {
      const result = await this.#bridge.solvability(this.puzzleName, tiles);
      if (this.#game.tiles.join(',') !== key) return null; // the board moved on meanwhile
      this.#solvability = { key, result };
      if (this.#editor.isOpen) this.#editor.showSolvability(result);
      return result;
    } catch (error) {
      if (this.#editor.isOpen) this.#editor.showMessage(sentence(error.message));
      return null;
    }
  }

  #scheduleEvaluate() {
    clearTimeout(this.#evaluateTimer);
    this.#evaluateTimer = setTimeout(() => this.#evaluate(), EVALUATE_DELAY_MS);
  }

  // Shows the heuristics' estimates for the board. The worker answers such small requests between
  // the slices of a running search, so this need not wait for a search to end.
  async #evaluate() {
    if (!this.#game) return;
    const key = this.#game.tiles.join(',');
    try {
      const values = await this.#bridge.evaluate(this.puzzleName, this.#game.tiles);
      if (this.#game.tiles.join(',') === key) this.#stats.showEstimate(values, this.#heuristics.value);
    } catch {
      this.#stats.showEstimate(null);
    }
  }

  // ---- moves ---------------------------------------------------------------------------------

  #onTileActivated(cell) {
    if (!this.#game) return;
    if (this.#editor.isOpen) {
      this.#pickForSwap(cell);
      return;
    }
    const path = this.#game.slidePath(cell);
    if (path.length === 0) {
      this.#view.nudge(cell);
      return;
    }
    this.#readerTakesOver();
    for (const step of path) this.#move(step, 'reader');
  }

  #onDirection(direction) {
    if (!this.#game || this.#editor.isOpen) return false;
    const cell = this.#game.cellToward(direction);
    if (cell < 0) return false;
    this.#readerTakesOver();
    return this.#move(cell, 'reader');
  }

  // A reader's own move ends any search and drops a solution for the position they left.
  #readerTakesOver() {
    this.#searches.cancel();
    this.#player.clear();
  }

  // Applies one move; `by` is 'reader' or 'solver'. Returns false if the move is not legal.
  #move(cell, by) {
    const wasSolved = this.#game.isGoal();
    const move = this.#game.move(cell);
    if (!move) return false;
    if (by === 'solver') this.#assisted = true;
    if (!wasSolved) this.#clock.start();
    this.#afterMove(move, by);
    return true;
  }

  #undoOne(by) {
    const move = this.#game.undo();
    if (!move) return false;
    this.#afterMove(move, by === 'reader' ? 'undo' : by);
    return true;
  }

  #afterMove(move, by) {
    this.#hideCelebration();
    this.#view.setHint(null);
    this.#renderBoard({ animate: true });
    this.#renderCounters();
    this.#positionChanged();
    if (by !== 'solver') this.#announce(`${this.#pieceWord()} ${move.tile} slid ${move.direction}.`);
    this.dispatchEvent(
      new CustomEvent('slide-move', {
        bubbles: true,
        composed: true,
        detail: { ...move, by, tiles: this.#game.tiles, moveCount: this.#game.moveCount },
      }),
    );
    if (this.#game.isGoal() && by !== 'undo') this.#celebrate();
  }

  #celebrate() {
    this.#clock.stop();
    const moves = plural(this.#game.moveCount, 'move');
    const time = formatClock(this.#clock.elapsedMs);
    const detail = this.#assisted ? `${moves}, with AUTO SOLVE's help` : `${moves} in ${time}`;
    this.#el.celebrationDetail.textContent = detail;
    this.#el.celebration.hidden = false;
    this.#el.board.classList.add('solved');
    this.#el.stateFlag.textContent = 'Solved';
    this.#announce(
      this.#assisted
        ? `Solved, ${moves}, with AUTO SOLVE's help.`
        : `Solved in ${moves} and ${formatClockWords(this.#clock.elapsedMs)}!`,
    );
    this.dispatchEvent(
      new CustomEvent('slide-solved', {
        bubbles: true,
        composed: true,
        detail: { moveCount: this.#game.moveCount, elapsedMs: this.#clock.elapsedMs, assisted: this.#assisted },
      }),
    );
  }

  #hideCelebration() {
    this.#el.celebration.hidden = true;
    this.#el.board.classList.remove('solved');
    this.#el.stateFlag.textContent = '';
  }

  // ---- edit mode -----------------------------------------------------------------------------

  #setEditing(editing) {
    if (editing === this.#editor.isOpen) return;
    this.#searches.cancel();
    this.#player.clear();
    this.#selectedCell = null;
    this.#view.setSelected(null);
    this.#view.setEditing(editing);
    this.#el.edit.setAttribute('aria-pressed', String(editing));
    this.#el.edit.textContent = editing ? 'Editing…' : 'Edit position';
    if (editing) {
      this.#hideCelebration();
      this.#editor.open(this.#game.tiles);
      this.#checkSolvability();
    } else {
      this.#editor.close();
      // The edited position is a new game: its moves and time start from here.
      this.#setPosition(this.#game.tiles);
    }
    this.#renderCounters();
  }

  #pickForSwap(cell) {
    if (this.#selectedCell === null) {
      this.#selectedCell = cell;
      this.#view.setSelected(cell);
      return;
    }
    const first = this.#selectedCell;
    this.#selectedCell = null;
    this.#view.setSelected(null);
    if (first === cell) return;
    const name = (tile) => (tile === 0 ? 'the gap' : `${this.#pieceWord().toLowerCase()} ${tile}`);
    const [a, b] = [this.#game.tiles[first], this.#game.tiles[cell]];
    this.#game.swap(first, cell);
    this.#renderBoard({ animate: true });
    this.#renderCounters();
    this.#positionChanged();
    this.#announce(`Swapped ${name(a)} and ${name(b)}.`);
  }

  async #applyTypedPosition(text) {
    try {
      const { board } = await this.#bridge.check(this.puzzleName, text);
      this.#game.reset(board);
      this.#renderBoard({ animate: true });
      this.#renderCounters();
      this.#positionChanged();
      this.#editor.showMessage('');
    } catch (error) {
      this.#editor.showMessage(sentence(error.message));
    }
  }

  // ---- the solver ----------------------------------------------------------------------------

  // replacing: a solve is under way and this one, with the menu's current heuristic, replaces it.
  async #solve({ replacing = false } = {}) {
    if (!this.#game || (this.#searches.busy && !replacing)) return;
    if (this.#editor.isOpen) this.#setEditing(false);
    if (this.#player.loaded && !this.#player.atEnd) {
      this.#player.play();
      return;
    }
    if (this.#game.isGoal()) {
      this.#stats.showStatus('This is already the goal. Shuffle first, then press AUTO SOLVE.', 'info');
      return;
    }
    const start = this.#game.tiles;
    const outcome = await this.#searches.solve(start, {
      heuristic: this.#heuristics.value,
      algorithm: this.#el.algorithm.value,
    });
    if (!outcome) return;
    if (outcome.refused !== undefined) {
      this.#refuseUnsolvable(outcome.refused);
      return;
    }
    const { result } = outcome;
    recordSolve(this.puzzleName, result);
    this.dispatchEvent(new CustomEvent('slide-search-done', { bubbles: true, composed: true, detail: result }));
    if (this.#game.tiles.join(',') === start.join(',')) {
      this.#announce(`Found the shortest solution: ${plural(result.length, 'move')}. Playing it.`);
      this.#player.load(result.moves);
      this.#player.play();
    }
  }

  async #hint() {
    if (!this.#game || this.#searches.busy) return;
    if (this.#editor.isOpen) this.#setEditing(false);
    if (this.#game.isGoal()) {
      this.#stats.showStatus('This is the goal already: no move needed.', 'info');
      return;
    }
    const key = this.#game.tiles.join(',');
    const outcome = await this.#searches.hint(this.#game.tiles, { heuristic: this.#heuristics.value });
    if (!outcome) return;
    if (outcome.refused !== undefined) {
      this.#refuseUnsolvable(outcome.refused);
      return;
    }
    if (this.#game.tiles.join(',') !== key) return;
    const { hint } = outcome;
    const direction = this.#game.directionInto(hint.cell);
    const text = `Hint: slide ${this.#pieceWord().toLowerCase()} ${hint.tile} ${direction}. The goal is then ${plural(hint.distance - 1, 'move')} away.`;
    this.#view.setHint(hint.cell);
    this.#stats.showStatus(text, 'info');
    this.#announce(text);
  }

  #refuseUnsolvable(reason) {
    this.#stats.showStatus(`This position cannot be solved. ${sentence(reason)}`, 'error');
    this.#announce(`This position cannot be solved. ${sentence(reason)}`);
  }

  #reportBridgeError(error, prefix) {
    const message = `${prefix}. ${sentence(error?.message ?? error)}`;
    this.#stats.stop(message, 'error');
    if (error?.kind === 'error' || !error?.kind) {
      this.#showNotice(message, 'Restart the solver', async () => {
        this.#hideNotice();
        try {
          await this.#restartSolver();
          this.#stats.showStatus('The solver was restarted.', 'info');
        } catch (restartError) {
          this.#showNotice(`The solver could not be restarted. ${sentence(restartError.message)}`);
        }
      });
    }
  }

  // A fresh worker holds no tables: forget the old request first, so its rejection is not taken
  // for a failure, and prepare them again (a sound copy in this browser loads in milliseconds).
  async #restartSolver() {
    this.#tables.reset();
    await this.#bridge.restart();
    this.#prepareTables();
  }

  // ---- pattern databases ---------------------------------------------------------------------

  // Starts on its own unless the embedder asked for tables="manual" (then the Build button does).
  #prepareTables() {
    if (this.getAttribute('tables') !== 'manual') this.#tables.start();
  }

  #tablesChanged(state, previous) {
    this.#tablesStatus.render(state, {
      fallback: this.#info?.heuristics.find((id) => id !== 'pdb'),
      exactAvailable: this.#info?.heuristics.includes('exact'),
    });
    this.#heuristics.showTables(state);
    if (state.phase !== previous.phase) {
      if (state.phase === 'ready') this.#tablesBecameReady(state);
      if (state.phase === 'cancelled') this.#announce('Building the pattern databases was cancelled.');
      if (state.phase === 'failed') this.#announce('The pattern databases could not be prepared.');
    }
    this.dispatchEvent(new CustomEvent('slide-tables', { bubbles: true, composed: true, detail: { ...state } }));
  }

  #tablesBecameReady(state) {
    // Worth announcing after a build the reader may have waited for, not after a quick load.
    if (state.source === 'built') this.#announce('The pattern databases are ready.');
    this.#scheduleEvaluate(); // the estimate line gains their value
    // A solve started on a weaker heuristic only because the tables were not ready yet would take
    // far longer than starting again with them. The menu turns to them only when the reader has
    // not picked another heuristic (or picked them), so a reader's own choice keeps its search.
    const running = this.#searches.solvingWith;
    if (running && running !== 'pdb' && this.#heuristics.value === 'pdb') {
      this.#stats.showStatus('The pattern databases are ready: searching again with them…', 'busy');
      this.#solve({ replacing: true });
    }
  }

  // ---- pictures ------------------------------------------------------------------------------

  #applyPicture() {
    const url = this.#userPicture ?? this.getAttribute('picture');
    const board = this.#el.board;
    board.classList.toggle('picture', Boolean(url));
    if (url) board.style.setProperty('--picture', `url("${new URL(url, document.baseURI).href}")`);
    else board.style.removeProperty('--picture');
    this.#el.pictureControls.hidden = !this.hasAttribute('picture');
    this.#view.setLabelWord(url ? 'Piece' : 'Tile');
    if (this.#game) this.#renderBoard({ animate: false });
  }

  #applyNumbers() {
    const show = this.hasAttribute('numbers');
    this.#el.board.classList.toggle('numbers', show);
    this.#el.showNumbers.checked = show;
  }

  async #loadUserPicture() {
    const file = this.#el.pictureFile.files[0];
    if (!file) return;
    try {
      const shape = this.#view.pictureShape;
      const url = await pictureFromFile(file, shape.columns, shape.rows);
      if (this.#userPicture) URL.revokeObjectURL(this.#userPicture);
      this.#userPicture = url;
      this.#el.pictureReset.hidden = false;
      this.#hideNotice();
      this.#applyPicture();
    } catch (error) {
      this.#showNotice(error.message);
    } finally {
      this.#el.pictureFile.value = '';
    }
  }

  #useBuiltInPicture() {
    if (this.#userPicture) URL.revokeObjectURL(this.#userPicture);
    this.#userPicture = null;
    this.#el.pictureReset.hidden = true;
    this.#applyPicture();
  }

  #pieceWord() {
    return this.#el.board.classList.contains('picture') ? 'Piece' : 'Tile';
  }

  // ---- rendering -----------------------------------------------------------------------------

  #renderBoard({ animate }) {
    const movable = this.#editor.isOpen ? [] : this.#info.neighbours[this.#game.blank];
    this.#view.render(this.#game.tiles, { animate, movable });
  }

  #renderCounters() {
    const el = this.#el;
    el.moveCount.textContent = formatCount(this.#game?.moveCount ?? 0);
    el.undo.disabled = !this.#game?.canUndo || this.#editor.isOpen;
  }

  #renderBusy() {
    const busy = this.#searches.busy;
    const el = this.#el;
    el.cancel.disabled = !busy;
    el.solve.disabled = busy || !this.#game;
    el.hint.disabled = busy || !this.#game;
    el.heuristic.disabled = busy;
    el.algorithm.disabled = busy;
    // The label changes only once a search has run long enough to be shown as running, so an
    // instant answer (or an instant refusal) never flashes a busy state.
    el.solve.textContent = this.#searches.showingSolve ? 'Searching…' : 'AUTO SOLVE';
  }

  #renderPlayer() {
    const player = this.#player;
    const el = this.#el;
    el.stepBack.disabled = !player.loaded || player.index === 0;
    el.stepForward.disabled = !player.loaded || player.atEnd;
    el.play.disabled = !player.loaded || player.atEnd;
    el.playIcon.innerHTML = player.playing ? PAUSE_ICON : PLAY_ICON;
    el.playLabel.textContent = player.playing ? 'Pause' : 'Play';
    el.playerStatus.textContent = player.loaded
      ? `Solution move ${player.index} of ${player.length}${player.playing ? '' : player.atEnd ? ' (done)' : ' (paused)'}`
      : '';
  }

  #applySpeed() {
    const perSecond = Number(this.#el.speed.value);
    this.#player.setSpeed(perSecond);
    this.#el.speedValue.textContent = `${perSecond}/s`;
    // Fast playback shortens the glide so each move still lands before the next one starts.
    this.#el.board.style.setProperty('--move-ms', `${Math.round(Math.min(180, 800 / perSecond))}ms`);
  }

  #renderComparison() {
    this.#el.compare.hidden = false;
    this.#el.compare.textContent = describeComparison(this.puzzleName, this.getAttribute('compare-with'));
  }

  // ---- messages ------------------------------------------------------------------------------

  #showNotice(text, actionLabel, action) {
    this.#el.noticeText.textContent = text;
    this.#el.noticeAction.hidden = !actionLabel;
    this.#el.noticeAction.textContent = actionLabel ?? '';
    this.#noticeActionHandler = action ?? null;
    this.#el.notice.hidden = false;
  }

  #hideNotice() {
    this.#el.notice.hidden = true;
  }

  #announce(text) {
    // Re-setting identical text would not be announced again; a cleared frame in between makes it so.
    this.#el.live.textContent = '';
    requestAnimationFrame(() => {
      this.#el.live.textContent = text;
    });
  }
}

customElements.define('slide-puzzle', SlidePuzzle);
