// play-flow.js: what happens on the board: new positions, the reader's and the solver's moves,
// undo, edit mode and the celebration.
//
// It sequences; the rules come from GameState (the core's topology) and the verdicts from the core
// through the solverFlow flow. `parts` is the element's shared set of views and models (see
// slide-puzzle.js).

import { writeHashValue } from './hash-state.js';
import { positionKey } from './position-key.js';
import { clockWords, direction, formatClock, moves } from '../views/format.js';
import { count as number, joined, msg, sentences, verbatim } from '../i18n/i18n.js';
import { errorSentence } from '../i18n/solver-words.js';

// The URL is rewritten at most this often while a solution plays (browsers throttle replaceState).
const HASH_DELAY_MS = 400;

export class PlayFlow {
  /** @type {import('./element-parts.js').ElementParts} */
  #parts;
  #assisted = false; // the solverFlow played at least one move since the position was set
  #selectedCell = null; // edit mode: the first of two cells to swap
  #hashTimer = 0;
  #start = null; // the position the game started from (its moves count from there)
  #slides = 0; // ids for the reader's slides (a click may move several tiles)

  constructor(parts) {
    this.#parts = parts;
  }

  // Puts a new position on the board (shuffle, shared link, edit) and starts a fresh game from it.
  // share: false for the embedder's start position (board, difficulty), which the URL need not
  // carry until the reader plays. fresh: false when the comparison table's own start comes back.
  setPosition(tiles, { animate = false, share = true, fresh = true } = {}) {
    const { searches, player, game, clock, board, compare } = this.#parts;
    searches.cancel();
    if (fresh) {
      compare.clear();
      this.#parts.stats.newPosition(); // the last solve's numbers are not this position's
      // Nor the last shuffle's band (a difficulty shuffle names its own after this).
      this.#parts.shuffle.showDistance(null);
    }
    this.#start = tiles.slice();
    player.clear();
    game.reset(tiles);
    this.#assisted = false;
    clock.reset();
    this.hideCelebration();
    board.setHint(null);
    this.renderBoard({ animate });
    this.renderCounters();
    this.positionChanged({ share });
  }

  // Everything that follows any change of position: URL, heuristic estimate, editor verdict.
  positionChanged({ share = true } = {}) {
    const { host, game, editor, solverFlow } = this.#parts;
    solverFlow.forgetSolvability();
    // Only under the element's own share-key, and only if no other element claimed it
    // (hash-state.js).
    const key = this.#parts.shareKey;
    clearTimeout(this.#hashTimer);
    if (key && share) {
      this.#hashTimer = setTimeout(() => {
        const value = positionKey(this.#parts.game.tiles);
        if (writeHashValue(key, value)) host.emit('slide-share', { key, value });
      }, HASH_DELAY_MS);
    }
    solverFlow.scheduleEvaluate();
    if (editor.isOpen) {
      editor.setTiles(game.tiles);
      solverFlow.checkSolvability();
    }
  }

  onTileActivated(cell) {
    const { game, editor, board } = this.#parts;
    if (!game) return;
    if (editor.isOpen) {
      this.#pickForSwap(cell);
      return;
    }
    const path = game.slidePath(cell);
    if (path.length === 0) {
      board.nudge(cell);
      return;
    }
    this.#readerTakesOver();
    const slide = ++this.#slides; // its tiles are one move for Undo and Redo
    for (const step of path) this.move(step, 'reader', { slide });
  }

  onDirection(direction) {
    const { game, editor } = this.#parts;
    if (!game || editor.isOpen) return false;
    const cell = game.cellToward(direction);
    if (cell < 0) return false;
    this.#readerTakesOver();
    return this.move(cell, 'reader');
  }

  // A reader's own move ends any search and drops a solution for the position they left.
  #readerTakesOver() {
    this.#parts.searches.cancel();
    this.#parts.player.clear();
  }

  // Applies one move; `by` is 'reader' or 'solver'. Returns false if the move is not legal.
  // options: the slide it belongs to, and whether it is a redo (see game-state.js).
  move(cell, by, options) {
    const { game, clock } = this.#parts;
    const wasSolved = game.isGoal();
    const move = game.move(cell, options);
    if (!move) return false;
    if (by === 'solver') this.#assisted = true;
    if (!wasSolved) clock.start();
    this.#afterMove(move, by);
    return true;
  }

  // The reader's Undo takes back one slide (all its tiles) and drops a solution being played: it
  // was for the position they leave.
  undoByReader() {
    const { game, player } = this.#parts;
    player.clear();
    const slide = game.lastSlide;
    do this.undoOne('reader');
    while (slide !== null && game.lastSlide === slide);
  }

  // Redo makes the last undone slide again.
  redoByReader() {
    const { game, player } = this.#parts;
    player.clear();
    for (const { cell, slide } of game.takeRedo())
      this.move(cell, 'reader', { slide, redoing: true });
  }

  undoOne(by) {
    const move = this.#parts.game.undo();
    if (!move) return false;
    this.#afterMove(move, by === 'reader' ? 'undo' : by);
    return true;
  }

  #afterMove(move, by) {
    const { host, game, board, live } = this.#parts;
    this.hideCelebration();
    board.setHint(null);
    this.renderBoard({ animate: true });
    this.renderCounters();
    this.positionChanged();
    if (by !== 'solver')
      live.announce(
        msg('announce.moved', {
          name: board.tileName(move.tile),
          direction: direction(move.direction),
        }),
      );
    host.emit('slide-move', { ...move, by, tiles: game.tiles, moveCount: game.moveCount });
    if (game.isGoal() && by !== 'undo') this.#celebrate();
  }

  #celebrate() {
    const { host, game, clock, celebration, board, counters, live } = this.#parts;
    clock.stop();
    const count = moves(game.moveCount);
    const time = verbatim(formatClock(clock.elapsedMs));
    const versus = this.#assisted ? null : this.#versusOptimum(game.moveCount);
    celebration.show(
      this.#assisted
        ? msg('celebration.assisted', { moves: count })
        : joined([msg('celebration.timed', { moves: count, time }), versus], 'join.estimates'),
    );
    // The status line's "Press AUTO SOLVE" (or the last search's news) is stale once the reader has
    // solved it.
    if (!this.#assisted)
      this.#parts.stats.showStatus(
        sentences(msg('status.solvedByHand', { moves: count }), versus),
        'done',
      );
    board.setSolved(true);
    counters.showSolved(true);
    live.announce(
      this.#assisted
        ? msg('announce.solvedAssisted', { moves: count })
        : msg('announce.solved', { moves: count, time: clockWords(clock.elapsedMs) }),
    );
    host.emit('slide-solved', {
      moveCount: game.moveCount,
      elapsedMs: clock.elapsedMs,
      assisted: this.#assisted,
    });
  }

  // How the reader's move count compares with the optimum, when a solve of the game's start is
  // known.
  #versusOptimum(made) {
    const { compare } = this.#parts;
    const start = compare.start;
    if (!start || !this.#start || positionKey(start) !== positionKey(this.#start)) return null;
    // a shortest solve's length (not a learned or anytime one's, unless proven)
    const optimal = compare.runs.find((run) => run.optimal !== false && !run.stopped)?.length;
    if (!Number.isFinite(optimal)) return null;
    return made === optimal
      ? msg('celebration.optimal')
      : msg('celebration.aboveOptimal', { optimal: moves(optimal), extra: number(made - optimal) });
  }

  hideCelebration() {
    this.#parts.celebration.hide();
    this.#parts.board.setSolved(false);
    this.#parts.counters.showSolved(false);
  }

  // ---- edit mode -----------------------------------------------------------------------------

  setEditing(editing) {
    const { editor, searches, player, board, controls, game, solverFlow } = this.#parts;
    if (editing === editor.isOpen) return;
    searches.cancel();
    player.clear();
    this.#selectedCell = null;
    board.setSelected(null);
    board.setEditing(editing);
    controls.showEditing(editing);
    if (editing) {
      this.hideCelebration();
      editor.open(game.tiles);
      solverFlow.checkSolvability();
    } else {
      editor.close();
      // The edited position is a new game: its moves and time start from here.
      this.setPosition(game.tiles);
    }
    this.renderCounters();
  }

  #pickForSwap(cell) {
    const { board, game, live } = this.#parts;
    if (this.#selectedCell === null) {
      this.#selectedCell = cell;
      board.setSelected(cell);
      return;
    }
    const first = this.#selectedCell;
    this.#selectedCell = null;
    board.setSelected(null);
    if (first === cell) return;
    const [a, b] = [game.tiles[first], game.tiles[cell]];
    game.swap(first, cell);
    this.renderBoard({ animate: true });
    this.renderCounters();
    this.positionChanged();
    live.announce(
      msg('announce.swapped', {
        a: board.tileName(a, { inSentence: true }),
        b: board.tileName(b, { inSentence: true }),
      }),
    );
  }

  async applyTypedPosition(text) {
    const { bridge, host, game, editor } = this.#parts;
    try {
      const { board } = await bridge.check(host.puzzleName, text);
      game.reset(board);
      this.renderBoard({ animate: true });
      this.renderCounters();
      this.positionChanged();
      editor.showMessage('');
    } catch (error) {
      editor.showMessage(errorSentence(error));
    }
  }

  // ---- rendering -----------------------------------------------------------------------------

  renderBoard({ animate }) {
    const { editor, info, game, board } = this.#parts;
    const movable = editor.isOpen ? [] : info.neighbours[game.blank];
    board.render(game.tiles, { animate, movable });
  }

  renderCounters() {
    const { game, editor, counters, controls } = this.#parts;
    counters.showMoves(game?.moveCount ?? 0);
    controls.setUndoEnabled(Boolean(game?.canUndo) && !editor.isOpen);
    controls.setRedoEnabled(Boolean(game?.canRedo) && !editor.isOpen);
  }
}
