// attribute-effects.js: what each attribute does to a running <slide-puzzle>: reads it through
// attributes.js, applies it to the views and flows, and reports a value it cannot use.
//
// Every attribute is reactive: `apply(name)` is called at start and on every change. Those that
// need the puzzle (its heuristics, its board format) wait for it: until the core has described
// the puzzle, apply() of them does nothing and setUp() applies them all.

import {
  ATTRIBUTES,
  CONTROL_GROUPS,
  DIFFICULTY_MOVES,
  attributeRow,
  readAttribute,
} from './attributes.js';
import { AttributeProblems } from './attribute-problems.js';
import { claimShareKey, releaseShareKey } from './hash-state.js';
import { resolveScheme } from './color-theme.js';
import { pictureLoads } from './picture-loader.js';
import { randomSeed } from './random-seed.js';
import { solveHistory, describeComparison } from './solve-history.js';
import { setScheme, showControlGroups } from '../views/puzzle-layout.js';
import { msg, verbatim } from '../i18n/i18n.js';
import { errorClause } from '../i18n/solver-words.js';

// Attributes applied only once the puzzle is known (the others apply at once).
const NEED_PUZZLE = new Set([
  'board',
  'difficulty',
  'seed',
  'heuristic',
  'algorithm',
  'label',
  'compare-with',
  'tables',
]);

export class AttributeEffects {
  /** @type {import('./element-parts.js').ElementParts} */
  #parts;
  #host;
  #problems;
  #compareListener = null;
  #positionRequest = 0; // the latest start-position request, so a slower earlier one is dropped

  // parts: the element's shared set of views and models (slide-puzzle.js).
  constructor(parts) {
    this.#parts = parts;
    this.#host = parts.host;
    this.#problems = new AttributeProblems(parts.host, parts.notice);
  }

  // The value in effect for `name`: the attribute's, or the default (absent) or fallback (bad
  // value, which is reported). Rows the core checks are only checked for form here.
  value(name) {
    const row = attributeRow(name);
    const { value, problem } = readAttribute(row, this.#host.getAttribute(name));
    if (problem) this.#problems.report(name, problem);
    else if (!row.checkedByCore) this.#problems.clear(name);
    return value;
  }

  // Applies every attribute that does not need the puzzle (on connect).
  applyEarly() {
    for (const row of ATTRIBUTES)
      if (!NEED_PUZZLE.has(row.name) && row.name !== 'puzzle') this.apply(row.name);
  }

  // The puzzle is known (first load, or a new puzzle): everything that depends on it.
  setUp() {
    for (const name of [
      'heuristic',
      'algorithm',
      'label',
      'picture',
      'numbers',
      'tables',
      'compare-with',
    ])
      this.apply(name);
  }

  // name: an attribute that changed (or is applied for the first time).
  apply(name) {
    const parts = this.#parts;
    if (NEED_PUZZLE.has(name) && !parts.info) {
      this.value(name); // a bad value is still reported at once
      return;
    }
    switch (name) {
      case 'theme': {
        const theme = this.value('theme');
        setScheme(this.#root, resolveScheme(this.#host, theme), theme !== 'auto');
        break;
      }
      case 'controls': {
        const value = this.value('controls');
        showControlGroups(
          this.#root,
          value === 'all' ? CONTROL_GROUPS : value === 'none' ? [] : value.split(' '),
        );
        break;
      }
      case 'stats':
        parts.stats.setMode(this.value('stats'));
        break;
      case 'speed':
        parts.playback.setSpeed(this.value('speed'));
        break;
      case 'autoplay':
        parts.player.autoplay = this.value('autoplay');
        break;
      case 'autosolve':
        parts.autosolve.set(this.value('autosolve'));
        break;
      case 'numbers': {
        const show = this.value('numbers');
        parts.board.setNumbers(show);
        parts.picture.showNumbers(show);
        break;
      }
      case 'picture':
        this.applyPicture();
        break;
      case 'share-key':
        this.claimShareKey();
        break;
      case 'label':
        parts.board.setLabel(this.boardLabel);
        break;
      case 'lang':
        this.#host.applyLanguage();
        break;
      case 'algorithm':
        parts.state.algorithmChosen(this.value('algorithm'));
        break;
      case 'time-limit':
        parts.state.timeLimitChosen(this.value('time-limit'));
        break;
      case 'heuristic':
        this.#applyHeuristic();
        break;
      case 'tables':
        this.value('tables');
        parts.solverFlow.prepareTables();
        break;
      case 'compare-with':
        this.#applyComparison();
        break;
      case 'board':
      case 'difficulty':
      case 'seed':
        this.applyStartPosition().then(() => parts.autosolve.ready());
        break;
      default:
        break; // puzzle: the element rebuilds itself (slide-puzzle.js)
    }
  }

  get #root() {
    return /** @type {ShadowRoot} */ (this.#host.shadowRoot);
  }

  // The board's accessible name.
  get boardLabel() {
    const label = this.value('label');
    return msg('board.label', {
      name: label
        ? verbatim(label)
        : msg('board.puzzleName', { puzzle: verbatim(this.#host.puzzleName) }),
    });
  }

  // Resolves { name, info } for the puzzle attribute, or for the 15-puzzle when the core does not
  // know that name (reported). Other failures (the solver itself) are thrown to the caller.
  async loadPuzzle() {
    const name = this.value('puzzle');
    try {
      const info = await this.#parts.bridge.puzzle(name);
      this.#problems.clear('puzzle');
      return { name, info };
    } catch (error) {
      if (error?.kind !== 'invalid') throw error;
      this.#problems.report('puzzle', errorClause(error), msg('instead.fifteen'));
      return { name: '15', info: await this.#parts.bridge.puzzle('15') };
    }
  }

  // The start position: board, else the difficulty's shuffle, else the goal. initial: the first
  // load, where the goal is already on the board and nothing need be done for it.
  async applyStartPosition({ initial = false } = {}) {
    const { bridge, playFlow, info } = this.#parts;
    const request = ++this.#positionRequest;
    const puzzle = this.#host.puzzleName;
    const current = () => request === this.#positionRequest && puzzle === this.#host.puzzleName;
    const board = this.value('board');
    const difficulty = this.value('difficulty');
    const seed = this.value('seed');
    try {
      if (board !== null) {
        try {
          const { board: tiles } = await bridge.check(puzzle, board);
          if (!current()) return;
          this.#problems.clear('board');
          playFlow.setPosition(tiles, { share: false });
          return;
        } catch (error) {
          // A removed element's solver stops and refuses what was pending: no one to tell.
          if (!current() || error?.kind === 'cancelled' || !this.#host.isConnected) return;
          this.#problems.report(
            'board',
            errorClause(error),
            difficulty
              ? msg('instead.shuffle', { difficulty: verbatim(difficulty) })
              : msg('instead.goal'),
          );
        }
      } else {
        this.#problems.clear('board');
      }
      if (difficulty !== null) {
        // A difficulty name: the core's proven band, as the Shuffle buttons; a number: a walk.
        const named = Object.hasOwn(DIFFICULTY_MOVES, difficulty);
        const how = difficulty === 'random' ? { random: true } : { moves: Number(difficulty) };
        const made = named
          ? await bridge.shuffle(puzzle, { difficulty, seed: seed ?? randomSeed() })
          : await bridge.scramble(puzzle, { ...how, seed: seed ?? randomSeed() });
        if (current()) playFlow.setPosition(made.board, { share: false });
        if (current()) this.#parts.shuffle.showDistance(named ? made : null);
        if (current()) this.#parts.solverFlow.noteShuffle(named ? made : null, difficulty);
      } else if (!initial) {
        playFlow.setPosition(info.goal, { share: false });
      }
    } catch (error) {
      // Played by hand, the notice already says why the solver cannot run: the same failure is
      // not told again.
      const handOnly = this.#parts.state.now.solver === 'hand-only';
      if (current() && error?.kind !== 'cancelled' && this.#host.isConnected && !handOnly) {
        this.#parts.lifecycle.reportBridgeError(error, msg('notice.startFailed'));
      }
    }
  }

  // The share-key in effect, claimed for this element (null: none, or another element's).
  claimShareKey() {
    const parts = this.#parts;
    releaseShareKey(this.#host);
    const key = this.value('share-key');
    parts.shareKey = this.#host.isConnected ? claimShareKey(this.#host, key) : null;
    if (key && this.#host.isConnected && !parts.shareKey) {
      this.#problems.report('share-key', msg('problem.shareKeyTaken'), msg('instead.noUrlState'));
    }
    if (parts.shareKey && parts.game) parts.solverFlow.loadFromHash();
  }

  releaseShareKey() {
    releaseShareKey(this.#host);
    this.#parts.shareKey = null;
  }

  // The picture is shown only once it has loaded: a missing one falls back to numbered tiles with
  // a notice, instead of blank pieces and a failed request per piece. A relative URL resolves
  // against the page (document.baseURI), as an <img src> in the page would.
  applyPicture() {
    const { board, picture, game, playFlow } = this.#parts;
    const url = this.value('picture');
    picture.setVisible(url !== null);
    const show = (source) => {
      board.setPicture(source);
      if (game && this.#parts.game) playFlow.renderBoard({ animate: false });
    };
    if (picture.userPicture) {
      show(picture.userPicture);
      return;
    }
    if (url === null) {
      this.#problems.clear('picture');
      show(null);
      return;
    }
    let absolute;
    try {
      absolute = new URL(url, document.baseURI).href;
    } catch {
      this.#problems.report('picture', msg('problem.notUrl'), msg('instead.numberedTiles'));
      show(null);
      return;
    }
    pictureLoads(absolute).then((loads) => {
      if (this.value('picture') !== url || picture.userPicture) return; // changed meanwhile
      if (loads) {
        this.#problems.clear('picture');
        show(absolute);
      } else {
        this.#problems.report(
          'picture',
          msg('problem.imageFailed', { url: verbatim(absolute) }),
          msg('instead.numberedTiles'),
        );
        show(null);
      }
    });
  }

  #applyHeuristic() {
    const id = this.value('heuristic');
    const { state } = this.#parts;
    const offered = state.now.offer.offered;
    if (id !== 'auto' && !offered.includes(id)) {
      this.#problems.report(
        'heuristic',
        msg('problem.heuristics', { ids: verbatim(offered.join(', ')) }),
        msg('instead.autoHeuristic'),
      );
      state.heuristicPicked(null);
      return;
    }
    this.#problems.clear('heuristic');
    state.heuristicPicked(id === 'auto' ? null : id);
  }

  // Whether the other name is a puzzle is the core's to say; until it has, no comparison shows.
  async #applyComparison() {
    const { stats, bridge } = this.#parts;
    const other = this.value('compare-with');
    if (this.#compareListener) solveHistory.removeEventListener('change', this.#compareListener);
    this.#compareListener = null;
    if (other === null) {
      this.#problems.clear('compare-with');
      stats.hideComparison();
      return;
    }
    try {
      await bridge.puzzle(other);
    } catch (error) {
      if (
        this.value('compare-with') !== other ||
        error?.kind === 'cancelled' ||
        !this.#host.isConnected
      )
        return;
      this.#problems.report('compare-with', errorClause(error), msg('instead.noComparison'));
      stats.hideComparison();
      return;
    }
    if (this.value('compare-with') !== other || this.#compareListener) return;
    this.#problems.clear('compare-with');
    const compare = () => stats.showComparison(describeComparison(this.#host.puzzleName, other));
    this.#compareListener = compare;
    solveHistory.addEventListener('change', compare);
    compare();
  }
}
