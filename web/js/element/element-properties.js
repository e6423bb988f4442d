// element-properties.js: each attribute of attributes.js as a property of the element class, and
// the custom-element "upgrade" of properties set before the class was defined.

import { ATTRIBUTES, attributeText, readAttribute } from './attributes.js';

// A property set on the element before this module defined it sits on the instance and would hide
// the class's accessor: move it onto the attribute (the usual custom-element "upgrade" step).
export function upgradeProperties(element) {
  for (const row of ATTRIBUTES) {
    if (!Object.hasOwn(element, row.property)) continue;
    const value = element[row.property];
    delete element[row.property];
    element[row.property] = value;
  }
}

// Each attribute is also a property: reading gives the value in effect (the default when absent,
// the fallback for a bad value), writing sets the attribute (null removes it).
/** @param {typeof HTMLElement} elementClass */
export function defineAttributeProperties(elementClass) {
  for (const row of ATTRIBUTES) {
    // lang is a global attribute: HTMLElement's own property already reflects it.
    if (Object.hasOwn(HTMLElement.prototype, row.property)) continue;
    Object.defineProperty(elementClass.prototype, row.property, {
      configurable: true,
      enumerable: true,
      get() {
        return readAttribute(row, this.getAttribute(row.name)).value;
      },
      set(value) {
        const text = attributeText(row, value);
        if (text === null) this.removeAttribute(row.name);
        else this.setAttribute(row.name, text);
      },
    });
  }
}
