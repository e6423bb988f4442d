// lab.test.mjs: <slide-lab> in headless Chromium: each experiment on a small input, checked by
// relationships in its slide-lab-result data (and against facts known independently: 181,440
// positions of the 8-puzzle, a 31-move position); Cancel; bad attributes; axe on the lab page at
// 1280 and 390 px; screenshots of every experiment under /tmp/lab-shots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, repoRoot, startStaticServer } from './static-server.mjs';
import { blogPost, startBlog, startCdn } from './blog-fixture.mjs';

const AXE = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');
const SHOTS = process.env.LAB_SHOTS ?? '/tmp/lab-shots';
// One of the two 8-puzzle positions 31 moves from the goal (the puzzle's diameter).
const FARTHEST_8 = '8 6 7 2 5 4 3 0 1';
// A 15-puzzle position 38 moves from the goal: A* and IDA* solve it in well under a second;
// breadth-first search would need about 10^9 states, far past the page's cap.
const MEDIUM_15 = '6 1 4 11 2 9 8 7 0 14 12 3 15 5 13 10';

let site;
let browser;

before(async () => {
  site = await startStaticServer();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

after(async () => {
  await browser?.close();
  site?.stop();
});

// A page of the site with nothing but the element script, and the console's warnings recorded.
async function blankPage(viewport = { width: 1000, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => warnings.push(`pageerror: ${error.message}`));
  await page.goto(`${site.base}/docs.html`);
  await page.evaluate(() => {
    document.body.innerHTML = '<main></main>';
  });
  return { context, page, warnings };
}

// Adds a <slide-lab> with these attributes (autorun) and resolves with its slide-lab-result detail.
function runLab(page, attributes, timeout = 60000) {
  return page.evaluate(
    ({ attributes, timeout }) =>
      new Promise((resolve, reject) => {
        const lab = document.createElement('slide-lab');
        for (const [name, value] of Object.entries(attributes)) lab.setAttribute(name, value);
        lab.setAttribute('autorun', '');
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no result in ${timeout} ms: ${lab.shadowRoot?.querySelector('.status')?.textContent}`,
              ),
            ),
          timeout,
        );
        lab.addEventListener('slide-lab-result', (event) => {
          clearTimeout(timer);
          resolve(event.detail);
        });
        document.querySelector('main').append(lab);
      }),
    { attributes, timeout },
  );
}

test('algorithms: BFS, A* and IDA* agree on the length (31, the known distance) and BFS expands at least as many as A*', async () => {
  const { context, page, warnings } = await blankPage();
  try {
    const detail = await runLab(page, { experiment: 'algorithms', puzzle: '8', board: FARTHEST_8 });
    assert.equal(detail.experiment, 'algorithms');
    assert.deepEqual(
      detail.rows.map((row) => row.algorithm),
      ['bfs', 'astar', 'ida'],
    );
    for (const row of detail.rows) assert.equal(row.status, 'solved', row.algorithm);
    assert.deepEqual(
      detail.rows.map((row) => row.length),
      [31, 31, 31],
    );
    const [bfs, astar, ida] = detail.rows;
    assert.ok(bfs.expanded >= astar.expanded, `BFS expanded ${bfs.expanded}, A* ${astar.expanded}`);
    assert.ok(bfs.nodes >= astar.nodes);
    assert.ok(bfs.stored > astar.stored && astar.stored > 0);
    assert.ok(
      bfs.bytes > bfs.stored * 16 && astar.bytes > 0,
      'the core reports the bytes it holds',
    );
    assert.equal(ida.bytes, null);
    assert.ok(ida.nodes > 0);
    assert.deepEqual(warnings, []);
  } finally {
    await context.close();
  }
});

test('algorithms on the 15-puzzle: BFS stops at the memory cap with states and bytes; A* and IDA* solve it', async () => {
  const { context, page } = await blankPage();
  try {
    const detail = await runLab(page, { experiment: 'algorithms', puzzle: '15', board: MEDIUM_15 });
    const [bfs, astar, ida] = detail.rows;
    assert.equal(bfs.status, 'gave-up');
    assert.equal(bfs.stored, 500000);
    assert.ok(bfs.bytes > 500000 * 16);
    assert.equal(astar.length, 38);
    assert.equal(ida.length, 38);
    const text = await page.evaluate(
      () => document.querySelector('slide-lab').shadowRoot.querySelector('tbody').textContent,
    );
    assert.match(text, /gave up after 500,000 states \(\d+\.\d MB\)/);
  } finally {
    await context.close();
  }
});

test('heuristics: one length for all; nodes never increase from misplaced to Manhattan to linear conflict; h(start) ordered', async () => {
  const { context, page } = await blankPage();
  try {
    const detail = await runLab(page, { experiment: 'heuristics', puzzle: '8', board: FARTHEST_8 });
    const by = Object.fromEntries(detail.rows.map((row) => [row.heuristic, row]));
    for (const id of ['misplaced', 'euclidean', 'manhattan', 'linear-conflict', 'exact'])
      assert.ok(by[id], `${id} ran`);
    for (const row of detail.rows) assert.equal(row.length, 31, row.heuristic);
    assert.ok(
      by.misplaced.nodes >= by.manhattan.nodes && by.manhattan.nodes >= by['linear-conflict'].nodes,
      `misplaced ${by.misplaced.nodes}, Manhattan ${by.manhattan.nodes}, linear conflict ${by['linear-conflict'].nodes}`,
    );
    assert.ok(
      by.misplaced.estimate <= by.euclidean.estimate &&
        by.euclidean.estimate <= by.manhattan.estimate &&
        by.manhattan.estimate <= by['linear-conflict'].estimate &&
        by['linear-conflict'].estimate <= by.exact.estimate,
    );
    assert.equal(by.exact.estimate, 31);
    assert.ok(
      detail.rows.every((row) => row.explanation.length > 0),
      'each row says why it is admissible',
    );
  } finally {
    await context.close();
  }
});

test('parity: 7 and 8 swapped on the 8-puzzle: one inversion, unsolvable, all 181,440 reachable positions miss the goal, and the box says 8-puzzle', async () => {
  const { context, page } = await blankPage();
  try {
    const detail = await runLab(page, { experiment: 'parity', puzzle: '8' });
    const [goal, swapped] = detail.rows;
    assert.deepEqual(swapped.board, [1, 2, 3, 4, 5, 6, 8, 7, 0]);
    assert.equal(goal.inversions, 0);
    assert.equal(goal.solvable, true);
    assert.equal(swapped.inversions, 1);
    assert.equal(swapped.solvable, false);
    assert.deepEqual(detail.reach, {
      counted: 181440,
      depth: detail.reach.depth,
      complete: true,
      goalDepth: -1,
    });
    // Its box is worded for the 8-puzzle, not as the 15-puzzle's (Sam Loyd's 14-15) beside it.
    const wording = await page.evaluate(() =>
      [...document.querySelectorAll('slide-lab')].map((lab) =>
        ['.title', '.question'].map((part) => lab.shadowRoot.querySelector(part).textContent),
      ),
    );
    assert.equal(wording.length, 1);
    const [[title, question]] = wording;
    assert.match(title, /8-puzzle/);
    assert.match(question, /3×3/);
    assert.doesNotMatch(question, /14–15/);
  } finally {
    await context.close();
  }
});

test('spread: each histogram totals the states its search expanded; BFS expands more than A*; equal lengths', async () => {
  const { context, page } = await blankPage();
  try {
    const detail = await runLab(page, { experiment: 'spread', puzzle: '8', board: FARTHEST_8 });
    const [bfs, astar] = detail.runs;
    for (const run of detail.runs) {
      const total = run.histogram.flat().reduce((a, b) => a + b, 0);
      assert.equal(
        total,
        run.expanded,
        `${run.algorithm}: histogram ${total}, expanded ${run.expanded}`,
      );
      assert.equal(run.total, run.expanded);
      assert.equal(run.length, 31);
    }
    assert.ok(bfs.expanded > astar.expanded);
    // BFS's first row is the start alone, 31 moves from the goal.
    assert.equal(bfs.histogram[0][31], 1);
    const charts = await page.evaluate(
      () =>
        document
          .querySelector('slide-lab')
          .shadowRoot.querySelectorAll('svg.heat-map[role="img"][aria-label]').length,
    );
    assert.equal(charts, 2);
  } finally {
    await context.close();
  }
});

test('growth: the 8-puzzle layers sum to 181,440 = 9!/2, 32 layers (diameter 31); the 15-puzzle stops at the cap with its first layers', async () => {
  const { context, page } = await blankPage();
  try {
    const eight = await runLab(page, { experiment: 'growth', puzzle: '8' });
    assert.equal(
      eight.layers.reduce((a, b) => a + b, 0),
      181440,
    );
    assert.equal(eight.counted, 181440);
    assert.equal(eight.layers.length, 32);
    assert.equal(eight.complete, true);
    assert.equal(eight.reachable, 181440);
    const fifteen = await runLab(page, { experiment: 'growth', puzzle: '15' });
    assert.equal(fifteen.complete, false);
    // The first layers of the 15-puzzle, as published (OEIS A089473).
    assert.deepEqual(
      fifteen.layers.slice(0, 12),
      [1, 2, 4, 10, 24, 54, 107, 212, 446, 946, 1948, 3938],
    );
    assert.ok(fifteen.layers.length >= 17);
    assert.equal(fifteen.reachable, 10461394944000);
  } finally {
    await context.close();
  }
});

test('Cancel stops an experiment in the worker, sends no result, and the next run works', async () => {
  const { context, page } = await blankPage();
  try {
    const outcome = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const lab = document.createElement('slide-lab');
          lab.setAttribute('experiment', 'growth');
          lab.setAttribute('puzzle', '15');
          let results = 0;
          lab.addEventListener('slide-lab-result', () => {
            results += 1;
          });
          document.querySelector('main').append(lab);
          const status = () => lab.shadowRoot.querySelector('.status').textContent;
          customElements.whenDefined('slide-lab').then(async () => {
            while (!lab.shadowRoot?.querySelector('.run'))
              await new Promise((r) => setTimeout(r, 20));
            await new Promise((r) => setTimeout(r, 300));
            lab.shadowRoot.querySelector('.run').click();
            while (!/Counting/.test(status())) await new Promise((r) => setTimeout(r, 20));
            const cancel = lab.shadowRoot.querySelector('.cancel');
            const visible = !cancel.hidden;
            cancel.click();
            await new Promise((r) => setTimeout(r, 400));
            const after = status();
            const resultsAfterCancel = results;
            lab.setAttribute('puzzle', '8');
            const detail = await lab.run();
            resolve({ visible, after, results: resultsAfterCancel, counted: detail?.counted });
          });
        }),
    );
    assert.equal(outcome.visible, true);
    assert.equal(outcome.after, 'Cancelled.');
    assert.equal(outcome.results, 0);
    assert.equal(outcome.counted, 181440);
  } finally {
    await context.close();
  }
});

test('bad attributes: one line inside the element and one console warning each; the default is used', async () => {
  const { context, page, warnings } = await blankPage();
  try {
    const detail = await runLab(page, { experiment: 'parity', puzzle: '99', board: '1 2 3' });
    assert.equal(detail.puzzle, '15', 'the default puzzle');
    const lines = await page.evaluate(() =>
      [...document.querySelector('slide-lab').shadowRoot.querySelectorAll('.problems li')].map(
        (li) => li.textContent,
      ),
    );
    assert.equal(lines.length, 2, lines.join(' | '));
    assert.match(lines[0], /puzzle="99" was not used: use one of 15, 8/);
    // The board is read by the core for the puzzle in use: its own message.
    assert.match(lines[1], /board="1 2 3" was not used: expected 16 tiles/);
    assert.deepEqual(detail.board, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0]);
    assert.equal(warnings.filter((w) => /<slide-lab/.test(w)).length, 2, warnings.join('\n'));
    const wrong = await runLab(page, { experiment: 'nonsense' });
    assert.equal(wrong.experiment, 'heuristics');
    assert.equal(warnings.filter((w) => /experiment="nonsense"/.test(w)).length, 1);
  } finally {
    await context.close();
  }
});

test(
  'the release from another origin: a blog post with a puzzle and a lab shares one worker; the lab loads only when used',
  { timeout: 180000 },
  async () => {
    const cdn = await startCdn();
    const blog = await startBlog({
      'puzzle.html': blogPost(
        cdn.moduleUrl,
        '<slide-puzzle id="eight" puzzle="8" label="8-puzzle"></slide-puzzle>',
      ),
      'lab.html': blogPost(
        cdn.moduleUrl,
        `<slide-puzzle id="eight" puzzle="8" label="8-puzzle"></slide-puzzle>
      <slide-lab id="lab" experiment="growth" puzzle="8" autorun></slide-lab>`,
      ),
    });
    const context = await browser.newContext();
    // Counts the workers the page starts.
    await context.addInitScript(() => {
      window.__workers = 0;
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(...args) {
          super(...args);
          window.__workers += 1;
        }
      };
    });
    try {
      const page = await context.newPage();
      await page.goto(`${blog.base}/puzzle.html`);
      await page.evaluate(() => document.querySelector('slide-puzzle').ready);
      await page.waitForTimeout(300);
      assert.equal(cdn.downloads('slide-lab.js'), 0, 'a page of puzzles does not load the lab');
      assert.equal(cdn.downloads('lab-requests.js'), 0);
      const since = cdn.requests.length;
      await page.goto(`${blog.base}/lab.html`);
      const detail = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const lab = document.querySelector('slide-lab');
            lab.addEventListener('slide-lab-result', (event) => resolve(event.detail), {
              once: true,
            });
          }),
      );
      assert.equal(detail.counted, 181440);
      assert.equal(cdn.downloads('slide-lab.js', since), 1);
      assert.equal(cdn.downloads('lab-requests.js', since), 1);
      assert.equal(
        await page.evaluate(() => window.__workers),
        1,
        'the puzzle and the lab share one worker',
      );
    } finally {
      await context.close();
      await blog.stop();
      await cdn.stop();
    }
  },
);

test('lab page before any run: no serious or critical axe violation (no empty result tables), in English and Japanese', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    for (const lang of ['en', 'ja']) {
      const page = await context.newPage();
      await page.goto(`${site.base}/lab.html?lang=${lang}`);
      // Every lab near the viewport once, so each has drawn its box (without running it).
      await page.evaluate(async () => {
        await customElements.whenDefined('slide-lab');
        for (const lab of document.querySelectorAll('slide-lab')) {
          lab.scrollIntoView();
          for (const began = Date.now(); !lab.shadowRoot?.querySelector('.run'); ) {
            if (Date.now() - began > 20000) throw new Error(`${lab.id} never drew its box`);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
        window.scrollTo(0, 0);
      });
      const hiddenResults = await page.evaluate(() =>
        [...document.querySelectorAll('slide-lab:not([autorun])')]
          .filter((lab) => lab.id !== 'statistics')
          .map((lab) => getComputedStyle(lab.shadowRoot.querySelector('.result')).display),
      );
      assert.ok(
        hiddenResults.every((display) => display === 'none'),
        `a lab that has not run shows no result box: ${hiddenResults}`,
      );
      await page.addScriptTag({ path: AXE });
      const found = await page.evaluate(async () =>
        (await window.axe.run(document, { resultTypes: ['violations'] })).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' >>> ')).join(', ')}`,
          ),
      );
      assert.deepEqual(found, [], lang);
      await page.close();
    }
  } finally {
    await context.close();
  }
});

// The lab page with every experiment run (those without autorun by their Run button).
async function labPage(viewport, lang = 'en') {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${site.base}/lab.html?lang=${lang}`);
  await page.evaluate(async () => {
    await customElements.whenDefined('slide-lab');
    const labs = [...document.querySelectorAll('slide-lab')];
    // The statistics lab's layout is what is looked at here (lab-statistics.test.mjs runs it in
    // full): one shuffle per difficulty with linear conflict, not five with Manhattan distance.
    const statistics = document.getElementById('statistics');
    const menu = (name) => statistics.shadowRoot?.querySelector(`select[name="${name}"]`);
    statistics.scrollIntoView();
    for (
      const began = Date.now();
      !(menu('heuristic')?.querySelector('option[value="linear-conflict"]') && menu('runs'));

    ) {
      if (Date.now() - began > 20000) throw new Error("the statistics lab's menus never appeared");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    menu('heuristic').value = 'linear-conflict';
    menu('runs').value = '1';
    window.scrollTo(0, 0);
    await Promise.all(
      labs.map(
        (lab) =>
          new Promise((resolve) => {
            const done = () => resolve(undefined);
            lab.addEventListener('slide-lab-result', done, { once: true });
            if (!lab.hasAttribute('autorun')) lab.run();
          }),
      ),
    );
  });
  return { context, page };
}

// One run of every experiment (they take most of this file's time), then looked at in both widths
// and both languages: the results are re-laid out and re-worded in place, never run again.
test(
  'lab page: every experiment finishes; at 1280 and 390 px axe finds no serious or critical violation and nothing scrolls sideways; screenshots; in Japanese the results speak Japanese',
  { timeout: 300000 },
  async () => {
    const { context, page } = await labPage({ width: 1280, height: 900 });
    try {
      await page.addScriptTag({ path: AXE });
      await mkdir(SHOTS, { recursive: true });
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        const found = await page.evaluate(async () =>
          (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            where: v.nodes.slice(0, 3).map((n) => n.target.join(' >>> ')),
          })),
        );
        const blocking = found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        if (found.length > blocking.length)
          console.log(
            `lab ${viewport.width} px: ${found
              .filter((v) => !blocking.includes(v))
              .map((v) => `${v.id} (${v.impact})`)
              .join(', ')}`,
          );
        assert.deepEqual(blocking, [], `at ${viewport.width} px`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        assert.equal(overflow, false, `no horizontal scroll at ${viewport.width} px`);
        const scrolling = await page.evaluate(() =>
          [...document.querySelectorAll('slide-lab')]
            .filter((lab) =>
              [...lab.shadowRoot.querySelectorAll('.table-wrap')].some(
                (wrap) => wrap.scrollWidth > wrap.clientWidth + 1,
              ),
            )
            .map((lab) => lab.id),
        );
        assert.deepEqual(
          scrolling,
          [],
          `every table fits its box at ${viewport.width} px (stacked when its columns do not)`,
        );
        for (const id of await page.evaluate(() =>
          [...document.querySelectorAll('slide-lab')].map((lab) => lab.id),
        )) {
          await page
            .locator(`#${id}`)
            .screenshot({ path: path.join(SHOTS, `${id}-${viewport.width}.png`) });
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator('[data-language-choice="ja"]').click();
      await page.waitForFunction(
        () => /探索ノード数/.test(document.querySelector('#algorithms').shadowRoot.textContent),
        null,
        { timeout: 10000 },
      );
      const text = await page.evaluate(
        () => document.querySelector('#algorithms').shadowRoot.textContent,
      );
      assert.doesNotMatch(text, /Nodes|Moves|Algorithm/);
      await page.locator('#spread').screenshot({ path: path.join(SHOTS, 'spread-ja-1280.png') });
    } finally {
      await context.close();
    }
  },
);
