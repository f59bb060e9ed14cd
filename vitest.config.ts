import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, four projects: pure rules, browser-side units, server units and the API suite.
export default defineConfig({
  test: {
    projects: [
      {
        // Pure functions with no shared state: one module graph for every file (isolation costs
        // ~25 s of module loading for 1 s of tests).
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        // The texts and their key type: data checks, run in one module graph like the domain.
        test: {
          name: 'translations',
          root: 'packages/translations',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        // React is Preact's compatibility layer (apps/web/vite.config.ts), so the tests render what
        // ships: every dependency goes through Vite and its aliases, in its ES build, since a
        // CommonJS require('react') is out of an alias's reach (React Router's under Node is one).
        resolve: {
          mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
          alias: {
            'react-router': fileURLToPath(
              new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url),
            ),
          },
        },
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          setupFiles: ['./src/testing/setup.ts'],
          server: { deps: { inline: true } },
        },
      },
      {
        test: {
          name: 'api-unit',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // Each file runs on its own database (a PGlite dump, or a copy of the PostgreSQL template):
          // two files at a time, one per core.
          maxWorkers: 2,
        },
      },
    ],
  },
});
