// slide-module.d.ts: the globals of the solver worker's scope, for the type check: the Emscripten loaders' (../../wasm/slide.js, ../../wasm/slide-lab.js) and the asset URLs worker-start.js's bootstrap sets.
declare function createSlideModule(options?: {
  locateFile?: (file: string) => string;
  instantiateWasm?: (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;
}): Promise<any>;
declare function createSlideLabModule(options?: Parameters<typeof createSlideModule>[0]): Promise<any>;
declare var slideAssets: { moduleScript: string; wasm: string; labRequests: string; tableCache: string; labModuleScript: string; labWasm: string } | undefined;
declare var slideTableCache: ((mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest) => Promise<any>) | undefined;
// What solver-worker.js lends lab-requests.js (its helpers), and what lab-requests.js registers.
declare var slideWorker: any;
declare var slideLab: { start: (request: import('./protocol.js').Request) => void } | undefined;
