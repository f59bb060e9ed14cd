#!/usr/bin/env node
// `npm test`: from a fresh clone, installs what it needs, then runs every check in order and
// stops at the first failure. Options: `npm test -- --only lint,unit` or `npm test -- --skip e2e`.
// TEST_DATABASE_URL, when set, is passed on: the API suite then runs on PGlite and on PostgreSQL.
import { existsSync } from 'node:fs';
import { bold, dim, ensureInstalled, formatSeconds, green, npmCommand, red, run, say } from './lib/steps.mjs';

const CHROMIUM = '/usr/bin/chromium';

/** The checks, in the order they run: the cheapest and most common failures first. */
const STEPS = [
  { name: 'install', describe: 'dependencies (npm)', run: ensureInstalled },
  { name: 'system', describe: 'Chromium and poppler-utils (Debian)', run: ensureSystemTools },
  { name: 'typecheck', describe: 'npm run typecheck', run: () => npmRun('typecheck') },
  { name: 'lint', describe: 'npm run lint', run: () => npmRun('lint') },
  { name: 'format', describe: 'npm run format:check', run: () => npmRun('format:check') },
  { name: 'unit', describe: 'npm run test:unit', run: () => npmRun('test:unit') },
  { name: 'api', describe: 'npm run test:api', run: () => npmRun('test:api') },
  { name: 'build', describe: 'npm run build', run: () => npmRun('build') },
  { name: 'e2e', describe: 'npm run test:e2e', run: () => npmRun('test:e2e') },
];

function npmRun(script) {
  return run(npmCommand(), ['run', script]);
}

/** Debian packages the tests need: the browser of the journeys and poppler's pdfsig/pdfinfo. */
const SYSTEM_TOOLS = [
  { path: CHROMIUM, debianPackage: 'chromium' },
  { path: '/usr/bin/pdfsig', debianPackage: 'poppler-utils' },
];

/** Installs the missing system tools from Debian; Playwright never downloads a browser here. */
async function ensureSystemTools() {
  const missing = SYSTEM_TOOLS.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) {
    say(`System tools found: ${SYSTEM_TOOLS.map((tool) => tool.path).join(', ')}`);
    return 0;
  }
  const packages = missing.map((tool) => tool.debianPackage);
  const isRoot = process.getuid?.() === 0;
  const hasSudo = !isRoot && ['/usr/bin/sudo', '/bin/sudo'].some((path) => existsSync(path));
  if (!isRoot && !hasSudo) {
    console.error(
      red(
        `${missing.map((tool) => tool.path).join(', ')} missing and this user can neither run apt-get nor sudo. Install: apt-get install -y ${packages.join(' ')}`,
      ),
    );
    return 1;
  }
  const prefix = isRoot ? [] : ['sudo', '--preserve-env=DEBIAN_FRONTEND'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  say(`Installing Debian's ${packages.join(', ')} (${isRoot ? 'as root' : 'with sudo'})…`);
  const apt = (...args) =>
    prefix.length
      ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args], { env })
      : run('apt-get', args, { env });
  if ((await apt('update')) !== 0) return 1;
  if ((await apt('install', '-y', ...packages)) !== 0) return 1;
  return missing.every((tool) => existsSync(tool.path)) ? 0 : 1;
}

function parseList(flag) {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index === -1) return null;
  const value = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  return new Set((value ?? '').split(',').filter(Boolean));
}

function selectSteps() {
  const only = parseList('--only');
  const skip = parseList('--skip') ?? new Set();
  for (const name of [...(only ?? []), ...skip]) {
    if (!STEPS.some((step) => step.name === name)) {
      console.error(red(`Unknown step "${name}". Steps: ${STEPS.map((step) => step.name).join(', ')}`));
      process.exit(2);
    }
  }
  return STEPS.map((step) => ({
    ...step,
    isSelected: (!only || only.has(step.name)) && !skip.has(step.name),
  }));
}

function printSummary(results, totalMs) {
  const width = Math.max(...results.map((result) => result.name.length));
  console.log(`\n${bold('Summary')}`);
  for (const result of results) {
    const status =
      result.status === 'passed'
        ? green('passed ')
        : result.status === 'failed'
          ? red('FAILED ')
          : dim(result.status.padEnd(7));
    const time = result.ms === undefined ? '' : formatSeconds(result.ms);
    console.log(`  ${result.name.padEnd(width)}  ${status}  ${time.padStart(12)}  ${dim(result.describe)}`);
  }
  console.log(`  ${'total'.padEnd(width)}           ${formatSeconds(totalMs).padStart(12)}`);
}

async function main() {
  const startedAt = Date.now();
  const steps = selectSteps();
  const results = [];
  let failed = null;
  say(
    process.env.TEST_DATABASE_URL
      ? 'TEST_DATABASE_URL is set: the API suite runs on PGlite and on PostgreSQL.'
      : 'TEST_DATABASE_URL is not set: the API suite runs on PGlite only (.ci/run adds PostgreSQL).',
  );
  for (const step of steps) {
    if (!step.isSelected) {
      results.push({ name: step.name, describe: step.describe, status: 'skipped' });
      continue;
    }
    if (failed) {
      results.push({ name: step.name, describe: step.describe, status: 'not run' });
      continue;
    }
    say(bold(`▶ ${step.name}: ${step.describe}`));
    const stepStart = Date.now();
    const code = await step.run();
    const ms = Date.now() - stepStart;
    results.push({ name: step.name, describe: step.describe, status: code === 0 ? 'passed' : 'failed', ms });
    if (code !== 0) failed = step;
  }
  printSummary(results, Date.now() - startedAt);
  if (failed) {
    console.error(
      red(
        `\n✗ ${failed.name} failed (${failed.describe}). Fix it, then run \`npm test\` again (or \`npm test -- --only ${failed.name}\`).`,
      ),
    );
    process.exit(1);
  }
  console.log(green('\n✓ All checks passed.'));
}

await main();
