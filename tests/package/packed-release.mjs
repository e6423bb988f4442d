// packed-release.mjs: the release as npm gives it to a user, for the package tests: dist built
// afresh by tools/build-dist.mjs, packed by `npm pack`, and the tarball unpacked where a user's
// `npm install` would put it.
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const run = promisify(execFile);
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Builds dist into work/dist and packs it into work/; resolves with npm pack's description of the
// tarball (its filename, files, ...) and the tarball's path.
export async function packRelease(work) {
  const dist = path.join(work, 'dist');
  await run(process.execPath, [path.join(repoRoot, 'tools/build-dist.mjs'), dist]);
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], {
    cwd: dist,
  });
  const [packed] = JSON.parse(stdout);
  return { packed, tarball: path.join(work, packed.filename) };
}

// Unpacks the tarball into folder (node_modules/slide-puzzle of a site, or a CDN's versioned path).
export async function unpack(tarball, folder) {
  await mkdir(folder, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', folder, '--strip-components=1']);
  return folder;
}
