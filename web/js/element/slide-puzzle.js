// slide-puzzle.js: the <slide-puzzle> custom element: a playable, shareable sliding puzzle whose AI runs in a worker.
//
// Usage: <script type="module" src=".../element/slide-puzzle.js"></script>
//        <slide-puzzle puzzle="15" share-key="b"></slide-puzzle>
//        <slide-puzzle puzzle="3x3+1" picture="img/lighthouse.svg" share-key="pic" compare-with="15"></slide-puzzle>
// Attributes: puzzle (a core puzzle name, default "15"); picture (image URL: pieces instead of numbers);
// numbers (show numbers on picture pieces); share-key (default none: the element never touches the
// URL; with a key it keeps its position in the fragment as key=value and loads it from shared links.
// It only does so while the fragment is empty or all "&"-separated key=value pairs, and then changes
// only its own pair; a plain anchor such as "#comments" is the page's, so the element neither reads
// nor writes until the fragment is pairs again. Two elements with one key: the first one connected
// uses the URL, the other warns once in the console); compare-with (another puzzle name on the page to compare search cost with);
// theme (auto, light or dark; default auto: the host page's declared color-scheme, and the
// reader's OS only where the page declares none or both); tables ("manual": do not prepare the pattern databases until the reader presses Build; by
// default a puzzle that can have them loads or builds them when the element first comes into view
// or a search wants them; every element of one puzzle on the page shares one copy).
// Events (bubbling, composed): slide-move, slide-solved, slide-search-done, slide-tables (detail:
// the pattern databases' state, see pattern-tables.js), slide-share (detail: { key, value } just
// written to the URL fragment).
// Properties: ready (Promise of the puzzle's topology), tiles (the current position).
//
// This file keeps the lifecycle, the attributes and the wiring: the views (../views/) draw, the
// play and solver flows sequence, and every rule, search and verdict comes from the core through
// SolverBridge.

import { SolverBridge } from '../worker/solver-bridge.js';
import { fillShadowRoot } from './shadow-content.js';
import { GameState } from './game-state.js';
import { SolutionPlayer } from './solution-player.js';
import { Stopwatch } from './stopwatch.js';
import { solveHistory, describeComparison } from './solve-history.js';
import { PlayFlow } from './play-flow.js';
import { SolverFlow } from './solver-flow.js';
import { claimShareKey, releaseShareKey } from './hash-state.js';
import { LiveRegion, setScheme } from '../views/puzzle-layout.js';
import { resolveScheme, watchPageScheme } from './color-theme.js';
import { NoticeView } from '../views/notice-view.js';
import { CountersView } from '../views/counters-view.js';
import { BoardView } from '../views/board-view.js';
import { CelebrationView } from '../views/celebration-view.js';
import { PlayerControls } from '../views/player-controls-view.js';
import { PictureControls } from '../views/picture-controls-view.js';
import { PositionEditor } from '../views/position-editor.js';
import { ShuffleButtons } from '../views/shuffle-view.js';
import { SolverPanel } from '../views/solver-panel-view.js';
import { TablesStatus } from '../views/tables-status.js';
import { PlaybackControls } from '../views/playback-view.js';
import { StatsPanel } from '../views/stats-panel.js';
import { MoreToggle } from '../views/more-view.js';
import { sentence } from '../views/format.js';

class SlidePuzzle extends HTMLElement {
  static observedAttributes = ['picture', 'numbers', 'tables', 'theme'];

  // The views and models every flow works with; bridge, info and game arrive with the solver.
  // shareKey is the share-key this element may use in the URL (null: none, or another element's).
  #parts = { host: this, bridge: null, info: null, game: null, shareKey: null };
  #started = false;
  #bridgeStopped = false;
  #stopWatchingScheme = null;
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
    const root = this.attachShadow({ mode: 'open' });
    fillShadowRoot(root);
    const parts = this.#parts;
    const play = (parts.playFlow = new PlayFlow(parts));
    const flow = (parts.solverFlow = new SolverFlow(parts));
    parts.live = new LiveRegion(root);
    parts.notice = new NoticeView(root);
    parts.counters = new CountersView(root);
    parts.board = new BoardView(root, {
      onActivate: (cell) => play.onTileActivated(cell),
      onDirection: (direction) => play.onDirection(direction),
    });
    parts.celebration = new CelebrationView(root);
    parts.stats = new StatsPanel(root);
    parts.more = new MoreToggle(root);
    parts.controls = new PlayerControls(root, {
      onUndo: () => play.undoByReader(),
      onHint: () => flow.hint(),
      onEdit: () => play.setEditing(!parts.editor.isOpen),
    });
    parts.picture = new PictureControls(root, {
      onNumbers: (show) => this.toggleAttribute('numbers', show),
      onPicture: () => {
        parts.notice.hide();
        this.#applyPicture();
      },
      onError: (message) => parts.notice.show(message),
      pictureShape: () => parts.board.pictureShape,
    });
    parts.editor = new PositionEditor(root, {
      onText: (text) => play.applyTypedPosition(text),
      onDone: () => play.setEditing(false),
    });
    parts.shuffle = new ShuffleButtons(root, { onShuffle: (options) => flow.shuffle(options) });
    parts.solverPanel = new SolverPanel(root, {
      onSolve: () => flow.solve(),
      onCancel: () => parts.searches.cancel(),
      onHeuristic: (id) => parts.stats.chooseHeuristic(id),
    });
    flow.createModels();
    parts.tablesStatus = new TablesStatus(root, {
      onCancel: () => parts.tables.cancel(),
      onBuild: () => parts.tables.start(),
    });
    parts.clock = new Stopwatch((ms) => parts.counters.showClock(ms));
    parts.player = new SolutionPlayer({
      forward: (cell) => play.move(cell, 'solver'),
      back: () => play.undoOne('solver'),
      onChange: () => parts.playback.render(parts.player),
    });
    parts.playback = new PlaybackControls(root, {
      onPlayPause: () => (parts.player.playing ? parts.player.pause() : parts.player.play()),
      onBack: () => parts.player.stepBack(),
      onForward: () => parts.player.stepForward(),
      onSpeed: (perSecond) => {
        parts.player.setSpeed(perSecond);
        parts.board.setMoveDuration(Math.min(180, 800 / perSecond));
      },
    });
    parts.playback.applySpeed();
  }

  get puzzleName() {
    return this.getAttribute('puzzle') || '15';
  }

  get tiles() {
    return this.#parts.game ? this.#parts.game.tiles : null;
  }

  // Sends one of the element's events (bubbling, and out of the shadow root).
  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  connectedCallback() {
    this.#applyTheme();
    this.#stopWatchingScheme ??= watchPageScheme(() => this.#applyTheme());
    // Claimed here, in document order, so "the first one" is the first in the page, not the first ready.
    this.#parts.shareKey = claimShareKey(this);
    if (this.#started) {
      if (this.#bridgeStopped) {
        this.#bridgeStopped = false;
        this.#parts.solverFlow
          .restartSolver()
          .catch((error) => this.#parts.notice.show(`The solver could not restart. ${sentence(error.message)}`));
      }
      return;
    }
    this.#started = true;
    this.#reserveOptionalParts();
    this.#start();
  }

  // A removed element lets go of the page's shared solver (cancelling its own requests); being moved
  // (removed and re-inserted in the same task) does not, hence the check after a microtask.
  disconnectedCallback() {
    const parts = this.#parts;
    this.#stopWatchingScheme?.();
    this.#stopWatchingScheme = null;
    parts.searches.cancel();
    parts.player.pause();
    queueMicrotask(() => {
      if (this.isConnected) return;
      releaseShareKey(this);
      parts.shareKey = null;
      if (!parts.bridge || this.#bridgeStopped) return;
      this.#bridgeStopped = true;
      parts.tables.reset();
      parts.bridge.terminate();
    });
  }

  attributeChangedCallback(name) {
    if (name === 'theme') this.#applyTheme();
    if (!this.#parts.info) return;
    if (name === 'picture') this.#applyPicture();
    if (name === 'numbers') this.#applyNumbers();
    if (name === 'tables') this.#parts.solverFlow.prepareTables();
  }

  // Shows, before the solver has loaded, every part whose presence is already known from the
  // markup, so that nothing below appears late and pushes the page down.
  #reserveOptionalParts() {
    this.#parts.picture.setVisible(this.hasAttribute('picture'));
    if (this.getAttribute('compare-with')) this.#parts.stats.showComparison(null);
    if (this.querySelector('[slot="reachable-note"]')) this.#parts.stats.showReachable(null);
  }

  async #start() {
    const parts = this.#parts;
    try {
      parts.bridge = new SolverBridge();
      await parts.bridge.ready;
      parts.info = await parts.bridge.puzzle(this.puzzleName);
    } catch (error) {
      // Without the solver a built-in puzzle is still drawn and played by hand (see solver-flow.js).
      parts.info = await parts.solverFlow.startWithoutSolver(error);
      if (!parts.info) {
        this.#readyReject(error);
        return;
      }
    }
    const solverUp = !parts.solverFlow.handOnly;
    const info = parts.info;
    // First of all, so the tables load (or build) while everything else gets ready.
    parts.solverPanel.heuristics.setUp(info);
    parts.tables.setUp(info);
    parts.solverFlow.prepareTables();
    parts.game = new GameState(info);
    parts.board.build(info, info.goal);
    parts.board.showReady(`${this.getAttribute('label') || `${this.puzzleName} puzzle`} board`);
    if (Number.isFinite(info.reachable)) parts.stats.showReachable(info.reachable);
    const other = this.getAttribute('compare-with');
    if (other) {
      const compare = () => parts.stats.showComparison(describeComparison(this.puzzleName, other));
      solveHistory.addEventListener('change', compare);
      compare();
    }
    this.#applyPicture();
    this.#applyNumbers();
    for (const part of [parts.shuffle, parts.solverPanel]) part.setEnabled(solverUp);
    parts.controls.setEditEnabled(solverUp);
    parts.solverFlow.showBusy();
    if (solverUp) parts.stats.showStatus('Ready. Shuffle, then press AUTO SOLVE to watch the search.', 'info');
    parts.playFlow.renderCounters();
    parts.playback.render(parts.player);

    // loadFromHash does nothing without a claimed key (see connectedCallback), so the listener is cheap.
    window.addEventListener('hashchange', () => parts.solverFlow.loadFromHash());
    await parts.solverFlow.loadFromHash();
    parts.solverFlow.scheduleEvaluate();
    // Ready means playable, with a shared link's position already on the board.
    this.#readyResolve(info);
  }

  // Re-read on every change of the attribute or of the page's scheme; an unknown value means auto.
  #applyTheme() {
    const theme = this.getAttribute('theme');
    const root = /** @type {ShadowRoot} */ (this.shadowRoot);
    setScheme(root, resolveScheme(this, theme), theme === 'light' || theme === 'dark');
  }

  #applyPicture() {
    const { board, picture, game } = this.#parts;
    board.setPicture(picture.userPicture ?? this.getAttribute('picture'));
    picture.setVisible(this.hasAttribute('picture'));
    if (game) this.#parts.playFlow.renderBoard({ animate: false });
  }

  #applyNumbers() {
    const show = this.hasAttribute('numbers');
    this.#parts.board.setNumbers(show);
    this.#parts.picture.showNumbers(show);
  }
}

customElements.define('slide-puzzle', SlidePuzzle);
