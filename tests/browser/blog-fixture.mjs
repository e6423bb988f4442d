// blog-fixture.mjs: a blogger's setup for the release tests: dist/ built afresh into a temp folder
// and served with CORS on one origin (a CDN), a blog post with its own CSS on another.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, startStaticServer } from './static-server.mjs';

const run = promisify(execFile);

// A blog post as an embedder writes it: long text, a 680 px column, CSS for the elements a
// component is made of (buttons, divs, images) and content-box sizing for everything, none of which
// may reach inside the element. `puzzles` is the markup placed in the middle of the post; `css` is
// more of the post's own style sheet (for example RESERVE_CSS); `shortIntro` puts the puzzles in
// the first screen (a few lines of text before them), where a shift would be seen.
export function blogPost(moduleUrl, puzzles, { css = '', shortIntro = false } = {}) {
  const words = (what, times) =>
    `<p>${`Some words of the post ${what} the puzzle, as a blog has them. `.repeat(times)}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A blog post about sliding puzzles</title>
<style>
  * { box-sizing: content-box; }
  body { margin: 0; font: 18px/1.7 Georgia, serif; background: #fdfcf8; color: #222; text-align: justify; letter-spacing: 0.02em; }
  main { max-width: 680px; margin: 0 auto; padding: 1rem; }
  button { background: #c00; color: #fff; border: 3px dashed #000; padding: 1em 2em; font: bold 20px monospace; }
  div { margin: 4px; padding: 2px; border: 1px dotted #999; }
  img { border: 5px solid #333; max-width: 50%; }
  a { color: #06c; }
  ${css}
</style>
<link rel="icon" href="data:,">
<script type="module" src="${moduleUrl}"></script></head>
<body><main>
  <h1>Sliding puzzles and the machines that solve them</h1>
  ${shortIntro ? words('before', 2) : `${words('before', 10)}\n  ${words('still before', 8)}`}
  ${puzzles}
  ${words('after', 40)}
  <p><a href="#comments">Comments</a></p>
  ${words('far after', 40)}
  <h2 id="comments">Comments</h2>
  <p>No comments yet.</p>
</main></body></html>`;
}

// The README's rule for a host page that wants no layout shift: until the module has defined the
// element, hold the element's compact height (measured: 632.5 px in a column 540 px or wider,
// 1044 px in a 358 px column on a 390 px phone). Chromium ignores movements under 3 px.
export const RESERVE_CSS = `slide-puzzle:not(:defined) { display: block; height: 633px; }
  @media (max-width: 600px) { slide-puzzle:not(:defined) { height: 1045px; } }`;

// Builds dist into a temp folder and serves it on its own origin with CORS and a request log.
export async function startCdn() {
  const folder = await mkdtemp(path.join(tmpdir(), 'slide-dist-test-'));
  const out = path.join(folder, 'slide-puzzle');
  const built = await run(process.execPath, [path.join(repoRoot, 'tools/build-dist.mjs'), out]);
  const server = await startStaticServer({ root: folder, cors: true, log: true });
  return {
    ...server,
    folder: out,
    buildOutput: built.stdout,
    moduleUrl: `${server.base}/slide-puzzle/slide-puzzle.js`,
    // Answered downloads (status 200) of one dist file since request number `since` of the log.
    downloads: (file, since = 0) =>
      server.requests
        .slice(since)
        .filter((request) => request.path === `/slide-puzzle/${file}` && request.status === 200)
        .length,
    async stop() {
      server.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

// Serves the given pages ({ 'post.html': html, ... }) from a temp folder on an origin of their own.
export async function startBlog(pages) {
  const folder = await mkdtemp(path.join(tmpdir(), 'slide-blog-test-'));
  for (const [name, html] of Object.entries(pages)) await writeFile(path.join(folder, name), html);
  const server = await startStaticServer({ root: folder, log: true });
  return {
    ...server,
    folder, // more pages may be written here while it serves
    async stop() {
      server.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
