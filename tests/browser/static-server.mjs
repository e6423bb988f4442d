// Starts tools/serve.mjs on a free port for a browser test file, and names the browser flags the
// tests share (without the background-networking ones Chromium's connections fail on this network).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Resolves { base: 'http://127.0.0.1:PORT', stop(), requests } once the server is listening.
// Options (all optional): root (default web/), cors (send Access-Control-Allow-Origin: *, as a CDN
// would), log (fill `requests` with one { method, path, status, encoding, bytes } per answered
// request; bytes is the body's length as sent, compressed or not, NaN when unknown).
export async function startStaticServer({ root = path.join(repoRoot, 'web'), cors = false, log = false } = {}) {
  if (!existsSync(path.join(repoRoot, 'web/wasm/slide.wasm'))) {
    throw new Error('web/wasm/slide.wasm is missing: run ./build.sh first, then node --test tests/browser/');
  }
  const flags = [...(cors ? ['--cors'] : []), ...(log ? ['--log'] : [])];
  const server = spawn(process.execPath, [path.join(repoRoot, 'tools/serve.mjs'), root, '0', ...flags], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const requests = [];
  const base = await new Promise((resolve, reject) => {
    let pending = '';
    let started = false;
    // Read every line (not only the first): with --log the server keeps writing, and a pipe nobody
    // reads would fill and stall it.
    server.stdout.on('data', (chunk) => {
      pending += String(chunk);
      let end;
      while ((end = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        if (!started) {
          started = true;
          const match = /at (http:\/\/\S+)/.exec(line);
          if (match) resolve(match[1].replace(/\/$/, ''));
          else reject(new Error(`serve.mjs said: ${line}`));
        } else {
          const [method, requestPath, status, encoding, bytes] = line.split(' ');
          requests.push({ method, path: requestPath, status: Number(status), encoding, bytes: Number(bytes) });
        }
      }
    });
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { base, stop: () => server.kill(), requests };
}
