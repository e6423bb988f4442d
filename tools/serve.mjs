#!/usr/bin/env node
// serve.mjs: serves the demo page (or dist/) on localhost as a real static host would: sirv for the
// files, gzip/brotli, ETags and cache headers.
//
// Usage: node tools/serve.mjs [root=web] [port=$PORT or 8000] [--cors] [--log]
// --cors adds Access-Control-Allow-Origin: * (what a CDN serving the element to other sites sends)
//   --log   prints one line per answered request: "GET /path 200 br 60681" (method, path, status,
//           encoding or "-", bytes sent or "-"); the tests count downloads and bytes with it
// Port 0 picks a free port; the first line printed is always "Serving <root> at <url>", which the
// browser tests read to find the port.
//
// Caching follows common static hosts: pages are revalidated on every load (no-cache + ETag, so a
// rebuilt page is seen at once, answered 304 when unchanged); every other file may be reused for
// CACHE_SECONDS without asking, so the several workers and modules of one page visit download the
// module and the wasm once. After a rebuild, a hard reload (Ctrl+Shift+R) skips that cache.

import { createServer } from 'node:http';
import { mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { compressedCopies } from './compressed-copies.mjs';

const CACHE_SECONDS = 300;

const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
for (const flag of flags) {
  if (flag !== '--cors' && flag !== '--log') {
    console.error(`serve.mjs: unknown option "${flag}" (known: --cors, --log).`);
    process.exit(2);
  }
}
const rootArg = positional[0] ?? 'web';
const portArg = positional[1] ?? process.env.PORT ?? '8000';
const port = Number(portArg);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve.mjs: "${portArg}" is not a port number (0-65535).`);
  process.exit(2);
}

let root;
try {
  root = realpathSync(path.resolve(rootArg));
  if (!statSync(root).isDirectory()) throw new Error('not a directory');
} catch {
  console.error(`serve.mjs: "${rootArg}" is not a directory to serve.`);
  process.exit(2);
}

const cors = flags.has('--cors');
const log = flags.has('--log');

function setHeaders(response, pathname) {
  const page = pathname.endsWith('/') || pathname.endsWith('.html');
  response.setHeader('Cache-Control', page ? 'no-cache' : `public, max-age=${CACHE_SECONDS}`);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Vary', 'Accept-Encoding');
}

// dev: true makes sirv look each file up when asked (not once at start), so a rebuild is served.
const files = sirv(root, { dev: true, etag: true, setHeaders });
// One folder per server process, removed when it stops: tests start many servers on temp roots.
const cacheDir = mkdtempSync(path.join(tmpdir(), 'slide-serve-'));
const refreshCopies = compressedCopies(root, cacheDir);
const compressed = sirv(cacheDir, {
  dev: true,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders,
});

function notFound(response) {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end('Not found\n');
}

const server = createServer((request, response) => {
  if (log) {
    response.on('finish', () => {
      const encoding = response.getHeader('Content-Encoding') ?? '-';
      const bytes = request.method === 'GET' ? (response.getHeader('Content-Length') ?? '-') : '-';
      console.log(`${request.method} ${request.url} ${response.statusCode} ${encoding} ${bytes}`);
    });
  }
  if (cors) {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  }
  if (cors && request.method === 'OPTIONS') {
    response.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, HEAD',
      'Access-Control-Max-Age': '86400',
    });
    response.end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed\n');
    return;
  }
  const { pathname } = new URL(request.url, 'http://localhost');
  const accepts = /\b(gzip|br)\b/.test(String(request.headers['accept-encoding'] ?? ''));
  // A range request asks for bytes of the file itself, not of a compressed copy.
  if (accepts && !request.headers.range && refreshCopies(pathname)) {
    compressed(request, response, () => files(request, response, () => notFound(response)));
  } else {
    files(request, response, () => notFound(response));
  }
});

server.on('error', (error) => {
  console.error(`serve.mjs: cannot listen on 127.0.0.1:${port}: ${error.message}`);
  rmSync(cacheDir, { recursive: true, force: true });
  process.exit(1);
});

server.listen(port, '127.0.0.1', () => {
  const url = `http://127.0.0.1:${server.address().port}/`;
  const shown = path.relative(process.cwd(), root);
  console.log(`Serving ${shown === '' ? '.' : shown.startsWith('..') ? root : shown} at ${url}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    rmSync(cacheDir, { recursive: true, force: true });
    server.close(() => process.exit(0));
    // Keep-alive connections from a browser would otherwise hold close() open.
    server.closeAllConnections();
  });
}
