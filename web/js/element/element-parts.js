// element-parts.js: the parts one <slide-puzzle> owns — its views, models, flows and services —
// as one typed object (ElementParts, checked by tsc: a misspelt part fails the type check), and
// createParts(), which builds them and connects each view's reported intent to the flow that acts.
// slide-puzzle.js keeps the lifecycle and sequences the flows.

import { fillShadowRoot } from './shadow-content.js';
import { Locale } from '../i18n/locale.js';
import { msg, sentences } from '../i18n/i18n.js';
import { errorSentence } from '../i18n/solver-words.js';
import { SolutionPlayer } from './solution-player.js';
import { Stopwatch } from './stopwatch.js';
import { PlayFlow } from './play-flow.js';
import { SolverFlow } from './solver-flow.js';
import { SolverLifecycle } from './solver-lifecycle.js';
import { WatchFlow } from './watch-flow.js';
import { ElementState } from './element-state.js';
import { copySolution, shareLink } from './share-link.js';
import { AttributeEffects } from './attribute-effects.js';
import { AutoSolve } from './autosolve.js';
import { LiveRegion } from '../views/puzzle-layout.js';
import { NoticeView } from '../views/notice-view.js';
import { CountersView } from '../views/counters-view.js';
import { BoardView } from '../views/board-view.js';
import { CelebrationView } from '../views/celebration-view.js';
import { PlayerControls } from '../views/player-controls-view.js';
import { PictureControls } from '../views/picture-controls-view.js';
import { EditorSlot } from './editor-slot.js';
import { ShuffleButtons } from '../views/shuffle-view.js';
import { SolverPanel } from '../views/solver-panel-view.js';
import { TablesStatus } from '../views/tables-status.js';
import { PlaybackControls } from '../views/playback-view.js';
import { StatsPanel } from '../views/stats-panel.js';
import { MoreToggle } from '../views/more-view.js';

/**
 * @typedef {object} ElementParts
 * @property {import('./slide-puzzle.js').SlidePuzzleElement} host the element
 * @property {ElementState} state what the element shows: puzzle, choices, playback, language
 * @property {Locale} locale the element's words
 * @property {import('../worker/solver-bridge.js').SolverBridge | null} bridge once started
 * @property {import('../worker/protocol.js').PuzzleInfo | null} info the state's (read-only)
 * @property {import('./game-state.js').GameState | null} game the position and its history
 * @property {string | null} shareKey the share-key this element may use (null: none)
 * @property {AttributeEffects} effects what each attribute does
 * @property {PlayFlow} playFlow
 * @property {SolverFlow} solverFlow
 * @property {SolverLifecycle} lifecycle the solver's start, restart and failures
 * @property {WatchFlow} watchFlow
 * @property {LiveRegion} live
 * @property {NoticeView} notice
 * @property {CountersView} counters
 * @property {BoardView} board
 * @property {CelebrationView} celebration
 * @property {StatsPanel} stats
 * @property {MoreToggle} more
 * @property {PlayerControls} controls
 * @property {PictureControls} picture
 * @property {EditorSlot} editor the position editor, its module imported on first use
 * @property {ShuffleButtons} shuffle
 * @property {SolverPanel} solverPanel
 * @property {TablesStatus} tablesStatus
 * @property {Stopwatch} clock
 * @property {SolutionPlayer} player
 * @property {PlaybackControls} playback
 * @property {AutoSolve} autosolve
 * @property {import('../views/search-view.js').SearchView} searchView (watch-flow.js)
 * @property {import('../views/search-path-view.js').SearchPathView} searchPath (watch-flow.js)
 * @property {import('../views/compare-view.js').CompareView} compareView (watch-flow.js)
 * @property {import('./compare-runs.js').CompareRuns} compare (watch-flow.js)
 * @property {import('./search-runner.js').SearchRunner} searches (solver-flow.js)
 * @property {import('./pattern-tables.js').PatternTables} tables (solver-flow.js)
 */

/**
 * Builds the element's parts into its shadow root and wires them.
 * @param {import('./slide-puzzle.js').SlidePuzzleElement} host
 * @param {ShadowRoot} root
 * @returns {ElementParts}
 */
export function createParts(host, root) {
  fillShadowRoot(root);
  // Before the views: they word their text through it (an English first render, re-worded on
  // connect).
  const locale = new Locale(root);
  locale.render();
  const state = new ElementState();
  /** @type {ElementParts} */
  const parts = /** @type {any} */ ({ host, state, locale, bridge: null, game: null });
  Object.defineProperty(parts, 'info', { get: () => state.now.info, enumerable: true });
  parts.shareKey = null;
  const play = (parts.playFlow = new PlayFlow(parts));
  const flow = (parts.solverFlow = new SolverFlow(parts));
  parts.lifecycle = new SolverLifecycle(parts);
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
    onRedo: () => play.redoByReader(),
    onHint: () => flow.hint(),
    onShare: () => shareLink(parts),
    onEdit: () => play.setEditing(!parts.editor.isOpen),
  });
  parts.picture = new PictureControls(root, {
    onNumbers: (show) => host.toggleAttribute('numbers', show),
    onPicture: () => {
      parts.notice.hide();
      parts.effects.applyPicture();
    },
    pictureShape: () => parts.board.pictureShape,
  });
  parts.editor = new EditorSlot(
    root,
    locale,
    { onText: (text) => play.applyTypedPosition(text), onDone: () => play.setEditing(false) },
    (error) => {
      play.setEditing(false);
      parts.notice.show(sentences(msg('notice.editorFailed'), errorSentence(error)));
    },
  );
  parts.shuffle = new ShuffleButtons(root, { onShuffle: (options) => flow.shuffle(options) });
  parts.solverPanel = new SolverPanel(root, {
    onSolve: () => flow.solve(),
    onCancel: () => parts.searches.cancel(),
    onHeuristic: (id) => state.heuristicPicked(id),
    onAlgorithm: (id) => state.algorithmChosen(id),
  });
  (parts.watchFlow = new WatchFlow(parts)).createViews(root);
  flow.createModels();
  parts.tablesStatus = new TablesStatus(root, {
    onCancel: () => parts.tables.cancel(),
    onBuild: () => parts.tables.start(),
  });
  parts.clock = new Stopwatch((ms) => parts.counters.showClock(ms));
  parts.player = new SolutionPlayer({
    forward: (cell) => play.move(cell, 'solver'),
    back: () => play.undoOne('solver'),
    onChange: () => {
      const { index, length } = parts.player;
      state.playbackMoved({ at: index, length });
    },
  });
  parts.playback = new PlaybackControls(root, {
    onPlayPause: () => (parts.player.playing ? parts.player.pause() : parts.player.play()),
    onBack: () => parts.player.stepBack(),
    onForward: () => parts.player.stepForward(),
    onSeek: (index) => parts.player.seek(index),
    onCopy: () => copySolution(parts),
    onSpeed: (perSecond) => {
      parts.player.setSpeed(perSecond);
      parts.board.setMoveDuration(Math.min(180, 800 / perSecond));
    },
  });
  parts.autosolve = new AutoSolve(host, () => flow.solve());
  parts.effects = new AttributeEffects(parts);
  // The views that draw the state's choices.
  state.subscribe((now, before) => {
    parts.solverPanel.render(now, before);
    if (now.heuristic !== before.heuristic) parts.stats.chooseHeuristic(now.heuristic);
    if (now.playback !== before.playback) parts.playback.render(parts.player);
  });
  return parts;
}
