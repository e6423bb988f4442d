// slide-module.d.ts: the globals of the solver worker's scope, for the type check: the Emscripten loaders' (../../wasm/slide.js, ../../wasm/slide-lab.js) and the asset URLs worker-start.js's bootstrap sets.
declare function createSlideModule(options?: {
  locateFile?: (file: string) => string;
  instantiateWasm?: (
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ) => object;
}): Promise<any>;
declare function createSlideLabModule(
  options?: Parameters<typeof createSlideModule>[0],
): Promise<any>;
declare var slideAssets:
  | {
      moduleScript: string;
      wasm: string;
      labRequests: string;
      anytimeRequests: string;
      tableCache: string;
      splitSearch: string;
      labModuleScript: string;
      labWasm: string;
      learnedWeights: Record<string, string>;
    }
  | undefined;
// What table-cache.js registers: loading or building a puzzle's tables for the requests waiting on them.
declare var slideTables: { loadOrBuild: (work: any) => Promise<void> } | undefined;
// What split-search.js registers: the lead's side (attach, helpersFor, begin) and a helper's (serve).
declare var slideSplit:
  | {
      attach: (ports: MessagePort[], reset?: boolean) => number;
      helpersFor: (workers: unknown) => number;
      begin: (
        job: number,
        request: { puzzle: string; goal?: number[]; board: any },
        limit: number,
      ) => { workers: () => number; between: (step: any) => Promise<void> | null; end: () => void };
      serve: (port: MessagePort) => void;
    }
  | undefined;
// What solver-worker.js lends lab-requests.js, table-cache.js and split-search.js (its helpers), and what lab-requests.js registers.
declare var slideWorker: any;
// What anytime-requests.js registers: the anytime search's start (worker-anytime.js sends it the requests).
declare var slideAnytime:
  | { start: (request: import('./protocol.js').SearchRequest, owner: string) => void }
  | undefined;
declare var slideLab:
  | {
      start: (request: import('./protocol.js').Request) => void;
      /** the lab's module, loading or loaded (also the anytime search's: worker-anytime.js) */
      module: () => Promise<any>;
      /** the lab's module broke: answers each of its jobs, loads afresh next time */
      forget: (lost: any) => void;
      /** a file's bytes, fetched once per worker (the learned weights) */
      fetchBytes: (url: string) => Promise<Uint8Array>;
    }
  | undefined;
