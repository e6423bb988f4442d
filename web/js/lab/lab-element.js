// lab-element.js: defines <slide-lab experiment="…"> beside <slide-puzzle>, as a small shell: the
// experiments (slide-lab.js and the rest of lab/) are imported the first time a <slide-lab> is
// connected near the viewport (or autoruns, or is run), so a page of puzzles only never downloads
// them.
//
// The shell hands the lab the page's SolverBridge class, so the lab's requests go to the one
// worker every <slide-puzzle> of the page shares (solver-service.js), even in the release build,
// where the lab is a module of its own. Attributes, events and the result's shape: README "The
// lab".

import { SolverBridge } from '../worker/solver-bridge.js';
import { importLab } from '../worker/asset-urls.js';

/** @type {Promise<any> | null} the lab's module, once asked for */
let loading = null;

class SlideLab extends HTMLElement {
  static observedAttributes = ['experiment', 'puzzle', 'board', 'autorun', 'lang'];
  /** @type {any} */
  #lab = null;
  /** @type {IntersectionObserver | null} */
  #near = null;

  connectedCallback() {
    if (this.#lab) {
      this.#lab.connected();
      return;
    }
    if (loading || this.hasAttribute('autorun') || typeof IntersectionObserver !== 'function') {
      this.#load();
      return;
    }
    // A lab far down an article (the demo page's statistics) waits until the reader comes near it,
    // so its code is not fetched and parsed while the puzzles above are starting.
    this.#near ??= new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.#near?.disconnect();
        this.#near = null;
        if (this.isConnected) this.#load();
      },
      { rootMargin: '600px 0px' },
    );
    this.#near.observe(this);
  }

  /** @returns {Promise<any>} the lab, once its module is here (null if it could not be loaded) */
  #load() {
    if (this.#lab) return Promise.resolve(this.#lab);
    // dist's asset-urls.js imports it by a literal: a chunk of its own when an app bundles dist.
    loading ??= importLab();
    return loading.then(
      (module) => {
        if (!this.#lab) {
          this.#lab = module.createLab(this, { SolverBridge });
          if (this.isConnected) this.#lab.connected();
        }
        return this.#lab;
      },
      (error) => {
        console.warn(
          `<slide-lab>: the lab's module could not be loaded (${error?.message ?? error}).`,
        );
        return null;
      },
    );
  }

  disconnectedCallback() {
    this.#near?.disconnect();
    this.#near = null;
    this.#lab?.disconnected();
  }

  attributeChangedCallback() {
    this.#lab?.attributesChanged();
  }

  // Runs the experiment (as the Run button does); resolves with the result's detail, or null if
  // it was cancelled or failed (the element says why).
  run() {
    return this.#load().then((lab) => lab?.run() ?? null);
  }

  // Stops the experiment under way (as its Cancel button does).
  cancel() {
    this.#lab?.cancel();
  }
}

if (!customElements.get('slide-lab')) customElements.define('slide-lab', SlideLab);
