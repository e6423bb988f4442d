// asset-urls.js (release build): the flat layout of dist/slide-puzzle/, where every run-time file
// sits beside the bundled element. tools/build-dist.mjs swaps web/js/worker/asset-urls.js for this
// file; the names must stay those of the source module.

const ASSETS = {
  worker: './solver-worker.js',
  moduleScript: './slide.js',
  wasm: './slide.wasm',
};

/** @param {keyof typeof ASSETS} name @returns {string} the asset's absolute URL */
export function assetUrl(name) {
  return new URL(ASSETS[name], import.meta.url).href;
}
