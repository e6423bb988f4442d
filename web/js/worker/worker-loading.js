// worker-loading.js: how the solver worker gets a WebAssembly module (the page's, and the lab's
// for lab-requests.js): the glue's ES twin by import() (a module worker has no importScripts;
// tools/es-glue.mjs writes the twins), the .wasm fetched and compiled here, so a failure is told in
// words a host can act on (which file, which header), not as toolchain text.
import { loadError } from './worker-jobs.js';

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

/** @type {Map<string, number>} failed imports, by URL */
const failedImports = new Map();
/**
 * import(url), and after a failure a fresh URL (`?retry=N`): Firefox keeps a module fetch that
 * failed for the worker's life, so importing the same URL again fails without asking the server;
 * Chromium asks again. A data: URL (a bundler inlines small files so) cannot take a query, nor fail
 * to fetch.
 * @param {string} url
 * @returns {Promise<any>}
 */
export function importModule(url) {
  const tries = failedImports.get(url) ?? 0;
  const fresh =
    tries && /^https?:/.test(url) ? `${url}${url.includes('?') ? '&' : '?'}retry=${tries}` : url;
  return import(fresh).catch((error) => {
    failedImports.set(url, tries + 1);
    throw error;
  });
}

/**
 * A module made by an Emscripten glue (-sMODULARIZE: its default export is the factory), its .wasm
 * compiled while the glue downloads.
 * @param {string} glueUrl
 * @param {string} wasmUrl
 * @param {string} who whose module, for the message: 'The solver', 'The lab'
 * @returns {Promise<any>}
 */
export async function loadEmscripten(glueUrl, wasmUrl, who) {
  const compiling = compileWasm(wasmUrl);
  compiling.catch(() => {}); // awaited below, after the glue
  /** @type {(options: object) => Promise<any>} */
  let create;
  try {
    create = (await importModule(glueUrl)).default;
  } catch {
    throw loadError(
      'glue-missing',
      { url: glueUrl },
      `${who} cannot run here: its script could not be loaded from ${glueUrl}.`,
    );
  }
  const compiled = await compiling;
  return create({
    instantiateWasm: (
      /** @type {WebAssembly.Imports} */ imports,
      /** @type {(instance: WebAssembly.Instance, module: WebAssembly.Module) => void} */ receive,
    ) => {
      WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
      return {};
    },
  });
}
