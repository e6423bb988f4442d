// docs.test.mjs: docs.html documents every attribute, property, event, CSS custom property, part
// and slot, renders each live example without console errors; custom-elements.json, element-api.js
// and lab-api.js (<slide-lab>) match the source.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ATTRIBUTES } from '../../web/js/element/attributes.js';
import {
  CSS_PROPERTIES,
  EVENTS,
  PARTS,
  PROPERTIES,
  SLOTS,
} from '../../web/js/element/element-api.js';
import { manifestText } from '../../tools/custom-elements-manifest.mjs';
import { LAB_ATTRIBUTES, LAB_EVENTS, LAB_METHODS, LAB_PARTS } from '../../web/js/lab/lab-api.js';
import { repoRoot } from './static-server.mjs';
import { artifactsDir, startBlogHarness } from './blog-harness.mjs';

// Examples that show a bad value on purpose (the fallback's notice is what they demonstrate).
const MEANT_TO_WARN = new Set([
  'prop-puzzleName',
  'css-slide-bad',
  'part-notice',
  'part-attribute-problems',
]);

async function sources(folder) {
  const names = await readdir(path.join(repoRoot, folder), { recursive: true });
  const texts = await Promise.all(
    names
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFile(path.join(repoRoot, folder, name), 'utf8')),
  );
  return texts.join('\n');
}

test('custom-elements.json is generated from attributes.js and element-api.js and is up to date', async () => {
  const file = await readFile(path.join(repoRoot, 'custom-elements.json'), 'utf8');
  assert.equal(file, manifestText(), 'run node tools/custom-elements-manifest.mjs');
  const declaration = JSON.parse(file).modules[0].declarations[0];
  assert.equal(declaration.tagName, 'slide-puzzle');
  // The class the module really exports (its name, as in types/slide-puzzle.d.ts).
  const element = await readFile(path.join(repoRoot, 'web/js/element/slide-puzzle.js'), 'utf8');
  const exported = /^export class (\w+) extends HTMLElement/m.exec(element)[1];
  assert.equal(declaration.name, exported);
  assert.deepEqual(
    JSON.parse(file).modules[0].exports.map((entry) => entry.declaration.name),
    [exported, exported],
  );
  assert.deepEqual(
    declaration.attributes.map((a) => a.name),
    ATTRIBUTES.map((row) => row.name),
  );
  const lab = JSON.parse(file).modules[1].declarations[0];
  assert.equal(lab.tagName, 'slide-lab');
  assert.deepEqual(
    lab.attributes.map((a) => a.name),
    LAB_ATTRIBUTES.map((row) => row.name),
  );
});

test('lab-api.js lists exactly what <slide-lab> observes, emits, offers and exposes as parts', async () => {
  const shell = await readFile(path.join(repoRoot, 'web/js/lab/lab-element.js'), 'utf8');
  const observed = JSON.parse(
    shell.match(/observedAttributes = (\[[^\]]*\])/)[1].replace(/'/g, '"'),
  );
  assert.deepEqual(
    LAB_ATTRIBUTES.map((row) => row.name),
    observed,
  );
  for (const method of LAB_METHODS)
    assert.match(
      shell,
      new RegExp(`^  ${method.name}\\(\\)`, 'm'),
      `the shell has ${method.name}()`,
    );
  const lab = await sources('web/js/lab');
  const emitted = new Set([...lab.matchAll(/'(slide-lab-[a-z-]+)'/g)].map((match) => match[1]));
  assert.deepEqual([...emitted].sort(), LAB_EVENTS.map((event) => event.name).sort());
  const parts = new Set(
    [...lab.matchAll(/part="([a-z\s-]+)"/g)].flatMap((match) => match[1].split(/\s+/)),
  );
  assert.deepEqual([...parts].sort(), LAB_PARTS.map((part) => part.name).sort());
});

test('element-api.js lists exactly the events, parts and --slide-* properties the source uses', async () => {
  const web = (await sources('web/js/element')) + (await sources('web/js/views'));
  const emitted = new Set([...web.matchAll(/emit\('(slide-[a-z-]+)'/g)].map((match) => match[1]));
  assert.deepEqual([...emitted].sort(), EVENTS.map((event) => event.name).sort());
  const parts = new Set();
  for (const match of web.matchAll(/part="([a-z\s-]+)"|setAttribute\('part', ([^)]*)\)/g)) {
    // In the setAttribute form only the quoted words are parts ("tile === 0 ? 'tile gap' :
    // 'tile'").
    const text =
      match[1] ?? [...match[2].matchAll(/'([^']*)'/g)].map((quoted) => quoted[1]).join(' ');
    for (const word of text.split(/\s+/).filter(Boolean)) parts.add(word);
  }
  assert.deepEqual([...parts].sort(), PARTS.map((part) => part.name).sort());
  const properties = new Set([...web.matchAll(/var\((--slide-[a-z-]+)/g)].map((match) => match[1]));
  assert.deepEqual([...properties].sort(), CSS_PROPERTIES.map((property) => property.name).sort());
  assert.match(web, /slot name="reachable-note"/);
  assert.deepEqual(
    SLOTS.map((slot) => slot.name),
    ['reachable-note'],
  );
});

let harness;
before(async () => {
  harness = await startBlogHarness();
});
after(async () => harness?.stop());

test('docs.html: an entry with a snippet for everything, each example rendered live without console errors; linked from the demo page', async () => {
  const page = await harness.open(null, { file: 'docs.html', wait: false });
  const ids = [
    ...ATTRIBUTES.map((row) => `attr-${row.name}`),
    ...PROPERTIES.map((property) => `prop-${property.name}`),
    ...EVENTS.map((event) => `event-${event.name}`),
    ...CSS_PROPERTIES.map((property) => `css-${property.name.slice(2)}`),
    ...PARTS.map((part) => `part-${part.name}`),
    ...SLOTS.map((slot) => `slot-${slot.name}`),
  ];
  await page.waitForSelector(`#${ids.at(-1)}`);
  assert.equal(await page.evaluate(() => document.querySelectorAll('.entry').length), ids.length);
  await page.screenshot({ path: path.join(artifactsDir, 'docs-1280.png') });
  for (const id of ids) {
    const result = await page.evaluate(async (id) => {
      const section = document.getElementById(id);
      const snippet = section.querySelector('pre code')?.textContent ?? '';
      const pane = section.querySelector('.live');
      // Examples render as they come near; one rendering above may push this one on, so scroll
      // again.
      const deadline = performance.now() + 15000;
      while (!pane.querySelector('slide-puzzle') && performance.now() < deadline) {
        pane.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const elements = [...pane.querySelectorAll('slide-puzzle')];
      await Promise.all(elements.map((element) => element.ready));
      const problems = elements.flatMap((element) =>
        [...element.shadowRoot.querySelectorAll('.attribute-problems li')].map(
          (li) => li.textContent,
        ),
      );
      return {
        snippet,
        elements: elements.length,
        problems,
        playable: elements.every((element) => Array.isArray(element.tiles)),
      };
    }, id);
    assert.match(result.snippet, /<slide-puzzle/, `${id} has a snippet`);
    assert.equal(result.elements, 1, `${id} renders its example live`);
    assert.ok(result.playable, `${id}'s example is playable`);
    if (MEANT_TO_WARN.has(id)) assert.equal(result.problems.length, 1, `${id} shows its bad value`);
    else assert.deepEqual(result.problems, [], `${id}'s example is valid`);
  }
  // The event examples' logs answer: the solved one after one move, the search one by itself.
  await page.waitForFunction(
    () => {
      document.getElementById('event-slide-solved').scrollIntoView({ block: 'center' });
      return document.querySelector('#event-slide-solved slide-puzzle')?.tiles;
    },
    null,
    { polling: 100 },
  );
  // Ready, not only drawn: under load the element draws the goal by hand before its solver comes,
  // and a click then would play that board instead of the example's one-move position.
  await page.evaluate(async () => {
    const element = document.querySelector('#event-slide-solved slide-puzzle');
    await element.ready;
    element.shadowRoot.querySelector('.tile[data-tile="8"]').click();
  });
  await page.waitForFunction(() =>
    /solved in 1 moves/.test(document.querySelector('#event-slide-solved .event-log').textContent),
  );
  assert.deepEqual(page.errors, [], page.errors.join('\n'));
  await page.evaluate(() => document.getElementById('event-slide-solved').scrollIntoView());
  await page.screenshot({ path: path.join(artifactsDir, 'docs-events-1280.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(
    () => {
      document.getElementById('attr-board').scrollIntoView();
      return document.querySelector('#attr-board slide-puzzle')?.tiles;
    },
    null,
    { polling: 100 },
  );
  await page.screenshot({ path: path.join(artifactsDir, 'docs-390.png') });
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= 390),
    'no sideways scrolling on a phone',
  );
  await page.close();

  // axe-core at both widths, with the examples in view rendered: no serious or critical violations.
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  for (const width of [1280, 390]) {
    const checked = await harness.open(null, {
      file: 'docs.html',
      wait: false,
      viewport: { width, height: 900 },
    });
    await checked.waitForFunction(
      () => {
        document.querySelector('#attr-puzzle .live').scrollIntoView();
        return document.querySelector('#attr-puzzle slide-puzzle')?.tiles;
      },
      null,
      { polling: 100 },
    );
    await checked.addScriptTag({ path: axePath });
    const violations = await checked.evaluate(async () =>
      (await axe.run(document, { resultTypes: ['violations'] })).violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact))
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' > '))
              .slice(0, 3)
              .join(', ')}`,
        ),
    );
    assert.deepEqual(violations, [], `at ${width} px`);
    await checked.close();
  }

  const reference = await harness.open(null, { file: 'docs.html', wait: false });
  const labTerms = await reference.evaluate(() =>
    [...document.querySelectorAll('#lab-reference dt')].map((dt) => dt.textContent),
  );
  assert.deepEqual(
    labTerms,
    [...LAB_ATTRIBUTES, ...LAB_METHODS, ...LAB_EVENTS, ...LAB_PARTS].map((row) => row.name),
    'docs.html#lab lists <slide-lab>',
  );
  await reference.close();

  const demo = await harness.open(null, { file: 'index.html', wait: false });
  assert.equal(
    await demo.evaluate(() => document.querySelectorAll('a[href="docs.html"]').length),
    1,
  );
  await demo.close();
});
