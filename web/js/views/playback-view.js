// playback-view.js: the solution player's controls: Back, Play/Pause, Forward, the speed slider and
// the "move 3 of 20" line.

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
  <p class="player-status small" aria-live="polite"></p>`;

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
  #onSpeed;
  #locale;

  // onPlayPause(), onBack() and onForward() answer the buttons; onSpeed(movesPerSecond) follows
  // the slider (applySpeed() reports its starting value).
  constructor(root, { onPlayPause, onBack, onForward, onSpeed }) {
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
  }
}
