// The layout gate beside the formatters (./build.sh test): no source file in cpp/ or web/js/ over
// 400 lines, and no line over 100 characters outside the tables of data named below. Prettier
// (JS, HTML, CSS) and clang-format (C++) decide the layout; this checks what they cannot: a long
// string or comment, and a file that grew past one concept's size.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const MAX_LINES = 400;
const MAX_WIDTH = 100;
// Tables of data: words per language, generated shapes, and the reference texts of the docs.
const DATA_TABLES = [
  /^web\/js\/i18n\/(en|ja)(-[a-z]+)?\.js$/,
  /^web\/js\/lab\/i18n\//,
  /^web\/js\/worker\/puzzle-shapes\.js$/,
  /^web\/js\/element\/(attribute-docs|element-api)\.js$/,
  /^web\/js\/lab\/lab-api\.js$/,
  /^web\/js\/page\/docs-examples\.js$/,
];

const files = execFileSync('git', ['ls-files', 'cpp', 'web/js'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(js|mjs|cpp|hpp)$/.test(file));
const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  if (lines.length > MAX_LINES && !/^web\/js\/worker\/puzzle-shapes\.js$/.test(file))
    problems.push(`${file}: ${lines.length} lines (at most ${MAX_LINES})`);
  if (DATA_TABLES.some((pattern) => pattern.test(file))) continue;
  lines.forEach((line, index) => {
    const width = [...line].length;
    if (width > MAX_WIDTH) problems.push(`${file}:${index + 1}: ${width} characters`);
  });
}
for (const problem of problems) console.log(problem);
console.log(
  problems.length === 0
    ? `layout: ${files.length} files within ${MAX_LINES} lines and ${MAX_WIDTH} characters`
    : `layout: ${problems.length} problems`,
);
process.exit(problems.length === 0 ? 0 : 1);
