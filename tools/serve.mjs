#!/usr/bin/env node
// serve.mjs: a tiny dependency-free static server for the demo page (localhost only, right MIME type for .wasm).
//
// Usage: node tools/serve.mjs [root=web] [port=$PORT or 8000]
// Port 0 picks a free port; the first line printed is always "Serving <root> at <url>", which the
// browser tests read to find the port.

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  // Browsers refuse WebAssembly.instantiateStreaming on anything else.
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const rootArg = process.argv[2] ?? 'web';
const portArg = process.argv[3] ?? process.env.PORT ?? '8000';
const port = Number(portArg);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve.mjs: "${portArg}" is not a port number (0-65535).`);
  process.exit(2);
}

let root;
try {
  root = await realpath(path.resolve(rootArg));
  if (!(await stat(root)).isDirectory()) throw new Error('not a directory');
} catch {
  console.error(`serve.mjs: "${rootArg}" is not a directory to serve.`);
  process.exit(2);
}

// True when `candidate` is `root` itself or lies below it. path.relative is used rather than a
// string prefix test so that "/srv/web-other" is not taken to be inside "/srv/web".
function isInsideRoot(candidate) {
  const relative = path.relative(root, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

// Maps a request path to a file under root, or null. Both the lexical path and the real path
// (after symlinks) must stay inside root, so neither "../" nor a symlink can leave it.
async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  let candidate = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (!isInsideRoot(candidate)) return null;
  try {
    candidate = await realpath(candidate);
    if (!isInsideRoot(candidate)) return null;
    let info = await stat(candidate);
    if (info.isDirectory()) {
      candidate = path.join(candidate, 'index.html');
      info = await stat(candidate);
    }
    return info.isFile() ? { file: candidate, size: info.size } : null;
  } catch {
    return null;
  }
}

function sendText(response, status, text, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text + '\n');
}

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const { pathname } = new URL(request.url, 'http://localhost');
  const found = await resolveFile(pathname);
  if (!found) {
    sendText(response, 404, 'Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': MIME_TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': found.size,
    // A development server: always revalidate so a rebuilt .wasm is picked up on reload.
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(found.file)
    .on('error', () => response.destroy())
    .pipe(response);
});

server.on('error', (error) => {
  console.error(`serve.mjs: cannot listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});

server.listen(port, '127.0.0.1', () => {
  const url = `http://127.0.0.1:${server.address().port}/`;
  const shown = path.relative(process.cwd(), root);
  console.log(`Serving ${shown === '' ? '.' : shown.startsWith('..') ? root : shown} at ${url}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections from a browser would otherwise hold close() open.
    server.closeAllConnections();
  });
}
