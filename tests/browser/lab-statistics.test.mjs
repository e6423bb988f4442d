// lab-statistics.test.mjs: the lab's "statistics" experiment in headless Chromium: one run per
// difficulty, each length inside its difficulty's band (the core's bands, read from puzzleInfo) and
// equal to the shuffle's proven distance; rows fill in as runs finish; Cancel keeps the rows so
// far; the demo page embeds it in place of the static table (both languages), article figures shown
// before any run; screenshots at 390 and 1280 px under /tmp/lab-shots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { labPage, useLabBrowser } from './lab-harness.mjs';

const SHOTS = process.env.LAB_SHOTS ?? '/tmp/lab-shots';

const state = useLabBrowser();

async function open(url, viewport = { width: 1280, height: 900 }) {
  const context = await state.browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url);
  return { context, page, problems };
}

// A blank page of the site with one statistics lab whose menus are filled.
async function blankLab(viewport) {
  const opened = await labPage(state, {
    labs: [{ id: 'statistics', attributes: { experiment: 'statistics' } }],
    viewport,
  });
  await waitForMenus(opened.page);
  return opened;
}

const waitForMenus = (page) =>
  page.waitForFunction(
    () =>
      document
        .querySelector('#statistics')
        .shadowRoot?.querySelectorAll('select[name="heuristic"] option').length > 1,
  );

// Sets the menus, presses Run, and resolves with the detail and every state of the "Solved" column
// seen meanwhile.
function runWatched(page, choices, timeout = 35000) {
  return page.evaluate(
    ({ choices, timeout }) =>
      new Promise((resolve, reject) => {
        const lab = document.querySelector('#statistics');
        const root = lab.shadowRoot;
        for (const [name, value] of Object.entries(choices))
          root.querySelector(`select[name="${name}"]`).value = value;
        const seen = [];
        const look = () => {
          const column = [...root.querySelectorAll('tbody tr')]
            .map((tr) => tr.children[2]?.textContent ?? '')
            .join(' | ');
          if (seen.at(-1) !== column) seen.push(column);
        };
        const observer = new MutationObserver(look);
        observer.observe(root, { subtree: true, childList: true, characterData: true });
        const timer = setTimeout(
          () =>
            reject(
              new Error(`no result in ${timeout} ms: ${root.querySelector('.status').textContent}`),
            ),
          timeout,
        );
        lab.addEventListener(
          'slide-lab-result',
          (event) => {
            clearTimeout(timer);
            observer.disconnect();
            look();
            resolve({ detail: event.detail, seen });
          },
          { once: true },
        );
        root.querySelector('.run').click();
      }),
    { choices, timeout },
  );
}

test(
  "statistics, one run per difficulty with Manhattan distance: lengths in the core's bands, rows filled one by one, Expert solved or honestly over the limit",
  { timeout: 60000 },
  async () => {
    const { context, page, problems } = await blankLab();
    try {
      const bands = await page.evaluate(async () => {
        const { SolverBridge } = await import('/js/worker/solver-bridge.js');
        const bridge = new SolverBridge();
        const info = await bridge.puzzle('15');
        bridge.terminate();
        return info.difficulties;
      });
      const { detail, seen } = await runWatched(page, { runs: '1', heuristic: 'manhattan' });
      assert.equal(detail.experiment, 'statistics');
      assert.equal(detail.heuristic, 'manhattan');
      assert.deepEqual(
        detail.rows.map((row) => row.difficulty),
        ['easy', 'normal', 'hard', 'expert'],
      );
      for (const row of detail.rows) {
        const band = bands.find((b) => b.id === row.difficulty);
        assert.deepEqual(row.band, { min: band.min, max: band.max });
        assert.equal(row.runs.length, 1, row.difficulty);
        const [run] = row.runs;
        assert.ok(
          run.distance >= band.min && (band.max === null || run.distance <= band.max),
          `${row.difficulty}: shuffle ${run.distance}`,
        );
        if (run.status === 'solved') {
          assert.ok(
            run.length >= band.min && (band.max === null || run.length <= band.max),
            `${row.difficulty}: ${run.length} moves`,
          );
          if (run.exact)
            assert.equal(run.length, run.distance, 'the solve finds the proven distance');
          else assert.ok(run.length >= run.distance, 'at least the proven lower bound');
          assert.ok(run.nodes > 0 && run.nodes <= detail.nodeLimit);
          assert.equal(row.summary.nodes.mean, run.nodes);
        } else {
          assert.equal(row.difficulty, 'expert', 'only Expert may need more than the limit');
          assert.equal(run.status, 'over');
          assert.ok(run.nodes >= detail.nodeLimit, `${run.nodes} nodes`);
          assert.equal(row.summary.nodes, null);
        }
      }
      for (const row of detail.rows.slice(0, 3))
        assert.equal(row.runs[0].status, 'solved', row.difficulty);
      // Filled as they finish: a moment with Easy done and Expert still waiting.
      assert.ok(
        seen.some((column) => /^1 of 1 \| … \| … \| …$/.test(column)),
        seen.join('\n'),
      );
      assert.ok(
        seen.some((column) => /^1 of 1 \| 1 of 1 \| 1 of 1 \| …$/.test(column)),
        seen.join('\n'),
      );
      const text = await page.evaluate(
        () => document.querySelector('#statistics').shadowRoot.querySelector('tbody').textContent,
      );
      assert.match(
        text,
        /thousands · milliseconds/,
        "the article's figures beside the measured ones",
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
);

test(
  'statistics: Cancel stops the runs in the worker, keeps the rows so far, sends no result',
  { timeout: 60000 },
  async () => {
    const { context, page } = await blankLab();
    try {
      const outcome = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const lab = document.querySelector('#statistics');
            const root = lab.shadowRoot;
            let results = 0;
            lab.addEventListener('slide-lab-result', () => {
              results += 1;
            });
            root.querySelector('select[name="runs"]').value = '10';
            root.querySelector('.run').click();
            const firstRow = () => root.querySelector('tbody tr')?.children[2]?.textContent ?? '';
            const wait = async () => {
              while (!/^[1-9]\d* of/.test(firstRow())) await new Promise((r) => setTimeout(r, 10));
              root.querySelector('.cancel').click();
              await new Promise((r) => setTimeout(r, 500));
              resolve({
                results,
                status: root.querySelector('.status').textContent,
                kept: firstRow(),
                runHidden: root.querySelector('.run').hidden,
              });
            };
            wait();
          }),
      );
      assert.equal(outcome.results, 0);
      assert.equal(outcome.status, 'Cancelled.');
      assert.match(outcome.kept, /^\d+ of \d+$/, 'the rows so far stay');
      assert.equal(outcome.runHidden, false);
    } finally {
      await context.close();
    }
  },
);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(
    `the demo page at ${viewport.width} px: the statistics lab replaces the static table, in both languages; screenshots`,
    { timeout: 60000 },
    async () => {
      const { context, page, problems } = await open(
        `${state.site.base}/index.html?lang=en`,
        viewport,
      );
      try {
        assert.equal(await page.locator('slide-lab').count(), 1, 'one embedded lab');
        assert.equal(
          // The feel table (page/feel-table.js) is the reader's own runs beside the article's guide,
          // not the article's static statistics table.
          await page.evaluate(
            () => document.querySelectorAll('main table:not(.feel-table)').length,
          ),
          0,
          'the static table is gone',
        );
        const lab = page.locator('#statistics');
        assert.equal(await lab.getAttribute('autorun'), null, 'not run on load');
        // Far below the first screen: the lab's code waits until the reader scrolls near it.
        await page.evaluate(() => document.querySelector('slide-puzzle').ready);
        await page.waitForTimeout(300);
        const fetched = () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /slide-lab\.js$/.test(entry.name)),
          );
        assert.equal(
          await fetched(),
          false,
          'slide-lab.js is not fetched before the reader comes near',
        );
        await lab.scrollIntoViewIfNeeded();
        await page.waitForFunction(() =>
          /thousands/.test(
            document.querySelector('#statistics').shadowRoot?.querySelector('tbody')?.textContent ??
              '',
          ),
        );
        assert.equal(await fetched(), true);
        await waitForMenus(page);
        await mkdir(SHOTS, { recursive: true });
        await lab.screenshot({ path: path.join(SHOTS, `statistics-before-${viewport.width}.png`) });
        const { detail } = await runWatched(page, {
          runs: '1',
          heuristic: viewport.width > 1000 ? 'manhattan' : 'linear-conflict',
        });
        assert.equal(detail.rows.length, 4);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        assert.equal(overflow, false, 'no horizontal scroll');
        await lab.screenshot({ path: path.join(SHOTS, `statistics-${viewport.width}.png`) });
        // The same element speaks Japanese with the page.
        await page.evaluate(() => document.querySelector('[data-language-choice="ja"]').click());
        await page.waitForFunction(() =>
          /数千/.test(
            document.querySelector('#statistics').shadowRoot.querySelector('tbody').textContent,
          ),
        );
        await lab.screenshot({ path: path.join(SHOTS, `statistics-ja-${viewport.width}.png`) });
        assert.deepEqual(
          problems.filter((p) => /slide-lab|pageerror/.test(p)),
          [],
        );
      } finally {
        await context.close();
      }
    },
  );
}
