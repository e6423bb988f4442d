// board-styles.js: the board view's stylesheet: the frame, the tiles and their pictures, hints,
// edit marks and the loading cover (board-view.js draws into it).

const css = String.raw;

export const boardStyles = new CSSStyleSheet();
boardStyles.replaceSync(css`
  /* The frame is always square, whatever the puzzle's shape, so the layout is known before the
   topology arrives from the worker: nothing moves when it does. */
  .frame {
    position: relative;
    aspect-ratio: 1;
    width: 100%;
    max-width: var(--slide-board-max-width, 34rem);
    display: grid;
    place-items: center;
  }
  .loading {
    position: absolute;
    inset: 0;
    margin: 0;
    display: grid;
    place-items: center;
    color: var(--muted);
    border-radius: 0.9rem;
    background: repeating-linear-gradient(
      135deg,
      var(--well) 0 12px,
      color-mix(in srgb, var(--well) 70%, var(--surface)) 12px 24px
    );
  }
  .board {
    --cols: 4;
    --rows: 4;
    --gap: calc(100cqi / var(--cols) * 0.045);
    position: relative;
    width: calc(100% * min(1, var(--cols) / var(--rows)));
    aspect-ratio: var(--cols) / var(--rows);
    container-type: inline-size;
    border-radius: 0.9rem;
    /* Swipes on the board move tiles instead of scrolling (see swipe-input.js). */
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
    outline: none;
  }
  .board:focus-visible {
    box-shadow:
      0 0 0 3px var(--surface),
      0 0 0 6px var(--accent);
  }

  .well,
  .tile {
    position: absolute;
    left: 0;
    top: 0;
    width: calc(100% / var(--cols));
    height: calc(100% / var(--rows));
    transform: translate(calc(var(--x) * 100%), calc(var(--y) * 100%));
  }
  .well {
    padding: calc(var(--gap) * 0.5);
  }
  .well::before {
    content: '';
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 14%;
    background: var(--well);
    box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.18);
  }

  .tile {
    margin: 0;
    padding: 0;
    font: inherit;
    font-weight: 700;
    font-size: calc(38cqi / var(--cols));
    font-variant-numeric: tabular-nums;
    color: var(--tile-ink);
    cursor: pointer;
    display: grid;
    place-items: center;
    /* The transparent border is the gap between tiles; the background is laid out over the whole
     cell (border-box) and clipped inside it, so picture pieces line up exactly across gaps. */
    border: calc(var(--gap) * 0.5) solid transparent;
    background-clip: padding-box;
    background-origin: border-box;
    background-color: var(--tile);
    border-radius: 16%;
    box-shadow: inset 0 -0.35em 0 -0.2em var(--tile-edge);
    transition:
      transform var(--move-ms) cubic-bezier(0.2, 0.8, 0.3, 1),
      border-width 400ms ease,
      border-radius 400ms ease,
      background-color 200ms;
    -webkit-tap-highlight-color: transparent;
  }
  .tile.home {
    background-color: var(--tile-home);
  }
  .tile:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: -3px;
    z-index: 2;
  }
  .tile:hover:not(.blank) {
    filter: brightness(1.04);
  }
  .tile.blank {
    visibility: hidden;
    cursor: default;
  }
  .instant .tile {
    transition: none;
  }

  .tile.hint {
    z-index: 1;
    animation: hint 1s ease-in-out infinite;
    outline: 3px solid var(--accent);
    outline-offset: -4px;
  }
  @keyframes hint {
    50% {
      outline-color: transparent;
    }
  }
  .tile.refused {
    animation: refuse 240ms ease;
  }
  @keyframes refuse {
    25% {
      translate: -3% 0;
    }
    75% {
      translate: 3% 0;
    }
  }

  /* Edit mode: the gap becomes a real target and the picked tile is marked. */
  .editing .tile.blank {
    visibility: visible;
    background: none;
    box-shadow: none;
    outline: 2px dashed var(--muted);
    outline-offset: calc(var(--gap) * -0.6);
    color: var(--muted);
    cursor: pointer;
  }
  .editing .tile.blank::after {
    content: attr(data-gap-word);
    font-size: 0.45em;
    font-weight: 500;
  }
  .tile.selected {
    outline: 4px solid var(--accent);
    outline-offset: -5px;
    z-index: 1;
  }

  /* Picture mode. */
  .picture .tile:not(.blank) {
    background-image: var(--picture);
    background-size: calc(var(--picture-cols) * 100%) calc(var(--picture-rows) * 100%);
    background-position: var(--piece-x) var(--piece-y);
    background-repeat: no-repeat;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.25);
  }
  .picture .number {
    display: none;
  }
  .picture.numbers .number {
    display: block;
    position: absolute;
    left: 8%;
    top: 8%;
    min-width: 1.5em;
    padding: 0.05em 0.3em;
    border-radius: 0.6em;
    background: rgb(0 0 0 / 0.55);
    color: #fff;
    font-size: 0.55em;
    text-align: center;
  }
  /* The solved picture closes up into one image: the pieces lose their gaps, and one whole copy of
   the picture fades in on top so no hairline seams from sub-pixel slicing remain. */
  .picture.solved .tile {
    border-width: 0;
    border-radius: 0;
    box-shadow: none;
  }
  .picture::after {
    content: '';
    position: absolute;
    left: var(--picture-left);
    top: var(--picture-top);
    width: var(--picture-width);
    height: var(--picture-height);
    background: var(--picture) center / 100% 100% no-repeat;
    opacity: 0;
    pointer-events: none;
    transition: opacity 150ms ease;
    z-index: 2;
  }
  /* The delay lets the gaps close first; leaving the solved state hides it at once. */
  .picture.solved::after {
    opacity: 1;
    transition: opacity 300ms ease 350ms;
  }
  .picture.solved.numbers::after {
    opacity: 0;
  }
  .board.solved {
    animation: glow 1.2s ease-out;
  }
  @keyframes glow {
    from {
      box-shadow: 0 0 0 0 color-mix(in srgb, var(--good) 70%, transparent);
    }
    to {
      box-shadow: 0 0 0 1.2rem transparent;
    }
  }

  .help {
    margin: 0;
    font-size: 0.85em;
    color: var(--muted);
  }
  @media (prefers-reduced-motion: reduce) {
    .tile,
    .instant .tile {
      transition: none;
    }
    .tile.hint,
    .tile.refused,
    .board.solved {
      animation: none;
    }
  }
`);
