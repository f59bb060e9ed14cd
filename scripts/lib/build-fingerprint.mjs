// Tells whether the built web app and server still match their sources, so `npm start` on an
// installed, built checkout starts at once instead of rebuilding. The fingerprint is a hash of
// every input file's path and content (not of times: a fresh clone or a checkout moves them).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the two builds read: sources, build scripts, manifests and the lockfile. */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.js',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/build.mjs',
  'apps/api/package.json',
];
const SKIPPED = new Set(['node_modules', 'dist', '.turbo']);
/** The build outputs; the fingerprint lives beside the server bundle. */
const OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];
const STAMP = 'apps/api/dist/.build-fingerprint';

function listFiles(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split('/').some((part) => SKIPPED.has(part)));
}

function inputFiles(root) {
  return INPUTS.flatMap((path) => {
    const full = join(root, path);
    if (!existsSync(full)) return [];
    // readdirSync throws ENOTDIR on a file: the input is that file itself.
    try {
      return listFiles(root, path);
    } catch {
      return [path];
    }
  }).sort();
}

export function buildFingerprint(root) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** True when both outputs exist and were built from exactly the current inputs. */
export function isBuildCurrent(root) {
  if (!OUTPUTS.every((file) => existsSync(join(root, file)))) return false;
  const stamp = join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === buildFingerprint(root);
}

export function recordBuild(root) {
  writeFileSync(join(root, STAMP), `${buildFingerprint(root)}\n`);
}
