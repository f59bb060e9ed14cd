#!/usr/bin/env node
// Adds to package-lock.json the optional platform packages npm left out (npm/cli#4828: a lockfile
// written on one machine can lack the native builds of other platforms, and `npm ci` then refuses
// it). For each optional dependency that no lockfile entry provides, an optional entry naming its
// version and platform is written. Run it after any change of dependencies:
// `npm install && node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOCKFILE = fileURLToPath(new URL('../package-lock.json', import.meta.url));

/** The entry key Node would resolve `name` to from the package at `from` (walking up). */
function resolveEntry(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'netbsd',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

/**
 * The registry this project installs from may hold only the builds of the platforms it serves, so
 * the entry is written from the package's name (`…-<os>-<cpu>[-<abi>]`, the convention of every
 * native-build family here). npm never fetches an optional package whose `os`/`cpu` do not match
 * the machine, so the entry needs no tarball; on a matching machine npm resolves it normally.
 */
function platformEntry(name, version) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) throw new Error(`cannot tell the platform of ${name}`);
  const entry = { version, os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'];
  return entry;
}

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolveEntry(packages, key, name)) continue;
    const target = `${key === '' ? '' : `${key}/`}node_modules/${name}`.replace(/^\//, '');
    const entry = platformEntry(name, version);
    if (pkg.dev) entry.dev = true;
    entry.optional = true;
    packages[target] = entry;
    added += 1;
    console.log(`added ${target}@${entry.version}`);
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`${added} optional platform package(s) added to package-lock.json`);
