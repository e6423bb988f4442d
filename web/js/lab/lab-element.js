// lab-element.js: defines <slide-lab experiment="…"> beside <slide-puzzle>, as a small shell: the experiments (slide-lab.js and the rest of lab/) are imported the first time a <slide-lab> is connected, so a page of puzzles only never downloads them.
//
// The shell hands the lab the page's SolverBridge class, so the lab's requests go to the one
// worker every <slide-puzzle> of the page shares (solver-service.js), even in the release build,
// where the lab is a module of its own. Attributes, events and the result's shape: README "The lab".

import { SolverBridge } from '../worker/solver-bridge.js';
import { assetUrl } from '../worker/asset-urls.js';

/** @type {Promise<any> | null} the lab's module, once asked for */
let loading = null;

class SlideLab extends HTMLElement {
  static observedAttributes = ['experiment', 'puzzle', 'board', 'autorun', 'lang'];
  /** @type {any} */
  #lab = null;

  connectedCallback() {
    if (this.#lab) { this.#lab.connected(); return; }
    // A URL, not a literal path: bundlers leave it alone, and the release swaps asset-urls.js.
    loading ??= import(assetUrl('lab'));
    loading.then((module) => {
      this.#lab ??= module.createLab(this, { SolverBridge });
      if (this.isConnected) this.#lab.connected();
    }, (error) => console.warn(`<slide-lab>: the lab's module could not be loaded (${error?.message ?? error}).`));
  }

  disconnectedCallback() { this.#lab?.disconnected(); }

  attributeChangedCallback() { this.#lab?.attributesChanged(); }

  // Runs the experiment (as the Run button does); resolves with the result's detail, or null if
  // it was cancelled or failed (the element says why).
  run() { return loading ? loading.then(() => this.#lab?.run() ?? null) : Promise.resolve(null); }

  // Stops the experiment under way (as its Cancel button does).
  cancel() { this.#lab?.cancel(); }
}

if (!customElements.get('slide-lab')) customElements.define('slide-lab', SlideLab);
