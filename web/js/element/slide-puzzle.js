// slide-puzzle.js: the <slide-puzzle> custom element: a playable, shareable sliding puzzle whose AI
// runs in a worker.
//
// Usage: <script type="module" src=".../element/slide-puzzle.js"></script>
//        <slide-puzzle puzzle="15" difficulty="hard" seed="7" share-key="b"></slide-puzzle>
// Attributes: every one is listed, with its property, default, allowed values and parser, in
// attributes.js (the one source for this element, docs.html and custom-elements.json); each is
// reactive, and what it does is in attribute-effects.js. A bad value is shown inside the element
// with what it fell back to, and warned about once in the console (attribute-problems.js).
// Events (bubbling, composed): slide-move, slide-solved, slide-search-done, slide-tables (detail:
// the pattern databases' state, see pattern-tables.js), slide-share (detail: { key, value } just
// written to the URL fragment).
// Properties besides the attributes': ready (Promise of the current puzzle's topology; a change of
// puzzle replaces it), tiles (the current position). Slot: reachable-note. Parts and CSS custom
// properties: see docs.html.
//
// This file keeps the lifecycle and the wiring: the views (../views/) draw, the play and solver
// flows sequence, and every rule, search and verdict comes from the core through SolverBridge.

import { SolverBridge } from '../worker/solver-bridge.js';
import { createParts } from './element-parts.js';
import { ReadyPromise } from './ready-promise.js';
import { defineAttributeProperties, upgradeProperties } from './element-properties.js';
import { chooseLanguage, watchPageLanguage } from './language.js';
import { GameState, tilesFromText } from './game-state.js';
import { attributeNames } from './attributes.js';
import { readHashValue } from './hash-state.js';
import { watchPageScheme } from './color-theme.js';
import { DEFAULT_LANGUAGE, languageOf, loadLanguage, msg, sentences } from '../i18n/i18n.js';
import { errorSentence } from '../i18n/solver-words.js';
// The same script defines <slide-lab> (a small shell; the experiments load when one is used).
import '../lab/lab-element.js';

// The page's likely language is fetched while the elements start, so a Japanese post has its
// words by the time the solver is ready (only English is in this module's download).
loadLanguage(
  languageOf(document.documentElement.lang) ?? languageOf(navigator.language) ?? DEFAULT_LANGUAGE,
);

// How long the board waits for the solver before it is drawn for play by hand (a slow network).
const SLOW_SOLVER_MS = 1500;

export class SlidePuzzleElement extends HTMLElement {
  static observedAttributes = attributeNames;

  /** @type {import('./element-parts.js').ElementParts} */
  #parts;
  #started = false;
  #bridgeStopped = false;
  #stopWatchingScheme = null;
  #stopWatchingLanguage = null;
  #puzzleRequest = 0; // the latest change of puzzle, so a slower earlier one is dropped
  #puzzleChangedEarly = false; // the puzzle attribute changed before the first puzzle was ready
  #worded = Promise.resolve(); // settles once the words are in the language in effect
  #ready = new ReadyPromise();

  // A promise of the current puzzle's topology, resolved once it is playable.
  get ready() {
    return this.#ready.promise.then((value) => this.#worded.then(() => value));
  }

  constructor() {
    super();
    this.#parts = createParts(this, this.attachShadow({ mode: 'open' }));
  }

  // The puzzle in use (what the flows ask the core about).
  get puzzleName() {
    return this.#parts.state.now.puzzle ?? this.#parts.effects.value('puzzle');
  }

  get tiles() {
    return this.#parts.game ? this.#parts.game.tiles : null;
  }

  // The heuristic AUTO SOLVE would use now (the reader's pick, the attribute's, or the fallback).
  get heuristicInUse() {
    return this.#parts.state.now.heuristic;
  }

  // The language in effect (a table's name: en, ja), from the lang attribute or the host page's.
  get language() {
    return this.#parts.locale.lang;
  }

  // Words every text again if the language in effect changed (the lang attribute, the page's lang).
  // Returns a promise that settles once the words are in that language (its table may be fetched).
  applyLanguage() {
    const { locale, effects, state } = this.#parts;
    const worded = locale.setLanguage(chooseLanguage(this, effects.value('lang')));
    // The words' language, for screen readers' voices and the fonts (a region tag or "de" says
    // English).
    const mark = () => {
      this.shadowRoot.querySelector('.puzzle').setAttribute('lang', locale.lang);
      state.languageChanged(locale.lang);
    };
    mark();
    this.#worded = worded.then(mark);
    return this.#worded;
  }

  // Sends one of the element's events (bubbling, and out of the shadow root).
  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  connectedCallback() {
    upgradeProperties(this);
    this.#stopWatchingScheme ??= watchPageScheme(() => this.#parts.effects.apply('theme'));
    this.#stopWatchingLanguage ??= watchPageLanguage(() => this.applyLanguage());
    // Claimed here, in document order, so "the first one" is the first in the page, not the first
    // ready.
    this.#parts.effects.claimShareKey();
    this.#parts.autosolve.connect();
    if (this.#started) {
      if (this.#bridgeStopped) {
        this.#bridgeStopped = false;
        this.#parts.lifecycle
          .restartSolver()
          .catch((error) =>
            this.#parts.notice.show(sentences(msg('notice.noRestart'), errorSentence(error))),
          );
      }
      return;
    }
    this.#started = true;
    this.#parts.effects.applyEarly();
    this.#reserveOptionalParts();
    this.#start();
  }

  // A removed element lets go of the page's shared solver (cancelling its own requests); being
  // moved (removed and re-inserted in the same task) does not, hence the check after a microtask.
  disconnectedCallback() {
    const parts = this.#parts;
    this.#stopWatchingScheme?.();
    this.#stopWatchingScheme = null;
    this.#stopWatchingLanguage?.();
    this.#stopWatchingLanguage = null;
    parts.searches.cancel();
    parts.player.pause();
    parts.autosolve.disconnect();
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#parts.effects.releaseShareKey();
      if (!parts.bridge || this.#bridgeStopped) return;
      this.#bridgeStopped = true;
      parts.tables.reset();
      parts.bridge.terminate();
    });
  }

  attributeChangedCallback(name, previous, value) {
    // before connecting, connectedCallback applies them all
    if (previous === value || !this.#started) return;
    if (name === 'puzzle') this.#changePuzzle();
    else this.#parts.effects.apply(name);
  }

  // Shows, before the solver has loaded, every part whose presence is already known from the
  // markup, so that nothing below appears late and pushes the page down.
  #reserveOptionalParts() {
    if (this.getAttribute('compare-with')) this.#parts.stats.showComparison(null);
    if (this.querySelector('[slot="reachable-note"]')) this.#parts.stats.showReachable(null);
  }

  async #start() {
    const parts = this.#parts;
    try {
      parts.bridge = new SolverBridge();
      await this.#drawWhileLoading(parts.bridge.ready);
      await parts.bridge.ready;
      const { name, info } = await parts.effects.loadPuzzle();
      parts.state.puzzleLoaded(name, info);
      parts.state.solverIs('up');
    } catch (error) {
      // Without the solver a built-in puzzle is still drawn and played by hand (see
      // solver-flow.js).
      const shape = await parts.lifecycle.startWithoutSolver(error);
      if (shape) parts.state.puzzleLoaded(this.puzzleName, shape);
      if (!parts.info) {
        this.#ready.reject(error);
        return;
      }
    }
    await this.#setUp({ first: true });
  }

  // A slow download of the solver (issue 14, item 17): after SLOW_SOLVER_MS a built-in puzzle is
  // drawn from its generated shape, at its board attribute when that reads as the goal's tiles
  // (not under a shared link, whose position the core reads), and played by hand; #setUp keeps it.
  async #drawWhileLoading(ready) {
    const late = await Promise.race([
      ready.then(
        () => false,
        () => false,
      ),
      new Promise((resolve) => setTimeout(resolve, SLOW_SOLVER_MS, true)),
    ]);
    const shape = late && (await this.#parts.lifecycle.startBeforeSolver());
    if (!shape || this.#parts.info) return;
    const parts = this.#parts;
    parts.state.puzzleLoaded(this.puzzleName, shape);
    const shared = parts.shareKey && readHashValue(parts.shareKey) !== undefined;
    parts.game = new GameState(
      shape,
      (!shared && tilesFromText(shape, this.#parts.effects.value('board'))) || shape.goal,
    );
    parts.board.build(shape, parts.game.tiles);
    parts.board.showReady(this.#parts.effects.boardLabel);
    parts.playFlow.renderBoard({ animate: false });
    parts.playFlow.renderCounters();
  }

  // A new puzzle attribute after start: the element asks the core for it and rebuilds everything
  // that depends on it; the old puzzle stays playable until the new one is ready.
  async #changePuzzle() {
    const parts = this.#parts;
    if (!parts.info) {
      // Still starting: the first puzzle may already have been asked for, so look again once it is
      // ready.
      this.#puzzleChangedEarly = true;
      return;
    }
    const request = ++this.#puzzleRequest;
    parts.searches.cancel();
    parts.player.clear();
    if (parts.editor.isOpen) parts.playFlow.setEditing(false);
    this.#ready.renew();
    try {
      const loaded = await this.#parts.effects.loadPuzzle();
      if (request !== this.#puzzleRequest) return;
      parts.tables.reset();
      parts.state.puzzleLoaded(loaded.name, loaded.info);
    } catch (error) {
      if (request !== this.#puzzleRequest) return;
      parts.lifecycle.reportBridgeError(error, msg('notice.newPuzzleFailed'));
      this.#ready.reject(error);
      return;
    }
    await this.#setUp({ first: false });
  }

  // Everything that follows from the puzzle's description: the menus, the tables, the board, the
  // start position (a shared link's, else board or difficulty), and the attributes that need it.
  async #setUp({ first }) {
    const parts = this.#parts;
    const solverUp = !parts.solverFlow.handOnly;
    const info = parts.info;
    // First of all, so the tables load (or build) while everything else gets ready.
    parts.tables.setUp(info);
    parts.solverFlow.prepareTables();
    // A position played by hand while the solver was loading stays on the board.
    const played = first && parts.game && !parts.game.isGoal() ? parts.game.tiles : null;
    parts.game = new GameState(info);
    parts.playFlow.hideCelebration();
    parts.clock.reset();
    parts.board.build(info, info.goal);
    parts.watchFlow.setUp(info);
    parts.shuffle.showBands(info.difficulties);
    parts.board.showReady(this.#parts.effects.boardLabel);
    if (Number.isFinite(info.reachable)) parts.stats.showReachable(info.reachable);
    else if (!this.querySelector('[slot="reachable-note"]')) parts.stats.hideReachable();
    this.#parts.effects.setUp();
    for (const part of [parts.shuffle, parts.solverPanel]) part.setEnabled(solverUp);
    parts.controls.setEditEnabled(solverUp);
    parts.controls.setShareVisible(Boolean(parts.shareKey));
    parts.solverFlow.showBusy();
    if (solverUp) parts.stats.showStatus(msg('status.ready'), 'info');
    parts.playFlow.renderCounters();
    parts.playback.render(parts.player);

    if (first) {
      // loadFromHash does nothing without a claimed key (see connectedCallback), so the listener is
      // cheap.
      window.addEventListener('hashchange', () => parts.solverFlow.loadFromHash());
      await parts.solverFlow.loadFromHash();
    }
    // A shared link's position wins over the embedder's start position.
    const shared = first && parts.shareKey && readHashValue(parts.shareKey) !== undefined;
    if (played) parts.playFlow.setPosition(played, { share: false });
    else if (!shared) await this.#parts.effects.applyStartPosition({ initial: first });
    parts.solverFlow.scheduleEvaluate();
    // Ready means playable, with the start position already on the board.
    this.#ready.resolve(info);
    parts.autosolve.ready();
    if (
      first &&
      this.#puzzleChangedEarly &&
      parts.effects.value('puzzle') !== parts.state.now.puzzle
    )
      this.#changePuzzle();
  }
}

defineAttributeProperties(SlidePuzzleElement);
customElements.define('slide-puzzle', SlidePuzzleElement);
