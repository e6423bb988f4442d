// solver-flow.js: everything the element asks the solver: shuffles, shared links, verdicts,
// estimates, AUTO SOLVE, hints, the pattern databases, and what a failing worker means.
//
// `parts` is the element's shared set of views and models (see slide-puzzle.js); the board side of
// each answer is the playFlow flow's.

import { readHashValue, writeHashValue } from './hash-state.js';
import { PatternTables } from './pattern-tables.js';
import { SearchRunner } from './search-runner.js';
import { positionKey } from './position-key.js';
import { randomSeed } from './random-seed.js';
import { recordSolve } from './solve-history.js';
import { direction, moves } from '../views/format.js';
import { msg, sentences, verbatim } from '../i18n/i18n.js';
import { errorSentence, solvabilityReason } from '../i18n/solver-words.js';
import { TablesFlow } from './tables-flow.js';
import { slowSearchAdvice } from '../views/heuristic-menu.js';

const EVALUATE_DELAY_MS = 150;

const sameSearch = (a, b) => a?.heuristic === b.heuristic && a?.algorithm === b.algorithm;

export class SolverFlow {
  /** @type {import('./element-parts.js').ElementParts} */
  #parts;
  #solvability = null; // { key, result } for the current position, from the core
  #evaluateTimer = 0;
  // the shuffle under way (a difficulty shuffle is a job): AUTO SOLVE and Hint wait for it
  #shuffling = null;
  // { key, made, difficulty }: the last difficulty shuffle's position and what the core proved
  #shuffled = null;
  #loadedWith = null; // the { heuristic, algorithm } of the solution the player holds
  // The solver could not start (or has not yet): the board, the core's shape from generated data,
  // is played by hand. The element's state holds it.
  get handOnly() {
    return this.#parts.state.now.solver === 'hand-only';
  }

  #tablesFlow;

  constructor(parts) {
    this.#parts = parts;
    this.#tablesFlow = new TablesFlow(parts, {
      handOnly: () => this.handOnly,
      onReady: () => this.scheduleEvaluate(), // the estimate line gains their value
      solveAgain: () => this.solve({ replacing: true }),
    });
  }

  // The search runner and the tables' account are this flow's models; the views read them.
  createModels() {
    const parts = this.#parts;
    parts.searches = new SearchRunner({
      bridge: () => parts.bridge,
      puzzle: () => this.#puzzle,
      stats: parts.stats,
      checkSolvability: () => this.checkSolvability(),
      onChange: () => this.showBusy(),
      onBridgeError: (error, prefix) => parts.lifecycle.reportBridgeError(error, prefix),
      watch: parts.watchFlow,
    });
    parts.tables = new PatternTables({
      bridge: () => parts.bridge,
      puzzle: () => this.#puzzle,
      onChange: (state, previous) => this.#tablesFlow.changed(state, previous),
    });
  }

  get #puzzle() {
    return this.#parts.host.puzzleName;
  }

  async shuffle(options) {
    const { playFlow, editor, searches, bridge, stats, state, live, shuffle, notice } = this.#parts;
    if (editor.isOpen) playFlow.setEditing(false);
    searches.cancel();
    try {
      // A difficulty: a core job proves the position's distance lies in the band (ScrambleResult).
      const { difficulty } = options;
      this.#shuffling = difficulty
        ? bridge.shuffle(this.#puzzle, { difficulty, seed: randomSeed() })
        : bridge.scramble(this.#puzzle, { ...options, seed: randomSeed() });
      const made = await this.#shuffling;
      playFlow.setPosition(made.board);
      notice.hide(); // a notice about the position before is stale now
      shuffle.showDistance(difficulty ? made : null);
      this.noteShuffle(difficulty ? made : null, difficulty);
      const proven =
        difficulty &&
        msg(made.exact ? 'shuffle.proven' : 'shuffle.provenAtLeast', {
          difficulty: msg(`shuffle.${difficulty}`),
          n: made.distance,
        });
      const how = options.random
        ? msg('shuffle.anyPosition')
        : proven || msg('shuffle.walk', { n: options.moves });
      // Random and Expert positions are where a weaker heuristic takes minutes: say so up front.
      const far = options.random || difficulty === 'expert' || options.moves >= 80;
      const advice = far ? slowSearchAdvice(state.now) : null;
      live.announce(msg('announce.shuffled', { how }));
      stats.showStatus(sentences(msg('status.shuffled', { how }), advice), 'info');
    } catch (error) {
      if (error?.kind === 'cancelled') return; // a newer shuffle or search took its place
      this.#parts.lifecycle.reportBridgeError(error, msg('notice.shuffleFailed'));
    } finally {
      this.#shuffling = null;
    }
  }

  // The position a difficulty shuffle made (the Shuffle buttons, or the difficulty attribute), so
  // that its solve can name the difficulty and complete "at least N moves"; null: none.
  noteShuffle(made, difficulty) {
    this.#shuffled = made ? { key: positionKey(made.board), made, difficulty } : null;
  }

  async loadFromHash() {
    const { game, bridge, playFlow, notice, info, shareKey: key } = this.#parts;
    if (!key || this.handOnly) return;
    const text = readHashValue(key);
    if (text === undefined || text === positionKey(game.tiles)) return;
    try {
      const { board } = await bridge.check(this.#puzzle, text);
      playFlow.setPosition(board);
      notice.hide();
      const verdict = await this.checkSolvability();
      if (verdict && !verdict.solvable)
        notice.show(sentences(msg('notice.sharedUnsolvable'), solvabilityReason(verdict)));
    } catch (error) {
      // Only the link's own fault resets the board; a solver failure keeps position and link.
      if (error?.kind !== 'invalid') {
        this.#parts.lifecycle.reportBridgeError(error, msg('notice.sharedFailed'));
        return;
      }
      playFlow.setPosition(info.goal);
      writeHashValue(key, null);
      const link = msg('notice.linkUnusable', {
        key: verbatim(key),
        text: verbatim(text.slice(0, 60)),
      });
      notice.show(sentences(link, errorSentence(error), msg('notice.freshPuzzle')));
    }
  }

  forgetSolvability() {
    this.#solvability = null;
  }

  // The core's verdict for the current position, cached until the position changes.
  async checkSolvability() {
    const { game, editor, bridge } = this.#parts;
    const tiles = game.tiles;
    const key = positionKey(tiles);
    if (this.#solvability?.key === key) {
      if (editor.isOpen) editor.showSolvability(this.#solvability.result);
      return this.#solvability.result;
    }
    if (editor.isOpen) editor.showChecking();
    try {
      const result = await bridge.solvability(this.#puzzle, tiles);
      if (positionKey(game.tiles) !== key) return null; // the board moved on meanwhile
      this.#solvability = { key, result };
      if (editor.isOpen) editor.showSolvability(result);
      return result;
    } catch (error) {
      if (editor.isOpen) editor.showMessage(errorSentence(error));
      return null;
    }
  }

  scheduleEvaluate() {
    clearTimeout(this.#evaluateTimer);
    this.#evaluateTimer = setTimeout(() => this.#evaluate(), EVALUATE_DELAY_MS);
  }

  // Shows the heuristics' estimates for the board. The worker answers such small requests between
  // the slices of a running search, so this need not wait for a search to end.
  async #evaluate() {
    const { game, bridge, stats, state } = this.#parts;
    if (!game || this.handOnly) return;
    const key = positionKey(game.tiles);
    try {
      const values = await bridge.evaluate(this.#puzzle, game.tiles);
      if (positionKey(game.tiles) === key) stats.showEstimate(values, state.now.heuristic);
    } catch {
      stats.showEstimate(null);
    }
  }

  // Buttons that depend on whether a search is under way.
  showBusy() {
    const { searches, game, solverPanel, controls } = this.#parts;
    const solvable = Boolean(game) && !this.handOnly;
    solverPanel.showBusy({
      busy: searches.busy,
      showingSolve: searches.showingSolve,
      playable: solvable,
    });
    controls.setHintEnabled(solvable && !searches.busy);
    this.#parts.watchFlow.showEnabled();
  }

  // replacing: a solve is under way and this one, with the menu's current heuristic, replaces it.
  // heuristic, algorithm: instead of the menus' (slow motion); pace: slow motion's.
  /**
   * @param {{
   *   replacing?: boolean,
   *   heuristic?: string,
   *   algorithm?: string,
   *   pace?: { nodes: number, ms: number }
   * }} [options]
   */
  async solve({ replacing = false, heuristic, algorithm, pace } = {}) {
    // AUTO SOLVE pressed while a shuffle is proving its position
    await this.#shuffling?.catch(() => {});
    const {
      game,
      searches,
      editor,
      playFlow,
      player,
      stats,
      state,
      host,
      live,
      compare,
      watchFlow,
    } = this.#parts;
    if (!game || (searches.busy && !replacing)) return;
    if (editor.isOpen) playFlow.setEditing(false);
    const asked = {
      heuristic: heuristic ?? state.now.heuristic,
      algorithm: algorithm ?? state.now.algorithm,
    };
    // The loaded solution plays on only if the reader asks the same search again; another choice
    // of heuristic or algorithm is a new search, to compare.
    if (player.loaded && !player.atEnd && !pace && sameSearch(this.#loadedWith, asked)) {
      player.play();
      return;
    }
    if (game.isGoal()) {
      // After a solve, AUTO SOLVE at the goal solves the same start again (to compare).
      if (compare.start && !pace) watchFlow.solveAgain();
      else stats.showStatus(msg('status.alreadyGoal'), 'info');
      return;
    }
    this.#tablesFlow.want();
    const start = positionKey(game.tiles);
    const startTiles = [...game.tiles];
    const outcome = await searches.solve(game.tiles, {
      ...asked,
      pace,
      timeLimit: state.now.timeLimit,
    });
    if (!outcome) return;
    if (outcome.refused !== undefined) {
      this.#refuseUnsolvable(outcome.refused);
      return;
    }
    const { result } = outcome;
    recordSolve(this.#puzzle, result);
    compare.add(startTiles, result);
    // The difficulty the start was shuffled to, for a page that tabulates the reader's runs.
    const difficulty = this.#shuffled?.key === start ? this.#shuffled.difficulty : null;
    // An anytime solve (a board bigger than the 15-puzzle) may end with a solution not proven
    // shortest; every other solve's is.
    const optimal = result.optimal ?? true;
    host.emit('slide-search-done', {
      ...result,
      difficulty,
      anytime: result.anytime === true,
      optimal,
    });
    // A shuffle known only as "at least N moves": an optimal solve from it gives the exact
    // distance.
    if (optimal && this.#shuffled?.key === start && !this.#shuffled.made.exact)
      this.#parts.shuffle.showDistance({
        ...this.#shuffled.made,
        distance: result.length,
        exact: true,
      });
    if (positionKey(game.tiles) === start) {
      const play = player.autoplay;
      live.announce(
        sentences(
          optimal
            ? msg('announce.found', { moves: moves(result.length) })
            : msg('announce.foundAnytime', {
                moves: moves(result.length),
                bound: moves(result.bound),
              }),
          msg(play ? 'announce.playing' : 'announce.pressPlay'),
        ),
      );
      player.load(result.moves, { play, notation: result.blankDirections });
      this.#loadedWith = asked;
    }
  }

  async hint() {
    await this.#shuffling?.catch(() => {});
    const { game, searches, editor, playFlow, stats, state, board, live } = this.#parts;
    if (!game || searches.busy) return;
    if (editor.isOpen) playFlow.setEditing(false);
    if (game.isGoal()) {
      stats.showStatus(msg('status.goalNoMove'), 'info');
      return;
    }
    this.#tablesFlow.want();
    const key = positionKey(game.tiles);
    const outcome = await searches.hint(game.tiles, { heuristic: state.now.heuristic });
    if (!outcome) return;
    if (outcome.refused !== undefined) {
      this.#refuseUnsolvable(outcome.refused);
      return;
    }
    if (positionKey(game.tiles) !== key) return;
    const { hint } = outcome;
    // The core names the way the tile slides; the page only puts it into words.
    const slide = {
      name: board.tileName(hint.tile, { inSentence: true }),
      direction: direction(hint.tileDirection),
    };
    // On a board bigger than the 15-puzzle (the best solution found in a few seconds) or with the
    // learned estimate the move is that of a solution not proven shortest: the words say so.
    const text =
      hint.optimal === false
        ? msg('status.hintAnytime', {
            ...slide,
            length: moves(hint.distance),
            bound: moves(hint.bound),
          })
        : msg('status.hint', { ...slide, moves: moves(hint.distance - 1) });
    board.setHint(hint.cell);
    stats.showStatus(text, 'info');
    live.announce(text);
  }

  // reason: the verdict's message, or null when only the refusal is known.
  #refuseUnsolvable(reason) {
    const text = sentences(msg('status.cannotSolve'), reason);
    this.#parts.stats.showStatus(text, 'error');
    this.#parts.live.announce(text);
  }

  // ---- pattern databases (tables-flow.js) -------------------------------------------------------

  prepareTables() {
    this.#tablesFlow.prepare();
  }
}
