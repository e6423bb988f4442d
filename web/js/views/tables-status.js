// tables-status.js: the one line in the solver panel that says how the pattern databases are doing,
// with its Cancel or Build button.
//
// The line keeps the room of its button even when there is nothing to press (the button is made
// invisible, not removed), and its text room is reserved in CSS, so nothing below it moves as
// the state changes several times a second.

import { heuristicName } from './heuristic-names.js';
import { joined, ms, msg, percent, seconds, sentences, verbatim } from '../i18n/i18n.js';
import { localeOf } from '../i18n/locale.js';
import { errorSentence } from '../i18n/solver-words.js';

const MB = 1024 * 1024;
const css = String.raw;

export const tablesStatusTemplate = /* HTML */ ` <div
  class="tables-status"
  data-phase="waiting"
  data-group="solve"
>
  <p class="tables-text small" data-i18n="tables.waiting"></p>
  <button
    type="button"
    part="button"
    class="tables-action unused"
    disabled
    data-i18n="tables.build"
  ></button>
</div>`;

export const tablesStatusStyles = new CSSStyleSheet();
tablesStatusStyles.replaceSync(css`
  /* The pattern database line: two lines of text or its button, whichever is taller, always. */
  .tables-status {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    justify-content: space-between;
  }
  .tables-text {
    margin: 0;
    min-height: calc(2 * 1.45em);
    display: flex;
    align-items: center;
    font-variant-numeric: tabular-nums;
  }
  .tables-status[data-phase='ready'] .tables-text {
    color: var(--good);
  }
  .tables-status[data-phase='failed'] .tables-text {
    color: var(--bad);
  }
  /* One width for every label (Build, Cancel, Retry), so a change of state moves nothing. */
  .tables-action {
    flex: none;
    min-width: 6.5em;
  }
  /* Without an action the button keeps its height (the line's minimum) but gives its width to the
     text. */
  .tables-action.unused {
    visibility: hidden;
    width: 0;
    min-width: 0;
    padding: 0;
    border: 0;
    overflow: hidden;
  }
`);

// Text, button and tooltip (messages) for a PatternTables state. `fallback` names the heuristic
// searches use while the tables are not ready.
// `everyPositionCounted`: the core has counted (and so holds the exact distance of) every position
// of the puzzle, which makes tables pointless.
/**
 * @param {{ phase: string, [key: string]: any }} state
 * @param {{ fallback?: string, everyPositionCounted?: boolean }} [context]
 */
function describeTables(state, { fallback, everyPositionCounted } = {}) {
  switch (state.phase) {
    case 'waiting':
      return { text: msg('tables.waiting') };
    case 'unavailable':
      if (state.reason === 'solver') return { text: msg('tables.noSolver') };
      return { text: msg(everyPositionCounted ? 'tables.notNeeded' : 'tables.notAvailable') };
    case 'idle':
      return { text: msg('tables.idle'), action: 'build' };
    case 'loading':
      return { text: msg('tables.loading'), action: 'cancel' };
    case 'building':
      return {
        // a no-break space keeps the percent with its word
        text: msg('tables.building', { percent: percent(state.progress) }),
        action: 'cancel',
        title: Number.isFinite(state.memoryBytes)
          ? msg('tables.buildingMemory', { size: megabytes(state.memoryBytes, 1) })
          : '',
      };
    case 'saving':
      return { text: msg('tables.saving') };
    case 'ready':
      return { text: readyText(state), title: readyTitle(state) };
    case 'cancelled':
      return { text: msg('tables.cancelled', { name: heuristicName(fallback) }), action: 'build' };
    case 'failed':
      return {
        text: msg('tables.failed', {
          reason: state.error ? errorSentence(state.error) : verbatim(state.message),
        }),
        action: 'build',
      };
    default:
      return { text: '' };
  }
}

const megabytes = (bytes, digits) =>
  msg('unit.megabytes', { value: verbatim((bytes / MB).toFixed(digits)) });

function readyText(state) {
  if (state.source === 'cache') return msg('tables.readyCache', { time: ms(state.ms) });
  if (state.source !== 'built') return msg('tables.ready');
  const time = seconds(state.ms / 1000);
  // A damaged or stale copy is never used (the worker checks version and checksum); say it was
  // there, in words short enough for two lines on a phone (the reason is in the tooltip).
  if (state.discarded && state.stored) return msg('tables.rebuilt', { time });
  const built = msg(state.stored ? 'tables.builtKept' : 'tables.builtNotKept', { time });
  return sentences(built, state.discarded ? msg('tables.discardedNote') : null);
}

function readyTitle(state) {
  const parts = [];
  if (state.description) parts.push(verbatim(state.description));
  if (Number.isFinite(state.heapBytes))
    parts.push(msg('tables.memory', { size: megabytes(state.heapBytes, 0) }));
  if (state.discarded) parts.push(msg('tables.discardedTitle', { why: verbatim(state.discarded) }));
  return joined(parts, 'join.estimates');
}

export class TablesStatus {
  #line;
  #text;
  #action;
  #actionKind = null;
  #locale;

  // root holds the line's markup; onCancel() and onBuild() answer the button.
  constructor(root, { onCancel, onBuild }) {
    this.#locale = localeOf(root);
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
    this.#locale.text(this.#text, text);
    this.#locale.attr(this.#line, 'title', title);
    this.#line.dataset.phase = state.phase;
    if (action === this.#actionKind) return;
    this.#actionKind = action;
    this.#action.classList.toggle('unused', !action);
    this.#action.disabled = !action;
    this.#locale.text(this.#action, msg(action === 'cancel' ? 'tables.cancel' : 'tables.build'));
    // The visible word stays in the accessible name, which says what is cancelled or built.
    this.#locale.attr(
      this.#action,
      'aria-label',
      msg(action === 'cancel' ? 'tables.cancelLabel' : 'tables.buildLabel'),
    );
  }
}
