// attributes.test.mjs: every <slide-puzzle> attribute does what docs.html says, also when changed
// after load; every bad value shows its line and a playable default with exactly one console.warn
// (all on one page).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ATTRIBUTES } from '../../web/js/element/attributes.js';
import {
  artifactsDir,
  blog,
  inElement,
  playOneMove,
  problemLines,
  startBlogHarness,
} from './blog-harness.mjs';

const GOAL_15 = '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0';
const TWO_AWAY = '1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15'; // two moves from the goal

let harness;
before(async () => {
  harness = await startBlogHarness();
});
after(async () => harness?.stop());

const tiles = (page, id) => page.evaluate((id) => document.getElementById(id).tiles.join(), id);
const status = (page, id) =>
  inElement(page, id, (element, root) => root.querySelector('.search-status').textContent);
const shown = (page, id, selector) =>
  inElement(
    page,
    id,
    (element, root, selector) => getComputedStyle(root.querySelector(selector)).display !== 'none',
    selector,
  );
const waitReady = (page, id) =>
  page.evaluate((id) => document.getElementById(id).ready.then(() => true), id);
const set = (page, id, name, value) =>
  page.evaluate(
    ([id, name, value]) =>
      value === null
        ? document.getElementById(id).removeAttribute(name)
        : document.getElementById(id).setAttribute(name, value),
    [id, name, value],
  );

// Manhattan distance of a 4x4 position, computed here from the tiles: a lower bound on its moves.
function manhattan(text) {
  return text
    .split(',')
    .map(Number)
    .reduce(
      (sum, tile, cell) =>
        tile === 0
          ? sum
          : sum +
            Math.abs(((tile - 1) % 4) - (cell % 4)) +
            Math.abs(Math.floor((tile - 1) / 4) - Math.floor(cell / 4)),
      0,
    );
}

test('puzzle: the core builds the board; a change after load rebuilds the element; the property reflects it', async () => {
  const page = await harness.open(blog('<slide-puzzle id="p" puzzle="8"></slide-puzzle>'));
  assert.equal((await tiles(page, 'p')).split(',').length, 9);
  await set(page, 'p', 'puzzle', '3x3+1');
  await waitReady(page, 'p');
  assert.equal((await tiles(page, 'p')).split(',').length, 10);
  assert.equal(
    await inElement(page, 'p', (element, root) => root.querySelectorAll('.tile').length),
    10,
  );
  await page.evaluate(() => (document.getElementById('p').puzzle = '15'));
  await waitReady(page, 'p');
  assert.equal(await tiles(page, 'p'), GOAL_15);
  assert.equal(
    await page.evaluate(() => document.getElementById('p').getAttribute('puzzle')),
    '15',
  );
  await playOneMove(page, 'p');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('board, difficulty and seed: the start position; the same seed gives the same shuffle; changes after load take effect; the URL is left alone', async () => {
  const page = await harness.open(
    blog(`<slide-puzzle id="board" board="${TWO_AWAY}" share-key="b" tables="manual"></slide-puzzle>
<slide-puzzle id="a" difficulty="easy" seed="7" tables="manual"></slide-puzzle>
<slide-puzzle id="b" difficulty="easy" seed="7" tables="manual"></slide-puzzle>`),
    { fragment: '#comments' },
  );
  assert.equal(await tiles(page, 'board'), TWO_AWAY.replaceAll(' ', ','));
  const a = await tiles(page, 'a');
  assert.equal(a, await tiles(page, 'b'), 'one seed, one shuffle');
  assert.notEqual(a, GOAL_15);
  assert.ok(
    manhattan(a) <= 34,
    `an easy shuffle is at most 34 moves away, so its Manhattan distance, a lower bound, is too (${manhattan(a)})`,
  );
  assert.equal(
    await page.evaluate(() => location.hash),
    '#comments',
    'a start position is not written into the URL',
  );

  await set(page, 'b', 'seed', '8');
  await page.waitForFunction(([a]) => document.getElementById('b').tiles.join() !== a, [a]);
  await set(page, 'a', 'difficulty', '60');
  await page.waitForFunction(([a]) => document.getElementById('a').tiles.join() !== a, [a]);
  assert.equal(await page.evaluate(() => document.getElementById('a').difficulty), '60');
  await set(page, 'board', 'board', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15');
  await page.waitForFunction(
    () => document.getElementById('board').tiles.join() === '1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15',
  );
  await set(page, 'board', 'board', null);
  await page.waitForFunction(
    (goal) => document.getElementById('board').tiles.join() === goal,
    GOAL_15,
  );
  await playOneMove(page, 'board');
  await page.waitForTimeout(700);
  assert.equal(
    await page.evaluate(() => location.hash),
    '#comments',
    "the host's anchor survives play",
  );
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('heuristic and algorithm: the menus follow them, the search uses them, and a change after load takes effect', async () => {
  const page = await harness.open(
    blog(
      `<slide-puzzle id="h" board="${TWO_AWAY}" heuristic="manhattan" algorithm="astar" tables="manual"></slide-puzzle>`,
    ),
  );
  const menus = () =>
    inElement(page, 'h', (element, root) =>
      [
        root.querySelector('select.heuristic').value,
        root.querySelector('select.algorithm').value,
      ].join(),
    );
  assert.equal(await menus(), 'manhattan,astar');
  await inElement(page, 'h', (element, root) => root.querySelector('.solve').click());
  await page.waitForFunction(() =>
    /^Found the shortest solution: 2 moves/.test(
      document.getElementById('h').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  assert.equal(
    await inElement(
      page,
      'h',
      (element, root) => root.querySelector('[data-stat="heuristic"] .value').textContent,
    ),
    'Manhattan distance',
  );
  await set(page, 'h', 'heuristic', 'misplaced');
  await set(page, 'h', 'algorithm', 'bfs');
  assert.equal(await menus(), 'misplaced,bfs');
  await page.evaluate(() => (document.getElementById('h').heuristic = 'auto'));
  assert.equal(
    await menus(),
    'linear-conflict,bfs',
    'auto: the strongest heuristic available without tables',
  );
  await page.close();
});

test('controls and stats: groups show and hide, also after load', async () => {
  const page = await harness.open(
    blog('<slide-puzzle id="c" controls="shuffle" stats="off" tables="manual"></slide-puzzle>'),
  );
  const groups = () =>
    Promise.all(
      ['.shuffle', '.solver', '.tables-status', '.play-buttons', '.more-row', '.stats'].map(
        (selector) => shown(page, 'c', selector),
      ),
    );
  assert.deepEqual(await groups(), [true, false, false, false, false, false]);
  await set(page, 'c', 'controls', 'none');
  await set(page, 'c', 'stats', 'summary');
  assert.deepEqual(await groups(), [false, false, false, false, false, true]);
  await page.evaluate(() => (document.getElementById('c').controls = 'solve play'));
  assert.deepEqual(await groups(), [false, true, true, true, false, true]);
  await set(page, 'c', 'controls', null);
  assert.deepEqual(await groups(), [true, true, true, true, true, true]);
  await page.close();
});

test('stats="summary": no live numbers during a search, the final ones after it; live again after a change', async () => {
  // Misplaced tiles on an Expert shuffle: a search that runs for seconds.
  const page = await harness.open(
    blog(
      '<slide-puzzle id="s" difficulty="expert" seed="3" heuristic="misplaced" stats="summary" tables="manual"></slide-puzzle>',
    ),
  );
  const nodes = () =>
    inElement(
      page,
      's',
      (element, root) => root.querySelector('[data-stat="nodes"] .value').textContent,
    );
  await inElement(page, 's', (element, root) => root.querySelector('.solve').click());
  await page.waitForFunction(() =>
    /Searching/.test(
      document.getElementById('s').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  await page.waitForTimeout(1500);
  assert.match(await status(page, 's'), /Searching/);
  assert.equal(await nodes(), '—', 'no live count in summary mode');
  await inElement(page, 's', (element, root) => root.querySelector('.cancel').click());
  await page.waitForFunction(() =>
    /cancelled/.test(
      document.getElementById('s').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  assert.match(await nodes(), /\d/, 'the numbers it reached, once it ended');
  await set(page, 's', 'stats', 'live');
  await inElement(page, 's', (element, root) => root.querySelector('.solve').click());
  await page.waitForFunction(
    () =>
      /\d/.test(
        document.getElementById('s').shadowRoot.querySelector('[data-stat="nodes"] .value')
          .textContent,
      ) &&
      /Searching/.test(
        document.getElementById('s').shadowRoot.querySelector('.search-status').textContent,
      ),
  );
  await page.close();
});

test('autosolve, autoplay and speed: solve on load, when scrolled into view, once; autoplay off waits for Play', async () => {
  const page = await harness.open(
    blog(`<slide-puzzle id="load" board="${TWO_AWAY}" autosolve="load" speed="12" tables="manual"></slide-puzzle>
<div style="height: 2500px"></div>
<slide-puzzle id="later" board="${TWO_AWAY}" autosolve="visible" autoplay="off" tables="manual"></slide-puzzle>`),
  );
  await page.waitForFunction(
    (goal) => document.getElementById('load').tiles.join() === goal,
    GOAL_15,
  );
  assert.equal(
    await inElement(
      page,
      'load',
      (element, root) => root.querySelector('.speed-value').textContent,
    ),
    '12/s',
  );
  await page.waitForTimeout(800);
  assert.match(await status(page, 'later'), /^Ready/, 'not solved while out of view');
  await page.evaluate(() => document.getElementById('later').scrollIntoView());
  await page.waitForFunction(() =>
    /^Found the shortest/.test(
      document.getElementById('later').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  await page.waitForTimeout(600);
  assert.equal(
    await tiles(page, 'later'),
    TWO_AWAY.replaceAll(' ', ','),
    'autoplay off: the solution waits',
  );
  assert.match(
    await inElement(
      page,
      'later',
      (element, root) => root.querySelector('.player-status').textContent,
    ),
    /move 0 of 2 \(paused\)/,
  );
  // Reactive: autoplay on again, a new board: no second autosolve (once), and Play plays.
  await page.evaluate(() => (document.getElementById('later').autoplay = true));
  assert.equal(
    await page.evaluate(() => document.getElementById('later').getAttribute('autoplay')),
    null,
  );
  await inElement(page, 'later', (element, root) => root.querySelector('.play').click());
  await page.waitForFunction(
    (goal) => document.getElementById('later').tiles.join() === goal,
    GOAL_15,
  );
  await set(page, 'load', 'speed', '2');
  assert.equal(
    await inElement(
      page,
      'load',
      (element, root) => root.querySelector('.speed-value').textContent,
    ),
    '2/s',
  );
  assert.equal(await page.evaluate(() => document.getElementById('load').speed), 2);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('picture and numbers: pieces of the picture, numbers on them, both reactive; a missing picture falls back to numbers with a notice', async () => {
  const page = await harness.open(
    blog('<slide-puzzle id="pic" puzzle="8" picture="/img/lighthouse.svg" numbers></slide-puzzle>'),
  );
  const board = () =>
    inElement(page, 'pic', (element, root) => root.querySelector('.board').className);
  await page.waitForFunction(() =>
    document.getElementById('pic').shadowRoot.querySelector('.board').classList.contains('picture'),
  );
  assert.match(await board(), /numbers/);
  await set(page, 'pic', 'numbers', null);
  assert.doesNotMatch(await board(), /numbers/);
  await set(page, 'pic', 'picture', 'img/no-such-picture.svg'); // relative: against the page's URL
  await page.waitForFunction(
    () =>
      !document
        .getElementById('pic')
        .shadowRoot.querySelector('.board')
        .classList.contains('picture'),
  );
  const lines = await problemLines(page, 'pic');
  assert.equal(lines.length, 1);
  assert.match(
    lines[0],
    new RegExp(
      `picture="img/no-such-picture.svg" was not used: the image ${harness.base}/img/no-such-picture.svg could not be loaded. Using numbered tiles instead`,
    ),
  );
  assert.equal(page.warnings.filter((text) => /picture=/.test(text)).length, 1);
  // The one failed request is the only console error (the browser reports it); not one per piece.
  assert.equal(page.errors.length, 1, page.errors.join('\n'));
  assert.match(page.errors[0], /404/);
  await page.evaluate(() => document.getElementById('pic').scrollIntoView());
  await page.screenshot({ path: path.join(artifactsDir, 'picture-failure-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(artifactsDir, 'picture-failure-390.png') });
  await set(page, 'pic', 'picture', null);
  assert.deepEqual(await problemLines(page, 'pic'), []);
  await playOneMove(page, 'pic');
  await page.close();
});

test('share-key, tables, label and compare-with, each changed after load', async () => {
  const page = await harness.open(
    blog(
      '<slide-puzzle id="k" tables="manual" label="Lunch puzzle"></slide-puzzle><slide-puzzle id="eight" puzzle="8" compare-with="15"></slide-puzzle>',
    ),
    { fragment: '#x=1' },
  );
  const label = () =>
    inElement(page, 'k', (element, root) =>
      root.querySelector('.board').getAttribute('aria-label'),
    );
  assert.equal(await label(), 'Lunch puzzle board');
  await set(page, 'k', 'label', 'Dessert');
  assert.equal(await label(), 'Dessert board');
  await set(page, 'k', 'share-key', 'mine');
  await playOneMove(page, 'k');
  await page.waitForFunction(() => /^#x=1&mine=[\d,]+$/.test(location.hash));
  assert.equal(
    await inElement(page, 'k', (element, root) => root.querySelector('.tables-action').textContent),
    'Build',
  );
  await set(page, 'k', 'tables', 'auto');
  await page.waitForFunction(() =>
    /Building|Loading|ready/i.test(
      document.getElementById('k').shadowRoot.querySelector('.tables-text').textContent,
    ),
  );
  assert.equal(
    await shown(page, 'eight', '.compare'),
    false,
    'the comparison line sits under More controls',
  );
  assert.equal(
    await inElement(page, 'eight', (element, root) => root.querySelector('.compare').hidden),
    false,
  );
  await set(page, 'eight', 'compare-with', 'banana');
  await page.waitForFunction(
    () => document.getElementById('eight').shadowRoot.querySelector('.compare').hidden,
  );
  assert.match(
    (await problemLines(page, 'eight'))[0],
    /compare-with="banana" was not used: unknown puzzle 'banana'/,
  );
  await page.evaluate(() => document.getElementById('k').remove()); // its worker stops building
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('time-limit: the anytime search of a board over 16 cells gets its seconds, also after a change', async () => {
  // 5x4: 20 cells, so AUTO SOLVE runs the anytime search; a seeded Hard shuffle.
  const page = await harness.open(
    blog(
      '<slide-puzzle id="t" puzzle="5x4" difficulty="hard" seed="3" tables="manual" time-limit="2" controls="solve"></slide-puzzle>',
    ),
  );
  await waitReady(page, 't');
  const solve = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const element = document.getElementById('t');
          const began = performance.now();
          element.addEventListener(
            'slide-search-done',
            (event) =>
              resolve({
                timeLimit: event.detail.timeLimit,
                anytime: event.detail.anytime,
                ms: performance.now() - began,
              }),
            { once: true },
          );
          /** @type {HTMLElement} */ (element.shadowRoot.querySelector('button.solve')).click();
        }),
    );
  const first = await solve();
  assert.equal(first.anytime, true);
  assert.equal(first.timeLimit, 2);
  assert.ok(first.ms < 2000 + 5000, `answered within its 2 s and some slack: ${first.ms} ms`);
  assert.equal(await page.evaluate(() => document.getElementById('t').timeLimit), 2);
  // After load: the next solve has the new limit (the property writes the attribute).
  await page.evaluate(() => {
    document.getElementById('t').timeLimit = 1;
  });
  // A new start (the solution played to the goal meanwhile): another seeded shuffle.
  const solved = await tiles(page, 't');
  await set(page, 't', 'seed', '4');
  await page.waitForFunction(
    (before) => document.getElementById('t').tiles.join() !== before,
    solved,
  );
  const second = await solve();
  assert.equal(second.timeLimit, 1);
  assert.equal(
    await page.evaluate(() => document.getElementById('t').getAttribute('time-limit')),
    '1',
  );
  assert.deepEqual(page.errors, []);
  await page.close();
});

// One bad value per attribute, each in a page of its own so each warning is counted alone.
const BAD = {
  puzzle: ['banana', /unknown puzzle 'banana'.*Using the 15-puzzle/],
  board: ['1 2 3', /board="1 2 3" was not used: .*Using the goal position/],
  difficulty: ['impossible', /use easy, normal, hard, expert, random/],
  seed: ['-3', /use a whole number from 0/],
  heuristic: ['banana', /this puzzle's heuristics are auto, .*manhattan.*Using auto/],
  algorithm: ['dfs', /use one of ida, astar, bfs\. Using the default, ida/],
  controls: ['everything', /use all, none or any of shuffle, solve, play, more/],
  stats: ['verbose', /use one of live, summary, off/],
  autosolve: ['always', /use one of load, visible\. Using the default, none/],
  autoplay: ['maybe', /use on or off/],
  speed: ['999', /from 1 to 20\. Using the default, 4/],
  picture: ['/img/missing.png', /could not be loaded\. Using numbered tiles/],
  numbers: ['maybe', /use on or off/],
  theme: ['purple', /use one of auto, light, dark/],
  'share-key': ['a b&c', /use letters, digits/],
  tables: ['sometimes', /use one of auto, manual/],
  label: ['  ', /it is empty/],
  lang: [
    'not a tag',
    /use a language tag such as en or ja\. Using the default, the page's language instead/,
  ],
  'time-limit': ['0', /from 1 to 600\. Using the default, 10 seconds/],
  'compare-with': ['banana', /unknown puzzle 'banana'.*Using no comparison/],
};

test('every attribute in attributes.js has a bad-value case here', () => {
  assert.deepEqual(Object.keys(BAD).sort(), ATTRIBUTES.map((row) => row.name).sort());
});

// Every bad value on one page (one element each, sharing the page's worker): each gets its own
// line, a playable default and exactly one warning naming it.
test('every bad value: a line inside its element, a playable default, exactly one console.warn each', async (t) => {
  const idOf = (name) => `bad-${name}`;
  const markup = Object.entries(BAD)
    .map(
      ([name, [value]]) =>
        `<slide-puzzle id="${idOf(name)}" ${name === 'tables' ? 'puzzle="8"' : 'tables="manual"'} ${name}="${value}"></slide-puzzle>`,
    )
    .join('\n');
  const page = await harness.open(blog(markup));
  try {
    for (const [name, [value, message]] of Object.entries(BAD)) {
      await t.test(`${name}="${value.trim() || '(blank)'}"`, async () => {
        const id = idOf(name);
        await page.waitForFunction(
          (id) =>
            document.getElementById(id).shadowRoot.querySelectorAll('.attribute-problems li')
              .length > 0,
          id,
        );
        const lines = await problemLines(page, id);
        assert.equal(lines.length, 1, lines.join('\n'));
        assert.match(lines[0], new RegExp(`^${name}=".*" was not used: `));
        assert.match(lines[0], message);
        await playOneMove(page, id);
        const warnings = page.warnings.filter((text) =>
          text.startsWith(`<slide-puzzle id="${id}">`),
        );
        assert.equal(warnings.length, 1, warnings.join('\n'));
        assert.match(warnings[0], new RegExp(`^<slide-puzzle id="${id}"> ${name}=`));
      });
    }
    assert.equal(
      page.warnings.filter((text) => text.includes('<slide-puzzle')).length,
      Object.keys(BAD).length,
      'no other warning',
    );
    // The only console error a bad attribute may cause is the browser's own for a missing picture.
    assert.deepEqual(
      page.errors.filter((text) => !/404/.test(text)),
      [],
    );
  } finally {
    await page.close();
  }
});

test('each property reads the value in effect (the default when absent) and writes the attribute', async () => {
  const page = await harness.open(blog('<slide-puzzle id="d" tables="manual"></slide-puzzle>'));
  const defaults = await page.evaluate(
    (rows) =>
      Object.fromEntries(
        rows.map(([property]) => [property, document.getElementById('d')[property]]),
      ),
    ATTRIBUTES.map((row) => [row.property]),
  );
  for (const row of ATTRIBUTES)
    assert.deepEqual(
      defaults[row.property],
      row.name === 'tables' ? 'manual' : row.default,
      row.name,
    );
  await page.evaluate(() => {
    const element = document.getElementById('d');
    Object.assign(element, {
      speed: 9,
      numbers: true,
      autoplay: false,
      shareKey: 'k',
      compareWith: '8',
      seed: 5,
    });
  });
  const attributes = await page.evaluate(() =>
    ['speed', 'numbers', 'autoplay', 'share-key', 'compare-with', 'seed'].map((name) =>
      document.getElementById('d').getAttribute(name),
    ),
  );
  assert.deepEqual(attributes, ['9', '', 'off', 'k', '8', '5']);
  await page.close();
});

test("styling from the host: ::part names and --slide-* properties apply; the blog's inherited text styles do not reach in; the host is not styled", async () => {
  const head = `<style>
  slide-puzzle { --slide-accent: rgb(10, 20, 30); --slide-font: monospace; }
  slide-puzzle::part(board) { outline: 4px solid rgb(1, 1, 1); }
  slide-puzzle::part(tile) { background-color: rgb(2, 2, 2); }
  slide-puzzle::part(controls) { border-left: 3px solid rgb(3, 3, 3); }
  slide-puzzle::part(stats) { background-color: rgb(4, 4, 4); }
  slide-puzzle::part(button) { border-top-color: rgb(5, 5, 5); }
  slide-puzzle::part(buttons) { column-gap: 17px; }
</style>`;
  const page = await harness.open(
    blog('<slide-puzzle id="st" tables="manual"></slide-puzzle>', { head }),
  );
  const styles = await inElement(page, 'st', (element, root) => {
    const style = (selector) => getComputedStyle(root.querySelector(selector));
    return {
      board: style('.board').outlineColor,
      tile: style('.tile:not(.blank)').backgroundColor,
      controls: style('.side').borderLeftColor,
      stats: style('.stats').backgroundColor,
      button: style('.undo').borderTopColor,
      buttons: style('.play-buttons').columnGap,
      accent: style('.solve').backgroundColor,
      font: style('.search-status').fontFamily,
      text: ['textAlign', 'letterSpacing', 'wordSpacing', 'textTransform']
        .map((key) => style('.search-status')[key])
        .join(' '),
      lineHeight:
        parseFloat(style('.search-status').lineHeight) /
        parseFloat(style('.search-status').fontSize),
      hostColor: getComputedStyle(element).color,
      documentSheets: document.adoptedStyleSheets.length,
    };
  });
  assert.equal(styles.board, 'rgb(1, 1, 1)');
  assert.equal(styles.tile, 'rgb(2, 2, 2)');
  assert.equal(styles.controls, 'rgb(3, 3, 3)');
  assert.equal(styles.stats, 'rgb(4, 4, 4)');
  assert.equal(styles.button, 'rgb(5, 5, 5)');
  assert.equal(styles.buttons, '17px');
  assert.equal(styles.accent, 'rgb(10, 20, 30)');
  assert.equal(styles.font, 'monospace');
  assert.equal(
    styles.text,
    'start normal 0px none',
    'justify, letter- and word-spacing and upper case stay outside',
  );
  assert.ok(Math.abs(styles.lineHeight - 1.45) < 0.01, `line height ${styles.lineHeight}`);
  assert.equal(styles.hostColor, 'rgb(34, 34, 34)', "the host keeps the page's colour");
  assert.equal(styles.documentSheets, 0);
  await page.close();
});

test('a property set before the module defines the element still takes effect (the upgrade step)', async () => {
  const page = await harness.open(
    '<!doctype html><html lang="en"><head><title>Late</title></head><body></body></html>',
    { file: 'late.html', wait: false },
  );
  const cells = await page.evaluate(async () => {
    const element = document.createElement('slide-puzzle');
    element.puzzle = '8';
    element.controls = 'none';
    document.body.append(element);
    await import('/js/element/slide-puzzle.js');
    await element.ready;
    return [element.tiles.length, element.getAttribute('puzzle'), element.getAttribute('controls')];
  });
  assert.deepEqual(cells, [9, '8', 'none']);
  assert.deepEqual(page.errors, []);
  await page.close();
});
