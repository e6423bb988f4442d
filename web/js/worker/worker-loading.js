// worker-loading.js: how the solver worker gets its WebAssembly module: the glue by importScripts,
// the .wasm fetched and compiled here, so a failure is told in words a host can act on (which
// file, which header), not as toolchain text. The bootstrap (worker-start.js) sets
// `self.slideAssets`, the files' absolute URLs.
//
// One of the worker's classic scripts, run after worker-jobs.js in the same scope.
/* global importScripts, createSlideModule */
'use strict';

/** @param {string} url @returns {Promise<WebAssembly.Module>} */
async function compileWasm(url) {
  const file = url.slice(url.lastIndexOf('/') + 1);
  const { origin } = new URL(url);
  let response;
  try {
    response = await fetch(url, { mode: 'cors', credentials: 'same-origin' });
  } catch {
    // A CORS refusal and a network failure look alike to the page; a no-cors probe tells them
    // apart.
    const reachable = await fetch(url, { mode: 'no-cors' }).then(
      () => true,
      () => false,
    );
    throw reachable
      ? loadError(
          'wasm-cors',
          { origin, file },
          `The solver cannot run here: the server at ${origin} must send the header ` +
            `"Access-Control-Allow-Origin" with ${file}.`,
        )
      : loadError(
          'wasm-unreachable',
          { origin, file },
          `The solver cannot run here: ${file} could not be downloaded from ${origin}.`,
        );
  }
  if (!response.ok)
    throw loadError(
      'wasm-missing',
      { file, url, status: response.status },
      `The solver cannot run here: ${file} was not found at ${url} (HTTP ${response.status}).`,
    );
  const bytes = await response.arrayBuffer().catch(() => {
    throw loadError(
      'wasm-incomplete',
      { file, origin },
      `The solver cannot run here: ${file} could not be downloaded completely from ${origin}.`,
    );
  });
  try {
    return await WebAssembly.compile(bytes);
  } catch (error) {
    // A page's Content-Security-Policy without 'wasm-unsafe-eval' refuses every compile; the
    // browsers' messages name it (Chromium: "... Content Security Policy ...", Firefox: "...
    // blocked by CSP"). The file is fine then: the host's policy is what to change.
    if (/Content Security Policy|CSP|unsafe-eval/i.test(String(error?.message ?? error)))
      throw loadError(
        'wasm-blocked',
        { file },
        "The solver cannot run here: this page's Content-Security-Policy does not allow " +
          "WebAssembly; its script-src needs 'wasm-unsafe-eval'.",
      );
    throw loadError(
      'wasm-damaged',
      { file, bytes: bytes.byteLength },
      `The solver cannot run here: ${file} (${bytes.byteLength} bytes) is damaged or is not ` +
        "the solver's file; the host should serve it unchanged.",
    );
  }
}

async function loadModule() {
  const assets = self.slideAssets;
  if (!assets)
    throw loadError(
      'no-assets',
      {},
      'The solver cannot run: its worker was started without its file locations ' +
        '(see worker-start.js).',
    );
  const compiling = compileWasm(assets.wasm);
  compiling.catch(() => {}); // awaited below, after the glue
  try {
    importScripts(assets.moduleScript);
  } catch {
    throw loadError(
      'glue-missing',
      { url: assets.moduleScript },
      `The solver cannot run here: its script could not be loaded from ${assets.moduleScript}.`,
    );
  }
  const compiled = await compiling;
  return createSlideModule({
    instantiateWasm: (imports, receive) => {
      WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
      return {};
    },
  });
}
