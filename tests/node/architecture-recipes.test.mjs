// architecture-recipes.test.mjs: ARCHITECTURE.md's recipes ("To change X … touch these files") name
// files that exist, so someone following one is not sent to a file that was renamed or removed.
//
// Every backquoted path in the two recipe sections is checked against the tracked files: a path
// with a directory must be a file (brace lists `a.{hpp,cpp}` expanded), or a directory when it
// ends with `/`; a placeholder (`<name>.hpp`: a file the recipe creates) needs its directory; a
// bare file name (`protocol.js`) must name exactly one tracked file, unless the recipe names its
// directory in the same paragraph. Build outputs the recipes mention are listed in BUILT.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const RECIPE_HEADINGS = [
  '## To change X in the core, touch these files',
  '### To change X on the page, touch these files',
];
// Written by the build or the release build (dist/slide-puzzle/), not tracked.
const BUILT = new Set(['slide.wasm', 'slide-lab.wasm', 'build/native/slide', 'slide-puzzle-ja.js']);
const EXTENSIONS = /\.(js|mjs|cpp|hpp|json|md|css|html|sh|txt|ts|svg)$/;

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const files = new Set(tracked);
const directories = new Set(tracked.flatMap((file) => ancestors(file)));

/** @param {string} file @returns {string[]} its directories, innermost last */
function ancestors(file) {
  const parts = file.split('/').slice(0, -1);
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/** @param {string} text @returns {string[]} `a.{hpp,cpp}` as a.hpp and a.cpp */
function expand(text) {
  const match = /\{([^}]*)\}/.exec(text);
  if (!match) return [text];
  return match[1].split(',').flatMap((choice) => expand(text.replace(match[0], choice.trim())));
}

/** @returns {{ heading: string, paragraph: string }[]} the recipes' paragraphs */
function recipeParagraphs() {
  const lines = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8').split('\n');
  const paragraphs = [];
  for (const heading of RECIPE_HEADINGS) {
    const start = lines.indexOf(heading);
    assert.notEqual(start, -1, `ARCHITECTURE.md has no section "${heading}"`);
    let end = lines.findIndex((line, index) => index > start && /^#{1,3} /.test(line));
    if (end === -1) end = lines.length;
    const section = lines.slice(start + 1, end).join('\n');
    for (const paragraph of section.split(/\n(?=\*\*)/))
      if (paragraph.trim()) paragraphs.push({ heading, paragraph });
  }
  return paragraphs;
}

/** @param {string} paragraph @returns {string[]} the paths it names (backquoted, no spaces) */
function pathsIn(paragraph) {
  const quoted = [...paragraph.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]);
  return quoted.filter((text) => text.endsWith('/') || EXTENSIONS.test(text.replace(/\}$/, '')));
}

/**
 * @param {string} name a path as the recipe writes it (braces expanded)
 * @param {string[]} named the directories the same paragraph names
 * @returns {string | null} what is wrong with it, or null
 */
function problemWith(name, named) {
  if (BUILT.has(name)) return null;
  if (/[<>]/.test(name)) {
    const directory = name.slice(0, name.indexOf('<')).replace(/\/[^/]*$/, '');
    return directory === '' || directories.has(directory) ? null : 'no such directory';
  }
  if (name.endsWith('/')) return directories.has(name.slice(0, -1)) ? null : 'no such directory';
  if (name.includes('/')) return files.has(name) ? null : 'no such file';
  const matches = tracked.filter((file) => path.posix.basename(file) === name);
  if (matches.length === 0) return 'no tracked file has this name';
  if (matches.length === 1) return null;
  const near = matches.filter((file) =>
    named.some((directory) => file.startsWith(`${directory}/`)),
  );
  return near.length >= 1 ? null : `ambiguous: ${matches.join(', ')}`;
}

test("every file ARCHITECTURE.md's recipes name exists", () => {
  const problems = [];
  let checked = 0;
  for (const { paragraph } of recipeParagraphs()) {
    const names = pathsIn(paragraph).flatMap(expand);
    const named = names.filter((name) => name.includes('/')).flatMap(ancestors);
    for (const name of names) {
      checked += 1;
      const problem = problemWith(name, named);
      const recipe = /^\*\*([^*]+)\*\*/.exec(paragraph.trim())?.[1] ?? paragraph.slice(0, 40);
      if (problem) problems.push(`${recipe}: \`${name}\`: ${problem}`);
    }
  }
  assert.ok(checked > 100, `only ${checked} paths found: has the recipes' form changed?`);
  assert.deepEqual(problems, []);
});

test('ARCHITECTURE.md names no build switch that is gone', () => {
  const text = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
  const defined = tracked
    .filter((file) => /^(cpp\/.*\.(cpp|hpp)|CMakeLists\.txt|build\.sh)$/.test(file))
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
  const gone = [...new Set(text.match(/\bSLIDE_[A-Z0-9_]+\b/g) ?? [])].filter(
    (name) => !defined.includes(name),
  );
  assert.deepEqual(gone, [], 'named in ARCHITECTURE.md, found in no source file');
});
