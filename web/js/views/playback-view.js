// playback-view.js: the solution player's controls: Back, Play/Pause, Forward, the speed slider,
// the "move 3 of 20" line, and (with More controls) the timeline to drag to any move and the
// solution as text with its Copy button.

import { msg } from '../i18n/i18n.js';
import { localeOf } from '../i18n/locale.js';

const css = String.raw;

// Icons are inline SVG paths rather than media-control characters, which many fonts lack.
function icon(path, filled = false) {
  const paint = filled
    ? 'fill="currentColor" stroke="none"'
    : 'fill="none" stroke="currentColor" stroke-width="2.2" ' +
      'stroke-linecap="round" stroke-linejoin="round"';
  const svg = 'class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"';
  return `<svg ${svg}><path d="${path}" ${paint}/></svg>`;
}
const PLAY_ICON = icon('M7 5v14l12-7z', true);
const PAUSE_ICON = icon('M6 5h4v14H6zM14 5h4v14h-4z', true);

export const playbackTemplate = /* HTML */ ` <div
    part="buttons"
    class="button-row player"
    role="group"
    data-i18n-attr="aria-label:playback.label"
  >
    <button type="button" part="button" class="step-back extra" disabled>
      ${icon('M11 6 5 12l6 6M19 6l-6 6 6 6')} <span data-i18n="playback.back"></span>
    </button>
    <button type="button" part="button" class="play" disabled>
      <span class="play-icon">${PLAY_ICON}</span>
      <span class="play-label" data-i18n="playback.play"></span>
    </button>
    <button type="button" part="button" class="step-forward extra" disabled>
      <span data-i18n="playback.forward"></span> ${icon('m13 6 6 6-6 6M5 6l6 6-6 6')}
    </button>
    <label class="speed extra"
      ><span data-i18n="playback.speed"></span>
      <input type="range" class="speed-input" min="1" max="20" value="4" step="1" />
      <output class="speed-value"></output
    ></label>
  </div>
  <p class="player-status small" aria-live="polite"></p>
  <div class="timeline extra">
    <label class="scrub"
      ><span data-i18n="playback.timeline"></span>
      <input type="range" class="scrub-input" min="0" max="0" value="0" step="1" disabled />
    </label>
    <p class="solution-text small">
      <span data-i18n="playback.notation"></span>
      <code class="notation" translate="no"
        ><span class="played"></span><span class="to-play"></span
      ></code>
      <button
        type="button"
        part="button"
        class="copy-notation"
        disabled
        data-i18n="playback.copy"
      ></button>
    </p>
  </div>`;

export const playbackStyles = new CSSStyleSheet();
playbackStyles.replaceSync(css`
  .play-icon {
    display: inline-flex;
  }
  .speed {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    font-size: 0.9em;
    color: var(--muted);
  }
  .speed input {
    width: 7rem;
    accent-color: var(--accent);
  }
  .speed output {
    min-width: 2.6em;
    font-variant-numeric: tabular-nums;
    color: var(--ink);
  }
  .player-status {
    min-height: 1.45em;
  } /* one line at the line height, so a loaded solution moves nothing */
  .timeline {
    flex-basis: 100%;
    display: grid;
    gap: 0.3rem;
  }
  .scrub {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.9em;
    color: var(--muted);
  }
  .scrub input {
    flex: 1;
    min-width: 0;
    accent-color: var(--accent);
  }
  /* The letters wrap anywhere (an 80-move line is one word); the played ones are dimmed. */
  .solution-text {
    margin: 0;
    min-height: 1.45em;
    overflow-wrap: anywhere;
  }
  .notation {
    font-family: var(--mono, ui-monospace, monospace);
    letter-spacing: 0.05em;
  }
  .notation .played {
    color: var(--muted);
  }
  .copy-notation {
    margin-inline-start: 0.5rem;
    padding-block: 0.1rem;
  }
`);

export class PlaybackControls {
  #back;
  #play;
  #playIcon;
  #playLabel;
  #forward;
  #speed;
  #speedValue;
  #status;
  #scrub;
  #played;
  #toPlay;
  #copy;
  #onSpeed;
  #locale;

  // onPlayPause(), onBack() and onForward() answer the buttons; onSpeed(movesPerSecond) follows
  // the slider (applySpeed() reports its starting value); onSeek(index) follows the timeline (a
  // drag or its keys) and onCopy() the solution's Copy button.
  constructor(root, { onPlayPause, onBack, onForward, onSpeed, onSeek, onCopy }) {
    this.#locale = localeOf(root);
    const $ = (selector) => root.querySelector(selector);
    this.#back = $('.step-back');
    this.#play = $('.play');
    this.#playIcon = $('.play-icon');
    this.#playLabel = $('.play-label');
    this.#forward = $('.step-forward');
    this.#speed = $('.speed-input');
    this.#speedValue = $('.speed-value');
    this.#status = $('.player-status');
    this.#scrub = $('.scrub-input');
    this.#played = $('.notation .played');
    this.#toPlay = $('.notation .to-play');
    this.#copy = $('.copy-notation');
    this.#scrub.addEventListener('input', () => onSeek(Number(this.#scrub.value)));
    this.#copy.addEventListener('click', () => onCopy());
    this.#play.addEventListener('click', () => onPlayPause());
    this.#back.addEventListener('click', () => onBack());
    this.#forward.addEventListener('click', () => onForward());
    this.#onSpeed = onSpeed;
    this.#speed.addEventListener('input', () => this.applySpeed());
  }

  // The speed attribute: moves per second, 1 to 20, as the slider offers.
  setSpeed(perSecond) {
    this.#speed.value = String(perSecond);
    this.applySpeed();
  }

  applySpeed() {
    const perSecond = Number(this.#speed.value);
    this.#locale.text(this.#speedValue, msg('playback.perSecond', { n: perSecond }));
    this.#onSpeed(perSecond);
  }

  // player: a SolutionPlayer (loaded, playing, index, length, atEnd).
  render(player) {
    this.#back.disabled = !player.loaded || player.index === 0;
    this.#forward.disabled = !player.loaded || player.atEnd;
    this.#play.disabled = !player.loaded || player.atEnd;
    this.#playIcon.innerHTML = player.playing ? PAUSE_ICON : PLAY_ICON;
    this.#locale.text(this.#playLabel, msg(player.playing ? 'playback.pause' : 'playback.play'));
    const where = player.playing
      ? 'playback.position'
      : player.atEnd
        ? 'playback.positionDone'
        : 'playback.positionPaused';
    this.#locale.text(
      this.#status,
      player.loaded ? msg(where, { index: player.index, length: player.length }) : '',
    );
    this.#scrub.disabled = !player.loaded;
    this.#scrub.max = String(player.length);
    this.#scrub.value = String(player.index);
    this.#locale.attr(
      this.#scrub,
      'aria-valuetext',
      player.loaded
        ? msg('playback.timelineValue', { index: player.index, length: player.length })
        : '',
    );
    this.#played.textContent = player.notation.slice(0, player.index);
    this.#toPlay.textContent = player.notation.slice(player.index);
    this.#copy.disabled = !player.notation;
  }
}
