// slide-module.d.ts: the one global the Emscripten loader (../../wasm/slide.js) defines in the worker, for the type check.
declare function createSlideModule(options?: { locateFile?: (file: string) => string }): Promise<any>;
