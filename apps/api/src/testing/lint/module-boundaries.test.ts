import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints a source as if it were the file at `path` (never written to disk). */
async function ruleErrors(rule: string, path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: `${root}${path}` });
  return result!.messages.filter((message) => message.ruleId === rule);
}
const boundaryErrors = (path: string, source: string) =>
  ruleErrors('import-x/no-restricted-paths', path, source);

// The API lint zones (eslint.config.js): a module reaches another one only through its index.ts,
// and the shared layers import no module.
// Linting loads the whole config and follows imports: seconds per case on a shared machine.
describe('API module boundaries', { timeout: 60_000 }, () => {
  it('refuses a deep import into another module', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/auth/boundary-fixture.ts',
      "export type { TProfileRow } from '../business/profile/profile.repository';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('only through its index.ts');
  });

  it('accepts an import of another module through its index.ts, and within the module', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/modules/external/boundary-fixture.ts',
        "export { openFlow } from '../auth';\nexport { vialinkRoutes } from './identity-check/identity-check.routes';\n",
      ),
    ).toEqual([]);
  });

  it('refuses a module import from a shared layer', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/access/boundary-fixture.ts',
      "export { authModule } from '../modules/auth';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('Shared layers');
  });

  it('refuses an import of business by the payments, which business uses: a module cycle', async () => {
    // Business reaches the payments through external's index; the payments reach business only
    // through the port the app hands them (docs/decisions/002), never by an import.
    const errors = await ruleErrors(
      'import-x/no-cycle',
      'apps/api/src/modules/external/payments/payments.service.ts',
      "export { payables } from '../../business';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses a service that takes the database or reads app.db, and lets a repository and a deps file do so', async () => {
    const service =
      "import type { TDatabase } from '../../../db/client';\nexport const read = (db: TDatabase) => db;\n";
    const imports = await ruleErrors(
      '@typescript-eslint/no-restricted-imports',
      'apps/api/src/modules/business/portfolio/fixture.service.ts',
      service,
    );
    expect(imports).toHaveLength(1);
    expect(imports[0]!.message).toContain('Services take repositories');
    const reads = await ruleErrors(
      'no-restricted-syntax',
      'apps/api/src/modules/business/portfolio/fixture.routes.ts',
      "import type { FastifyInstance } from 'fastify';\nexport const handle = (app: FastifyInstance) => app.db;\n",
    );
    expect(reads).toHaveLength(1);
    expect(
      await ruleErrors(
        '@typescript-eslint/no-restricted-imports',
        'apps/api/src/modules/business/portfolio/fixture.repository.ts',
        service,
      ),
    ).toEqual([]);
    expect(
      await ruleErrors(
        'no-restricted-syntax',
        'apps/api/src/modules/business/portfolio/fixture.deps.ts',
        "import type { FastifyInstance } from 'fastify';\nexport const build = (app: FastifyInstance) => app.db;\n",
      ),
    ).toEqual([]);
  });
});
