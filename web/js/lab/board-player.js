// board-player.js: a small grid drawn as SVG that steps through a solution (Back, Play / Pause,
// Step, Start), for the lab's human experiment: any grid up to 8x8, which the <slide-puzzle>
// element (the core's puzzles, 25 cells at most) cannot show.
//
// The moves are the core's answer as it gave it: per move, the cell whose tile slides into the
// gap. Replaying them is drawing, not judging: the player swaps that tile with the gap. It holds no
// words: the caller passes every label already worded (the lab redraws it on a change of language).

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 40;

/**
 * @typedef {object} PlayerWords
 * @property {string} label the board's accessible name (what it shows)
 * @property {string} play
 * @property {string} pause
 * @property {string} step
 * @property {string} back
 * @property {string} start
 * @property {(done: number, total: number) => string} position e.g. "Move 12 of 140 · row 1"
 */

/**
 * @param {{
 *   width: number,
 *   height: number,
 *   board: number[],
 *   moves: number[],
 *   words: PlayerWords
 * }} options
 * @returns {HTMLElement}
 */
export function boardPlayer({ width, height, board, moves, words }) {
  const root = document.createElement('div');
  root.className = 'player';
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${width * CELL} ${height * CELL}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', words.label);
  svg.classList.add('player-board');
  const status = document.createElement('p');
  status.className = 'player-status';
  status.setAttribute('aria-live', 'polite');
  const buttons = document.createElement('div');
  buttons.className = 'player-buttons';
  const button = (text, action) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = text;
    element.addEventListener('click', action);
    buttons.append(element);
    return element;
  };

  let tiles = [...board];
  let done = 0;
  /** @type {ReturnType<typeof setInterval> | 0} */
  let timer = 0;
  // A long solution (an 8x8 takes hundreds of moves) plays in about half a minute at most.
  const interval = Math.max(25, Math.min(300, Math.round(30000 / Math.max(1, moves.length))));

  const draw = () => {
    svg.replaceChildren(
      ...tiles.flatMap((tile, cell) => {
        if (tile === 0) return [];
        const x = (cell % width) * CELL;
        const y = Math.floor(cell / width) * CELL;
        const rect = document.createElementNS(SVG, 'rect');
        for (const [name, value] of Object.entries({
          x: x + 1.5,
          y: y + 1.5,
          width: CELL - 3,
          height: CELL - 3,
          rx: 5,
          class: tile === cell + 1 ? 'home' : '',
        }))
          rect.setAttribute(name, String(value));
        const label = document.createElementNS(SVG, 'text');
        for (const [name, value] of Object.entries({
          x: x + CELL / 2,
          y: y + CELL / 2,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
        }))
          label.setAttribute(name, String(value));
        label.textContent = String(tile);
        return [rect, label];
      }),
    );
    status.textContent = words.position(done, moves.length);
    back.disabled = done === 0;
    startButton.disabled = done === 0;
    step.disabled = done === moves.length;
    play.disabled = done === moves.length && !timer;
  };
  const apply = (cell) => {
    const gap = tiles.indexOf(0);
    tiles[gap] = tiles[cell];
    tiles[cell] = 0;
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = 0;
    play.textContent = words.play;
  };
  const forward = () => {
    if (done >= moves.length) {
      stop();
      draw();
      return;
    }
    apply(moves[done]);
    done += 1;
    if (done === moves.length) stop();
    draw();
  };
  // Back replays from the start: a move's undo needs the gap's cell before it, which is the cell
  // moved into.
  const backward = () => {
    stop();
    const target = Math.max(0, done - 1);
    tiles = [...board];
    done = 0;
    while (done < target) {
      apply(moves[done]);
      done += 1;
    }
    draw();
  };

  const startButton = button(words.start, () => {
    stop();
    tiles = [...board];
    done = 0;
    draw();
  });
  const back = button(words.back, backward);
  const play = button(words.play, () => {
    if (timer) {
      stop();
      draw();
      return;
    }
    if (done === moves.length) {
      tiles = [...board];
      done = 0;
    }
    play.textContent = words.pause;
    timer = setInterval(() => {
      if (!root.isConnected) {
        stop();
        return;
      }
      forward();
    }, interval);
    draw();
  });
  const step = button(words.step, () => {
    stop();
    forward();
  });
  root.append(svg, status, buttons);
  draw();
  return root;
}
