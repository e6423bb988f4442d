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

// Resolves { base: 'http://127.0.0.1:PORT', stop() } once the server is listening.
export async function startStaticServer() {
  if (!existsSync(path.join(repoRoot, 'web/wasm/slide.wasm'))) {
    throw new Error('web/wasm/slide.wasm is missing: run ./build.sh first, then node --test tests/browser/');
  }
  const server = spawn(process.execPath, [path.join(repoRoot, 'tools/serve.mjs'), path.join(repoRoot, 'web'), '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve, reject) => {
    server.stdout.once('data', (chunk) => {
      const match = /at (http:\/\/\S+)/.exec(String(chunk));
      if (match) resolve(match[1].replace(/\/$/, ''));
      else reject(new Error(`serve.mjs said: ${chunk}`));
    });
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { base, stop: () => server.kill() };
}
