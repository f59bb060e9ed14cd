import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountHabilitations, subModules } from '../db/schema';

/**
 * Runs `check` while an account (jdupont01's, 101 at issuer 1001, by default) is refused one
 * module by its habilitation (habiliteActi false), then gives the module back whatever happened.
 */
export async function withModuleRefused(
  app: FastifyInstance,
  moduleKey: string,
  check: () => Promise<void>,
  account = { actiIden: 101, emetIden: 1001 },
): Promise<void> {
  const [sub] = await app.db.select().from(subModules).where(eq(subModules.moduleKey, moduleKey));
  if (!sub) throw new Error(`no module ${moduleKey}`);
  await app.db
    .insert(accountHabilitations)
    .values({ ...account, subModuleId: sub.id, habiliteActi: false, motifsBlocage: [] });
  try {
    await check();
  } finally {
    await app.db
      .delete(accountHabilitations)
      .where(
        and(
          eq(accountHabilitations.actiIden, account.actiIden),
          eq(accountHabilitations.subModuleId, sub.id),
        ),
      );
  }
}
