// Starts tools/serve.mjs on a free port for a browser test file, and names the browser flags the
// tests share (without the background-networking ones Chromium's connections fail on this network).
import { spawn } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const CHROMIUM = '/usr/bin/chromium';
export const FIREFOX = '/usr/bin/firefox-esr';

/** @returns {Promise<import('puppeteer-core').Browser>} headless Firefox (puppeteer-core, BiDi) */
export async function launchFirefox() {
  if (!existsSync(FIREFOX))
    throw new Error(`${FIREFOX} is missing: ./build.sh deps installs firefox-esr`);
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
}
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
export async function startStaticServer({
  root = path.join(repoRoot, 'web'),
  cors = false,
  log = false,
} = {}) {
  if (!existsSync(path.join(repoRoot, 'web/wasm/slide.wasm'))) {
    throw new Error(
      'web/wasm/slide.wasm is missing: run ./build.sh first, then node --test tests/browser/',
    );
  }
  const flags = [...(cors ? ['--cors'] : []), ...(log ? ['--log'] : [])];
  const server = spawn(
    process.execPath,
    [path.join(repoRoot, 'tools/serve.mjs'), root, '0', ...flags],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
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
          requests.push({
            method,
            path: requestPath,
            status: Number(status),
            encoding,
            bytes: Number(bytes),
          });
        }
      }
    });
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { base, stop: () => server.kill(), requests };
}

// An in-process server of web/ for the tests that count requests or play another origin: `cors`
// says which files carry Access-Control-Allow-Origin ('all', 'none', or 'not-wasm': every file but
// the .wasm, as a host that forgot it). `pages` maps a path to HTML served at it; `override(path)`
// may answer a path itself ({ status, body, type, delayMs }) to play a missing, damaged or slow
// file; `root` is the folder served (default web/). Every request's path is counted in `requests`.
// Files are sent with no-store, so nothing is cached between workers: one download counted is one
// download made.
export async function startSiteServer({
  cors = 'none',
  pages = {},
  override = () => null,
  root = path.join(repoRoot, 'web'),
} = {}) {
  const { createServer } = await import('node:http');
  const { default: sirv } = await import('sirv');
  const allowed = (pathname) =>
    cors === 'all' || (cors === 'not-wasm' && !pathname.endsWith('.wasm'));
  const files = sirv(root, {
    dev: true,
    setHeaders: (response, pathname) => {
      if (allowed(pathname)) response.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const requests = new Map();
  const site = { requests, override, count: (pathname) => requests.get(pathname) ?? 0 };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
    const own = Object.hasOwn(pages, pathname)
      ? { status: 200, body: pages[pathname], type: 'text/html; charset=utf-8' }
      : site.override(pathname);
    if (own) {
      const headers = {
        'Content-Type': own.type ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
      };
      if (allowed(pathname)) headers['Access-Control-Allow-Origin'] = '*';
      // delayMs: a slow network, the answer held back that long.
      setTimeout(() => {
        response.writeHead(own.status, headers);
        response.end(own.body);
      }, own.delayMs ?? 0);
      return;
    }
    files(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.base = `http://127.0.0.1:${server.address().port}`;
  site.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
  return site;
}
