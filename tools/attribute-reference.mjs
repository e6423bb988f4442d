// attribute-reference.mjs: the parts of the package's hand-written files that list <slide-puzzle>'s
// attributes, written from the attribute table (web/js/element/attributes.js, its words in
// attribute-docs.js) so that a new attribute is one row and its words, never an edit here:
// - types/slide-puzzle.d.ts: a getter and a setter per attribute's property;
// - tools/dist/README.md: the "Attributes in brief" table, and the project README's table.
// Each goes between two marker lines in its file; tools/custom-elements-manifest.mjs writes them
// (and checks them with --check) along with custom-elements.json.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { documentedAttributes } from '../web/js/element/attribute-docs.js';

const BEGIN = 'generated from web/js/element/attributes.js by tools/custom-elements-manifest.mjs';
const END = 'end of the generated part';

// The files, their comment syntax and the block to put between the markers.
export const GENERATED_PARTS = [
  {
    file: fileURLToPath(new URL('../types/slide-puzzle.d.ts', import.meta.url)),
    begin: `  // ${BEGIN}`,
    end: `  // ${END}`,
    block: typesBlock,
  },
  {
    file: fileURLToPath(new URL('../README.md', import.meta.url)),
    begin: `<!-- ${BEGIN} -->`,
    end: `<!-- ${END} -->`,
    block: readmeBlock,
  },
  {
    file: fileURLToPath(new URL('../tools/dist/README.md', import.meta.url)),
    begin: `<!-- ${BEGIN} -->`,
    end: `<!-- ${END} -->`,
    block: readmeBlock,
  },
];

// lang is HTMLElement's own property: listed in the README, not declared again in the types.
const OWN_PROPERTIES = new Set(['lang']);

const quoted = (choice) => `'${choice}'`;
const valueType = (row) => (row.choices ? row.choices.map(quoted).join(' | ') : row.type);

// A JSDoc comment of the words, wrapped within 100 characters, indented as a class member.
function docComment(words) {
  const lines = [];
  let line = '';
  for (const word of words.split(/\s+/)) {
    if (line && `   * ${line} ${word}`.length > 100) {
      lines.push(`   * ${line}`);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(`   * ${line}`);
  return ['  /**', ...lines, '   */'];
}

function typesBlock() {
  const lines = [];
  for (const row of documentedAttributes()) {
    if (OWN_PROPERTIES.has(row.property)) continue;
    const type = valueType(row);
    lines.push(
      ...docComment(
        `${row.name}: ${row.description} Values: ${row.values}. Default: ${row.defaultText}.`,
      ),
      `  get ${row.property}(): ${row.default === null ? `${type} | null` : type};`,
      `  set ${row.property}(value: ${type} | null);`,
    );
  }
  return lines;
}

// A table cell: one line, and a "|" of the words would end the cell.
const cell = (text) => text.replaceAll('|', '\\|').replace(/\s+/g, ' ');

function readmeBlock() {
  const lines = ['| attribute | default | values | what it does |', '| --- | --- | --- | --- |'];
  for (const row of documentedAttributes())
    lines.push(
      `| \`${row.name}\` | ${cell(row.defaultText)} | ${cell(row.values)} | ${cell(row.description)} |`,
    );
  return lines;
}

// The file's text with its part written anew; throws when a marker is missing.
export function withPart(text, part) {
  const lines = text.split('\n');
  const begin = lines.indexOf(part.begin);
  const end = lines.indexOf(part.end);
  if (begin < 0 || end < begin)
    throw new Error(`${part.file}: the marker lines "${part.begin}" and "${part.end}" are missing`);
  return [...lines.slice(0, begin + 1), ...part.block(), ...lines.slice(end)].join('\n');
}

// [{ file, current, wanted }] for every generated part.
export async function generatedParts() {
  return Promise.all(
    GENERATED_PARTS.map(async (part) => {
      const current = await readFile(part.file, 'utf8');
      return { file: part.file, current, wanted: withPart(current, part) };
    }),
  );
}
