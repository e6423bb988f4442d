// attribute-problems.js: one element's account of its attributes' bad values: a line inside the
// element for each, and one console.warn per bad value.
//
// A bad value never breaks the post: the element uses a default, says here what was wrong and
// what it used instead, and tells the developer once in the console (naming the element and the
// attribute), not on every re-render.

import { attributeRow } from './attributes.js';
import { Translator, msg, verbatim } from '../i18n/i18n.js';

export class AttributeProblems {
  #host;
  #view;
  #shown = new Map(); // attribute name -> the line shown for it
  #warned = new Map(); // attribute name -> the value last warned about
  #english = new Translator('en');

  // host: the element; view: the NoticeView whose attribute lines show the problems.
  constructor(host, view) {
    this.#host = host;
    this.#view = view;
  }

  // name: the attribute; why: what was wrong, in a few words; instead: what the element uses (both
  // messages, see ../i18n/i18n.js). The line inside the element is in the element's language; the
  // console line, for the developer, in English.
  report(
    name,
    why,
    instead = msg('instead.default', {
      value: verbatim(attributeRow(name)?.defaultText ?? 'none'),
    }),
  ) {
    const text = this.#host.getAttribute(name) ?? '';
    const shown = msg('problem.line', {
      name: verbatim(name),
      value: verbatim(clip(text)),
      why,
      instead,
    });
    this.#shown.set(name, shown);
    this.#view.showProblems([...this.#shown.values()]);
    if (this.#warned.get(name) === text) return;
    this.#warned.set(name, text);
    const english = (message) => this.#english.word(message);
    console.warn(
      `${describe(this.#host)} ${name}="${clip(text)}": ${english(why)}. ` +
        `Using ${english(instead)} instead.`,
    );
  }

  // The attribute's current value is fine (or absent): its line goes.
  clear(name) {
    if (!this.#shown.delete(name)) return;
    this.#view.showProblems([...this.#shown.values()]);
  }

  has(name) {
    return this.#shown.has(name);
  }
}

// How the console names the element: its id if it has one, else its puzzle.
export function describe(host) {
  return host.id
    ? `<slide-puzzle id="${host.id}">`
    : `<slide-puzzle puzzle="${clip(host.getAttribute('puzzle') ?? '15')}">`;
}

function clip(text) {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
