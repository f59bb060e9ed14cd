import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';
import { BASE_URL, PORT } from './support/urls';

const isCI = Boolean(process.env.CI);

// A fresh data directory for each run: the server migrates and seeds it on start, so every run
// begins from the same demo register. NODE_ENV=test keeps the dev endpoints (non-production).
// Workers load this file too: the environment variable makes them reuse the runner's directory,
// and only the runner deletes it when it exits (after it has stopped the server).
const dataDir = process.env.NOMINA_E2E_DATA_DIR ?? createRunDataDir();

function createRunDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nomina-e2e-'));
  process.env.NOMINA_E2E_DATA_DIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Journeys that change what every other journey sees (a theme's maintenance flag) run alone, after
 * the others and one at a time: the rest run in two workers, one file per worker at a time.
 */
const EXCLUSIVE = ['**/maintenance.spec.ts', '**/operations-exercise-sale.spec.ts'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  forbidOnly: isCI,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: EXCLUSIVE,
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      name: 'exclusive',
      testMatch: EXCLUSIVE,
      // One at a time: a theme in maintenance refuses every other journey's calls.
      workers: 1,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH },
    },
  ],
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'auto',
      WEB_DIST: '../apps/web/dist',
      LOG_LEVEL: 'warn',
      // The journeys run on the embedded default whatever the shell says.
      DATABASE_URL: '',
      // Every journey logs in from the same address: the default 20 a minute would answer 429.
      AUTH_RATE_LIMIT_PER_MINUTE: '600',
      IDENTIFIER_RATE_LIMIT_PER_MINUTE: '600',
      // Same for the anti-abuse counters: many journeys reset, mistype and guess from one address.
      ADDRESS_MAX_FAILURES_PER_HOUR: '600',
      RESET_CODE_SPACING_SECONDS: '0',
      RESET_CODES_PER_DAY: '600',
      MESSAGES_PER_DESTINATION_PER_DAY: '1000',
      SUPPORT_MESSAGES_PER_DAY: '1000',
      CODE_GUESSES_PER_DAY: '600',
      // Identity-check journeys open sessions and upload again and again for the same holders.
      ID_CHECK_SESSIONS_PER_DAY: '600',
      ID_CHECK_UPLOADS_PER_DAY: '6000',
    },
  },
});
