// ESLint flat config for the whole monorepo (ESLint 9).
// Syntax-level TypeScript rules only (no type-aware linting): it keeps `npm run lint` fast on
// two cores, and `npm run typecheck` already runs the compiler.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';

/**
 * Names of the web app's feature folders, read from disk so that a new feature gets its
 * own boundary zone without touching this file.
 */
async function listWebFeatures() {
  const { readdirSync } = await import('node:fs');
  try {
    return readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * One-way imports in the web app: shared (components, lib, config, ...) → features → app.
 * A feature may not reach into another feature; shared code may not reach into features or app.
 */
function webBoundaryZones(features) {
  return [
    {
      target: `${WEB}/features`,
      from: `${WEB}/app`,
      message: 'Features must not import from src/app (imports flow shared → features → app).',
    },
    ...features.map((name) => ({
      target: `${WEB}/features/${name}`,
      from: `${WEB}/features`,
      except: [`./${name}`],
      message:
        'A feature must not import from another feature; move the shared part to src/components or src/lib.',
    })),
    {
      target: [
        `${WEB}/components`,
        `${WEB}/lib`,
        `${WEB}/config`,
        `${WEB}/hooks`,
        `${WEB}/utils`,
        `${WEB}/types`,
        `${WEB}/testing`,
      ],
      from: [`${WEB}/features`, `${WEB}/app`],
      message:
        'Shared code must not import from src/features or src/app (imports flow shared → features → app).',
    },
  ];
}

const API = './apps/api/src';
/** The API's modules (apps/api/src/modules/*), each one a service with its own index.ts. */
const API_MODULES = ['auth', 'business', 'resource', 'external', 'desk', 'dev', 'health'];
/** The API's shared layers: modules build on them; they import no module. */
const API_SHARED = ['lib', 'adapters', 'db', 'config', 'access', 'settings', 'plugins'];

/**
 * One-way imports in the API: shared layers (lib, adapters, db, config, access, settings,
 * plugins) → modules → app.ts. A module reaches another one only through its index.ts.
 */
function apiBoundaryZones() {
  return [
    {
      target: API_SHARED.map((layer) => `${API}/${layer}`),
      from: `${API}/modules`,
      message:
        'Shared layers (lib, adapters, db, config, access, settings, plugins) must not import a module; inject what they need from app.ts.',
    },
    ...API_MODULES.map((name) => ({
      target: `${API}/modules/${name}`,
      from: `${API}/modules`,
      except: [
        `./${name}`,
        ...API_MODULES.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
      ],
      message: 'A module imports another module only through its index.ts (modules/<name>), never its files.',
    })),
  ];
}

/** Files with import-x settings that let it parse and resolve the TypeScript sources. */
const importSettings = (tsconfig) => ({
  'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['import', 'types', 'default'],
      tsconfig: { configFile: new URL(tsconfig, import.meta.url).pathname },
    }),
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/api/drizzle/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/coverage/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'no-console': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // The web app: browser globals, hooks rules and import boundaries.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Let import-x parse the TypeScript modules it follows (no-cycle reads the imported files).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'types', 'default'],
          tsconfig: { configFile: new URL('./apps/web/tsconfig.json', import.meta.url).pathname },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webBoundaryZones(await listWebFeatures()) }],
      // Cheap while the app is small (about 0.5 s of a 5 s lint); drop to a CI-only run if it grows slow.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The API: one-way imports between layers and modules, and no module cycle.
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings('./apps/api/tsconfig.json'),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiBoundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The API's services and route handlers never see the database (issue 10): a repository takes
  // it (createXRepository(db)), a module's composition files (*.deps.ts) build the repositories
  // from app.db and hand services only those, and a port may bind to a transaction's handle.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.deps.ts', '**/deps.ts', '**/*.port.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/client'],
              importNames: ['TDatabase'],
              message:
                "Services take repositories, never the database: build them in the module's *.deps.ts.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='app'][property.name='db']",
          message: 'Only composition files (*.deps.ts) read app.db, to build the repositories.',
        },
      ],
    },
  },
  // Where printing is the point: command-line scripts, benchmarks, test journeys, the api logger,
  // and the web module that silences the console in production (spec 1 §8).
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      'apps/api/src/**/logger*.ts',
      'apps/api/build.mjs',
      'apps/web/src/lib/console.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  // Plain JavaScript files (configs, build scripts) are not TypeScript: allow require-free Node code.
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
