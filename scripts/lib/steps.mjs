// Shared by start.mjs and test.mjs: progress lines, child processes and the install check.
// No dependencies: this runs before `npm install` on a fresh clone.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const isColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (isColour ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = (text) => paint('1', text);
export const green = (text) => paint('32', text);
export const red = (text) => paint('31', text);
export const dim = (text) => paint('2', text);

/** Prints one progress line, prefixed so that it stands out from the tools' own output. */
export function say(message) {
  console.log(`${bold('[nomina]')} ${message}`);
}

export function formatSeconds(ms) {
  return ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** Runs a command with inherited stdio; resolves with its exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolveExit) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...options });
    child.on('error', (error) => {
      console.error(red(`Could not run ${command}: ${error.message}`));
      resolveExit(127);
    });
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 128 : 1)));
  });
}

/** The workspaces' manifests: when one is newer than the installed tree, install again. */
function manifestPaths() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const workspaces = (root.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = join(ROOT, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirNames(parent).map((name) => join(pattern.slice(0, -2), name));
  });
  return ['package.json', 'package-lock.json', ...workspaces.map((dir) => join(dir, 'package.json'))]
    .map((file) => join(ROOT, file))
    .filter((file) => existsSync(file));
}

function readdirNames(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Why an install is needed, or null when node_modules matches the lockfile and manifests. */
export function installReason() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(join(ROOT, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(marker)) return 'node_modules was not installed by npm';
  const installedAt = statSync(marker).mtimeMs;
  const newer = manifestPaths().find((file) => statSync(file).mtimeMs > installedAt);
  return newer ? `${newer.slice(ROOT.length + 1)} changed since the last install` : null;
}

/**
 * Installs dependencies when needed, exactly at the versions of package-lock.json (`npm ci`: it
 * refuses a lockfile out of step with the manifests instead of rewriting it). The lockfile lists
 * the optional native builds of every platform (scripts/complete-lockfile.mjs), which npm ci needs.
 */
export async function ensureInstalled() {
  const reason = installReason();
  if (!reason) {
    say(`Dependencies are up to date ${dim('(node_modules matches package-lock.json)')}`);
    return 0;
  }
  const args = ['ci', '--no-audit', '--no-fund'];
  say(`Installing dependencies: ${reason} → npm ${args.join(' ')}`);
  const code = await run(npmCommand(), args);
  // Mark the install time so the next run skips the install until a manifest changes.
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  if (code === 0 && existsSync(marker)) utimesSync(marker, new Date(), new Date());
  return code;
}

export function npmCommand() {
  return process.platform === 'win32' ? 'npm.cmd' : 'npm';
}
