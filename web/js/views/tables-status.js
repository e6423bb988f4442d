// tables-status.js: the one line in the solver panel that says how the pattern databases are doing, with its Cancel or Build button.
//
// The line keeps the room of its button even when there is nothing to press (the button is made
// invisible, not removed), and its text room is reserved in CSS, so nothing below it moves as
// the state changes several times a second.

import { formatMs, formatPercent, sentence } from './format.js';
import { heuristicName } from './heuristic-names.js';

const MB = 1024 * 1024;
const css = String.raw;

export const tablesStatusTemplate = `
      <div class="tables-status" data-phase="waiting" data-group="solve">
        <p class="tables-text small">Pattern databases: waiting for the solver…</p>
        <button type="button" part="button" class="tables-action unused" disabled>Build</button>
      </div>`;

export const tablesStatusStyles = new CSSStyleSheet();
tablesStatusStyles.replaceSync(css`
/* The pattern database line: two lines of text or its button, whichever is taller, always. */
.tables-status { display: flex; gap: 0.75rem; align-items: center; justify-content: space-between; }
.tables-text { margin: 0; min-height: calc(2 * 1.45em); display: flex; align-items: center; font-variant-numeric: tabular-nums; }
.tables-status[data-phase='ready'] .tables-text { color: var(--good); }
.tables-status[data-phase='failed'] .tables-text { color: var(--bad); }
/* One width for every label (Build, Cancel, Retry), so a change of state moves nothing. */
.tables-action { flex: none; min-width: 6.5em; }
/* Without an action the button keeps its height (the line's minimum) but gives its width to the text. */
.tables-action.unused { visibility: hidden; width: 0; min-width: 0; padding: 0; border: 0; overflow: hidden; }
`);

// Text, button and tooltip for a PatternTables state. `fallback` names the heuristic searches use
// while the tables are not ready.
// `everyPositionCounted`: the core has counted (and so holds the exact distance of) every position
// of the puzzle, which makes tables pointless.
/** @param {{ phase: string, [key: string]: any }} state @param {{ fallback?: string, everyPositionCounted?: boolean }} [context] */
function describeTables(state, { fallback, everyPositionCounted } = {}) {
  switch (state.phase) {
    case 'waiting':
      return { text: 'Pattern databases: waiting for the solver…' };
    case 'unavailable':
      if (state.reason === 'solver') return { text: 'Pattern databases: unavailable without the solver.' };
      return {
        text: everyPositionCounted
          ? 'Pattern databases: not needed; the exact table knows every position.'
          : 'Pattern databases: not available for this puzzle.',
      };
    case 'idle':
      return {
        text: 'Pattern databases: not built yet.',
        action: 'build',
      };
    case 'loading':
      return { text: 'Pattern databases: looking for a copy kept in this browser…', action: 'cancel' };
    case 'building':
      return {
        text: `Pattern databases: building…\u00a0${formatPercent(state.progress)}`, // kept together when wrapped
        action: 'cancel',
        title: Number.isFinite(state.memoryBytes) ? `Tables so far: ${(state.memoryBytes / MB).toFixed(1)} MB` : '',
      };
    case 'saving':
      return { text: 'Pattern databases: built; keeping a copy in this browser…' };
    case 'ready':
      return { text: readyText(state), title: readyTitle(state) };
    case 'cancelled':
      return {
        text: `Pattern databases: cancelled; searches use ${heuristicName(fallback)}.`,
        action: 'build',
      };
    case 'failed':
      return { text: `Pattern databases failed: ${sentence(state.message)}`, action: 'build' };
    default:
      return { text: '' };
  }
}

function readyText(state) {
  if (state.source === 'cache') return `Pattern databases ready: loaded from this browser in ${formatMs(state.ms)}.`;
  if (state.source !== 'built') return 'Pattern databases ready.';
  const seconds = `${(state.ms / 1000).toFixed(1)} s`;
  // A damaged or stale copy is never used (the worker checks version and checksum); say it was
  // there, in words short enough for two lines on a phone (the reason is in the tooltip).
  if (state.discarded && state.stored) return `Pattern databases ready: rebuilt in ${seconds}, replacing the unusable copy kept here.`;
  const kept = state.stored ? 'kept in this browser' : 'this browser could not keep a copy';
  const discarded = state.discarded ? ' An unusable copy found there was discarded.' : '';
  return `Pattern databases ready: built in ${seconds}, ${kept}.${discarded}`;
}

function readyTitle(state) {
  const parts = [];
  if (state.description) parts.push(state.description);
  if (Number.isFinite(state.heapBytes)) parts.push(`solver memory ${(state.heapBytes / MB).toFixed(0)} MB`);
  if (state.discarded) parts.push(`discarded copy: ${state.discarded}`);
  return parts.join('; ');
}

export class TablesStatus {
  #line;
  #text;
  #action;
  #actionKind = null;

  // root holds the line's markup; onCancel() and onBuild() answer the button.
  constructor(root, { onCancel, onBuild }) {
    const container = root.querySelector('.tables-status');
    this.#line = container;
    this.#text = container.querySelector('.tables-text');
    this.#action = container.querySelector('.tables-action');
    this.#action.addEventListener('click', () => {
      if (this.#actionKind === 'cancel') onCancel();
      else if (this.#actionKind === 'build') onBuild();
    });
  }

  render(state, context) {
    const { text, action = null, title = '' } = describeTables(state, context);
    this.#text.textContent = text;
    this.#line.title = title;
    this.#line.dataset.phase = state.phase;
    if (action === this.#actionKind) return;
    this.#actionKind = action;
    this.#action.classList.toggle('unused', !action);
    this.#action.disabled = !action;
    this.#action.textContent = action === 'cancel' ? 'Cancel' : 'Build';
    // The visible word stays in the accessible name, which says what is cancelled or built.
    this.#action.setAttribute(
      'aria-label',
      action === 'cancel' ? 'Cancel building the pattern databases' : 'Build the pattern databases',
    );
  }
}
