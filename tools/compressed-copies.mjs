// compressed-copies.mjs: keeps gzip and brotli copies of served text and WebAssembly files in a
// cache folder, made on first request and remade when the file changes, for sirv to serve as
// precompressed files.
//
// sirv only serves compressed files that already exist beside the original ("x.js.br"), as a static
// host with a deploy step would. Writing them into web/ or dist/ would leave build litter in the
// tree and in the npm package, so they live in a folder of their own that mirrors the served tree.

import { mkdirSync, statSync, readFileSync, writeFileSync, renameSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

// Types worth compressing (images other than SVG already are compressed).
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.md',
  '.wasm',
  '.webmanifest',
]);
// Below this size the headers cost more than compression saves.
const SMALLEST = 1024;

/**
 * @param {string} root the folder being served
 * @param {string} cacheDir where the compressed copies go (created if missing)
 * @returns {(pathname: string) => boolean} makes sure the copies of the file at this URL path are
 *   current; false when it has none (not compressible, too small, or no such file)
 */
export function compressedCopies(root, cacheDir) {
  mkdirSync(cacheDir, { recursive: true });
  return function refresh(pathname) {
    let relative;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (relative.endsWith('/')) relative += 'index.html';
    const file = path.join(root, relative);
    const inside = path.relative(root, file);
    if (inside.startsWith('..') || path.isAbsolute(inside) || relative.includes('\0')) return false;
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) return false;
    let source;
    try {
      source = statSync(file);
    } catch {
      return false; // sirv answers 404
    }
    if (!source.isFile() || source.size < SMALLEST) return false;
    const copy = path.join(cacheDir, inside);
    try {
      if (statSync(`${copy}.br`).mtimeMs === source.mtimeMs) return true;
    } catch {
      // no copy yet
    }
    const bytes = readFileSync(file);
    mkdirSync(path.dirname(copy), { recursive: true });
    // Written under a temporary name and renamed, so a concurrent request never sees half a file.
    // Each copy takes the source's modification time, so "current" is an equality test that also
    // notices a file replaced by an older one. The gzip copy first: the brotli copy's time decides.
    writeAtomically(`${copy}.gz`, gzipSync(bytes, { level: 9 }), source.mtime);
    writeAtomically(
      `${copy}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      source.mtime,
    );
    return true;
  };
}

function writeAtomically(file, bytes, mtime) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  utimesSync(temporary, mtime, mtime);
  renameSync(temporary, file);
}
