// map-editor.js: the pathfinding experiment's map, drawn on by the reader: a click or a drag paints
// walls (or erases them, when it starts on a wall), dragging the start or the goal moves it; the
// keyboard does the same (arrows, Space, S, G). The run reads value().
//
// It holds the map; the experiment's run sends it to the core as it is. Words come in as messages
// worded through the element's Locale, so a change of language re-words them in place.

import { msg, count } from '../i18n/i18n.js';
import { CELL, drawMapBase, drawMarks, drawWalls, svgElement } from '../charts/grid-map.js';

/**
 * @param {{ map: import('../charts/grid-map.js').GridMapData, locale: any }} options
 * @returns {{ element: HTMLElement, value: () => import('../charts/grid-map.js').GridMapData }}
 */
export function mapEditor({ map, locale }) {
  const { width, height } = map;
  const walls = new Set(map.walls);
  let { start, goal } = map;
  const current = () => ({ width, height, walls: [...walls].sort((a, b) => a - b), start, goal });

  const box = document.createElement('div');
  box.className = 'map-editor';
  const svg = drawMapBase(current(), 'map-edit');
  svg.setAttribute('tabindex', '0');
  svg.setAttribute('role', 'application');
  locale.attr(svg, 'aria-label', msg('lab.map.editorLabel'));
  const wallGroup = /** @type {Element} */ (svg.querySelector('.walls'));
  const marks = /** @type {Element} */ (svg.querySelector('.marks'));
  const cursor = svgElement('rect', {
    class: 'map-cursor',
    width: CELL,
    height: CELL,
    fill: 'none',
    'stroke-width': 1.5,
    visibility: 'hidden',
  });
  svg.append(cursor);
  const help = document.createElement('p');
  help.className = 'map-help';
  locale.text(help, msg('lab.map.help'));
  const where = document.createElement('p');
  where.className = 'map-where';
  where.setAttribute('aria-live', 'polite');
  const clear = document.createElement('button');
  clear.type = 'button';
  locale.text(clear, msg('lab.map.clear'));
  const tools = document.createElement('div');
  tools.className = 'map-tools';
  tools.append(clear, where);
  box.append(svg, help, tools);

  const redraw = () => {
    const shown = current();
    drawWalls(wallGroup, shown);
    drawMarks(marks, shown);
    locale.text(
      where,
      msg('lab.map.count', { walls: count(walls.size), open: count(width * height - walls.size) }),
    );
  };
  redraw();

  // Pointer: the cell under it; a drag paints or erases every cell it crosses, or carries a mark.
  const cellAt = (event) => {
    const box = svg.getBoundingClientRect();
    const column = Math.floor(((event.clientX - box.left) / box.width) * width);
    const row = Math.floor(((event.clientY - box.top) / box.height) * height);
    return column >= 0 && row >= 0 && column < width && row < height ? row * width + column : -1;
  };
  /** @type {null | { mode: 'wall' | 'erase' | 'start' | 'goal', last: number }} */
  let drag = null;
  const apply = (mode, cell) => {
    if (cell < 0) return;
    if (mode === 'start' || mode === 'goal') {
      if (walls.has(cell) || cell === (mode === 'start' ? goal : start)) return;
      if (mode === 'start') start = cell;
      else goal = cell;
    } else if (cell !== start && cell !== goal) {
      if (mode === 'wall') walls.add(cell);
      else walls.delete(cell);
    }
  };
  // Every cell on the straight line between two cells, so a fast drag leaves no gaps.
  const between = (from, to) => {
    const cells = [];
    const [r0, c0, r1, c1] = [
      Math.floor(from / width),
      from % width,
      Math.floor(to / width),
      to % width,
    ];
    const steps = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
    for (let i = 1; i <= steps; i++)
      cells.push(
        Math.round(r0 + ((r1 - r0) * i) / steps) * width + Math.round(c0 + ((c1 - c0) * i) / steps),
      );
    return cells;
  };
  svg.addEventListener('pointerdown', (event) => {
    const cell = cellAt(event);
    if (cell < 0 || event.button !== 0) return;
    event.preventDefault();
    svg.focus({ preventScroll: true });
    svg.setPointerCapture(event.pointerId);
    const mode =
      cell === start ? 'start' : cell === goal ? 'goal' : walls.has(cell) ? 'erase' : 'wall';
    drag = { mode, last: cell };
    apply(mode, cell);
    moveCursor(cell, false);
    redraw();
  });
  svg.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const cell = cellAt(event);
    if (cell < 0 || cell === drag.last) return;
    const { mode } = drag;
    for (const crossed of mode === 'wall' || mode === 'erase' ? between(drag.last, cell) : [cell])
      apply(mode, crossed);
    drag.last = cell;
    redraw();
  });
  const stop = () => {
    drag = null;
  };
  svg.addEventListener('pointerup', stop);
  svg.addEventListener('pointercancel', stop);

  // Keyboard: a cursor cell, shown while the map has focus.
  let at = start;
  const moveCursor = (cell, announce = true) => {
    at = cell;
    cursor.setAttribute('x', String((cell % width) * CELL));
    cursor.setAttribute('y', String(Math.floor(cell / width) * CELL));
    if (!announce) return;
    const what =
      cell === start
        ? 'lab.map.isStart'
        : cell === goal
          ? 'lab.map.isGoal'
          : walls.has(cell)
            ? 'lab.map.isWall'
            : 'lab.map.isOpen';
    locale.text(
      where,
      msg('lab.map.cursor', {
        row: Math.floor(cell / width) + 1,
        column: (cell % width) + 1,
        what: msg(what),
      }),
    );
  };
  moveCursor(start, false);
  svg.addEventListener('focus', () => {
    cursor.setAttribute('visibility', 'visible');
  });
  svg.addEventListener('blur', () => {
    cursor.setAttribute('visibility', 'hidden');
  });
  svg.addEventListener('keydown', (event) => {
    const row = Math.floor(at / width),
      column = at % width;
    const moves = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
    };
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (moves[key]) {
      const [r, c] = moves[key];
      event.preventDefault();
      if (r >= 0 && c >= 0 && r < height && c < width) moveCursor(r * width + c);
      return;
    }
    if (key === ' ' || key === 'Enter') apply(walls.has(at) ? 'erase' : 'wall', at);
    else if (key === 's') apply('start', at);
    else if (key === 'g') apply('goal', at);
    else return;
    event.preventDefault();
    redraw();
    moveCursor(at);
  });

  clear.addEventListener('click', () => {
    walls.clear();
    redraw();
  });
  return { element: box, value: current };
}
