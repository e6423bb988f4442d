// custom-elements-manifest.mjs: writes custom-elements.json (the Custom Elements Manifest, schema
// 2.1) from web/js/element/attributes.js and element-api.js (<slide-puzzle>) and
// web/js/lab/lab-api.js (<slide-lab>), so editors know both; and the attribute lists of the
// package's declarations and README (tools/attribute-reference.mjs).
//
// Usage: node tools/custom-elements-manifest.mjs          writes what is not up to date
//        node tools/custom-elements-manifest.mjs --check  exits 1 if anything is not up to date
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { documentedAttributes } from '../web/js/element/attribute-docs.js';
import { generatedParts } from './attribute-reference.mjs';
import { CSS_PROPERTIES, EVENTS, PARTS, PROPERTIES, SLOTS } from '../web/js/element/element-api.js';
import { LAB_ATTRIBUTES, LAB_EVENTS, LAB_METHODS, LAB_PARTS } from '../web/js/lab/lab-api.js';

const ATTRIBUTES_DOCUMENTED = documentedAttributes();

const file = fileURLToPath(new URL('../custom-elements.json', import.meta.url));
const modulePath = 'web/js/element/slide-puzzle.js';
const labPath = 'web/js/lab/lab-element.js';

const typeText = (row) =>
  row.choices ? row.choices.map((choice) => `"${choice}"`).join(' | ') : row.type;
const defaultText = (row) => (row.default === null ? undefined : JSON.stringify(row.default));
const describe = (row) => `${row.description} Values: ${row.values}. Default: ${row.defaultText}.`;

export function manifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: modulePath,
        declarations: [
          {
            kind: 'class',
            name: 'SlidePuzzleElement',
            tagName: 'slide-puzzle',
            customElement: true,
            superclass: { name: 'HTMLElement' },
            summary:
              'A playable sliding puzzle whose AI solver (IDA* in WebAssembly) runs in a worker.',
            description: 'Reference with live examples: docs.html.',
            attributes: ATTRIBUTES_DOCUMENTED.map((row) => ({
              name: row.name,
              fieldName: row.property,
              type: { text: typeText(row) },
              default: defaultText(row),
              description: describe(row),
            })),
            members: [
              ...ATTRIBUTES_DOCUMENTED.map((row) => ({
                kind: 'field',
                name: row.property,
                attribute: row.name,
                reflects: true,
                type: { text: row.default === null ? `${typeText(row)} | null` : typeText(row) },
                default: defaultText(row) ?? 'null',
                description: describe(row),
              })),
              ...PROPERTIES.map((property) => ({
                kind: 'field',
                name: property.name,
                readonly: true,
                type: { text: property.type },
                description: property.description,
              })),
            ],
            events: EVENTS.map((event) => ({
              name: event.name,
              type: { text: `CustomEvent<${event.detail}>` },
              description: event.description,
            })),
            cssProperties: CSS_PROPERTIES.map((property) => ({
              name: property.name,
              default: property.default,
              description: property.description,
            })),
            cssParts: PARTS.map((part) => ({ name: part.name, description: part.description })),
            slots: SLOTS.map((slot) => ({ name: slot.name, description: slot.description })),
          },
        ],
        exports: [
          {
            kind: 'js',
            name: 'SlidePuzzleElement',
            declaration: { name: 'SlidePuzzleElement', module: modulePath },
          },
          {
            kind: 'custom-element-definition',
            name: 'slide-puzzle',
            declaration: { name: 'SlidePuzzleElement', module: modulePath },
          },
        ],
      },
      // Defined by the same script (slide-puzzle.js imports the shell); the experiments load on
      // first use.
      {
        kind: 'javascript-module',
        path: labPath,
        declarations: [
          {
            kind: 'class',
            name: 'SlideLab',
            tagName: 'slide-lab',
            customElement: true,
            superclass: { name: 'HTMLElement' },
            summary:
              "One of the article's lessons as an experiment the core runs in the page's solver worker.",
            description: 'Reference: docs.html#lab; each experiment\'s result: README, "The lab".',
            attributes: LAB_ATTRIBUTES.map((row) => ({
              name: row.name,
              type: { text: row.type },
              default: row.default === null ? undefined : JSON.stringify(row.default),
              description: `${row.description} Values: ${row.values}.`,
            })),
            members: LAB_METHODS.map((method) => ({
              kind: 'method',
              name: method.name,
              description: `${method.description} (${method.type})`,
            })),
            events: LAB_EVENTS.map((event) => ({
              name: event.name,
              type: { text: `CustomEvent<${event.detail}>` },
              description: event.description,
            })),
            cssParts: LAB_PARTS.map((part) => ({ name: part.name, description: part.description })),
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: 'slide-lab',
            declaration: { name: 'SlideLab', module: labPath },
          },
        ],
      },
    ],
  };
}

export const manifestText = () => `${JSON.stringify(manifest(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outputs = [
    { file, current: await readFile(file, 'utf8').catch(() => ''), wanted: manifestText() },
    ...(await generatedParts()),
  ];
  const stale = outputs.filter((output) => output.current !== output.wanted);
  if (process.argv.includes('--check')) {
    for (const output of stale)
      console.error(
        `${output.file} is not up to date: run node tools/custom-elements-manifest.mjs`,
      );
    if (stale.length) process.exit(1);
  } else {
    for (const output of stale) {
      await writeFile(output.file, output.wanted);
      console.log(`wrote ${output.file}`);
    }
  }
}
