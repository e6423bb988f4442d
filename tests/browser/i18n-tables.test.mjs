// i18n-tables.test.mjs: the language tables are complete and all used, and no view or element
// module writes a user-visible string literal (node only, no browser).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './static-server.mjs';
import { loadSlideModule } from '../wasm/load-module.mjs';

const web = path.join(repoRoot, 'web');
const { default: en } = await import(path.join(web, 'js/i18n/en.js'));
const { default: ja } = await import(path.join(web, 'js/i18n/ja.js'));
// The lab's words (web/js/lab/i18n/) join these tables when the lab loads, and the site's pages'
// words (web/js/i18n/*-pages.js) when a page loads: checked as one table per language.
const { default: labEn } = await import(path.join(web, 'js/lab/i18n/en.js'));
const { default: labJa } = await import(path.join(web, 'js/lab/i18n/ja.js'));
const { default: pagesEn } = await import(path.join(web, 'js/i18n/en-pages.js'));
const { default: pagesJa } = await import(path.join(web, 'js/i18n/ja-pages.js'));
for (const [table, ...added] of [
  [en, labEn, pagesEn],
  [ja, labJa, pagesJa],
]) {
  for (const words of added) {
    for (const key of Object.keys(words))
      assert.ok(!(key in table), `${key} is in the element's table and in a part loaded later`);
    Object.assign(table, words);
  }
}
const TABLES = { en, ja };
// The core's registry ids, read from the page's module as the menu reads them (so a new heuristic
// needs no edit here), and the registry words a table may translate.
// `learned` too: the worker adds its row to the 15-puzzle's (worker-anytime.js, withLearned).
const CORE_IDS = [
  ...(await loadSlideModule()).heuristics().map((/** @type {any} */ row) => row.id),
  'learned',
];
const CORE_KINDS = ['label', 'explanation'];

async function filesUnder(dir, ext) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full, ext)));
    else if (entry.name.endsWith(ext)) out.push(full);
  }
  return out;
}

const sources = [
  ...(await filesUnder(path.join(web, 'js'), '.js')),
  ...(await filesUnder(web, '.html')),
].filter((file) => !/i18n[\\/][a-z]{2,3}\.js$/.test(file)); // the tables themselves
const text = Object.fromEntries(
  await Promise.all(
    sources.map(async (file) => [path.relative(repoRoot, file), await readFile(file, 'utf8')]),
  ),
);
const placeholders = (value) =>
  new Set([...JSON.stringify(value).matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

test('every key of the English table is in every table, and no table has a key English lacks (but the core registry words)', () => {
  const keys = Object.keys(en);
  for (const [lang, table] of Object.entries(TABLES)) {
    const missing = keys.filter((key) => !(key in table));
    assert.deepEqual(missing, [], `${lang} lacks keys`);
    const extra = Object.keys(table).filter((key) => !(key in en));
    for (const key of extra) {
      const [core, kind, id] = key.split('.');
      assert.ok(
        core === 'core' && CORE_KINDS.includes(kind) && CORE_IDS.includes(id),
        `${lang} has ${key}, which nobody uses`,
      );
    }
  }
  // ja words every registry row; English shows the core's own words.
  for (const kind of CORE_KINDS)
    for (const id of CORE_IDS) assert.ok(`core.${kind}.${id}` in ja, `ja lacks core.${kind}.${id}`);
});

test('values are text or plural forms with "other", and a translation uses only the parameters English is given', () => {
  for (const [lang, table] of Object.entries(TABLES)) {
    for (const [key, value] of Object.entries(table)) {
      if (typeof value === 'object')
        assert.equal(typeof value.other, 'string', `${lang} ${key}: plural forms need "other"`);
      else assert.equal(typeof value, 'string', `${lang} ${key}`);
      // English words errors with the solver's sentence ({detail}); the others may name the
      // request's values.
      if (lang === 'en' || key.startsWith('error.') || key.startsWith('core.')) continue;
      const allowed = placeholders(en[key]);
      for (const name of placeholders(value))
        assert.ok(allowed.has(name), `${lang} ${key} uses {${name}}, which English does not`);
    }
  }
});

test('every key is used somewhere in web/, and every key the code names exists', () => {
  const all = Object.values(text).join('\n');
  const literals = new Set(
    [...all.matchAll(/['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g)].map((m) => m[1]),
  );
  for (const match of all.matchAll(/data-i18n(?:-attr)?="([^"]+)"/g)) {
    for (const part of match[1].split(/\s+/))
      literals.add(part.includes(':') ? part.split(':')[1] : part);
  }
  const unused = Object.keys(en).filter((key) => !literals.has(key));
  assert.deepEqual(unused, [], 'keys nobody uses');
  const prefixes = new Set(Object.keys(en).map((key) => key.split('.')[0]));
  const unknown = [...literals].filter(
    (key) =>
      prefixes.has(key.split('.')[0]) && !(key in en) && !/\.(js|css|html|svg|json|png)$/.test(key),
  );
  assert.deepEqual(unknown, [], 'keys named in the code that no table has');
});

// User-visible text written as a literal: text content, accessible names and tooltips, template
// text nodes and attributes, and the views' and flows' text-taking calls.
export function literalTexts(source) {
  const code = source
    .replace(/css`[\s\S]*?`\);/g, '') // stylesheets
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/ .*$/gm, '');
  const found = [];
  const words = /[A-Za-z\u3040-\u30ff\u4e00-\u9fff]{2,}/;
  // An assignment's whole right-hand side (a ternary's either branch counts).
  for (const match of code.matchAll(
    /\.(?:textContent|innerText|title|placeholder|alt)\s*=\s*([^;]*)/g,
  )) {
    for (const literal of match[1].matchAll(/(['"`])((?:(?!\1).)*)\1/g))
      if (words.test(literal[2].replace(/\$\{[^}]*\}/g, ''))) found.push(literal[2]);
  }
  const patterns = [
    /setAttribute\(\s*'(?:aria-label|aria-roledescription|aria-description|title|placeholder|alt)'\s*,\s*(['"`])((?:(?!\1).)*)\1/g,
    /(?:announce|showStatus|showMessage|showComparison|\bshow|stop|new Option)\(\s*(['"`])((?:(?!\1).)*)\1/g,
    /\s(?:aria-label|aria-roledescription|title|placeholder|alt)=(")([^"$]*)"/g,
  ];
  // Text between tags, in the template literals that hold markup.
  for (const template of code.matchAll(/`([^`]*<[a-z][^`]*)`/g)) {
    for (const node of template[1].matchAll(/>([^<>]*)</g)) {
      const literal = node[1].replace(/\$\{[^}]*\}/g, '').trim();
      if (words.test(literal)) found.push(literal);
    }
  }
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const literal = match[2].trim();
      if (words.test(literal.replace(/\$\{[^}]*\}/g, ''))) found.push(literal);
    }
  }
  return found;
}

test('the scanner finds a literal of each kind (so the next test can fail)', () => {
  const samples = [
    "el.textContent = 'Solved';",
    'el.textContent = `Moves ${n}`;',
    "button.setAttribute('aria-label', 'Gap');",
    "live.announce('Shuffled.');",
    "stats.showStatus('Ready.', 'info');",
    'notice.show(`Failed: ${x}`);',
    'const t = `<button type="button">Undo</button>`;',
    'const t = `<ul aria-label="Settings this puzzle could not use"></ul>`;',
    "this.#solve.textContent = busy ? 'x' : '探索中';",
  ];
  for (const sample of samples) assert.ok(literalTexts(sample).length > 0, `missed: ${sample}`);
  // What is not text for the reader: keys, classes, numbers, markup without words.
  const fine = [
    "this.#locale.text(el, msg('player.undo'));",
    "value.textContent = '—';",
    'const t = `<button type="button" data-i18n="player.undo"></button><small>15</small>`;',
    'number.textContent = tile;',
  ];
  for (const sample of fine) assert.deepEqual(literalTexts(sample), [], `false alarm: ${sample}`);
});

test('no view or element module holds a user-visible string literal', async () => {
  const dirs = ['web/js/views', 'web/js/element', 'web/js/charts', 'web/js/lab'];
  const offenders = [];
  for (const dir of dirs) {
    for (const file of await filesUnder(path.join(repoRoot, dir), '.js')) {
      // attributes.js and element-api.js are the developer reference's rows (docs.html, English
      // only).
      if (/(attributes|element-api)\.js$/.test(file)) continue;
      for (const literal of literalTexts(await readFile(file, 'utf8')))
        offenders.push(`${path.relative(repoRoot, file)}: ${literal}`);
    }
  }
  assert.deepEqual(offenders, []);
});

test('the Workers statistic explains the worker cap the solver service uses', async () => {
  const service = await readFile(path.join(web, 'js/worker/solver-service.js'), 'utf8');
  const cap = service.match(/const MAX_WORKERS = (\d+);/)?.[1];
  assert.ok(cap, 'solver-service.js names MAX_WORKERS');
  for (const [lang, table] of Object.entries(TABLES)) {
    const numbers = table['stat.workers.why'].match(/\d+/g) ?? [];
    assert.ok(
      numbers.includes(cap),
      `${lang}: "${table['stat.workers.why']}" gives the cap ${cap}`,
    );
  }
});
