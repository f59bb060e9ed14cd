import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { readCacheOf } from '../db/read-cache';
import { accountHabilitations, issuerHabilitations, subModules } from '../db/schema';

/** A missing habilitation row means granted. */
const isGranted = (flag: boolean | null | undefined) => flag ?? true;

/**
 * Module guard of spec 3 §5 on the server: the chosen account may use `moduleKey` only when the
 * issuer grants it and the account is not refused. An unknown key is refused. Read through the
 * read cache when there is one.
 */
async function isModuleOpen(
  db: TDatabase,
  account: { actiIden: number; emetIden: number },
  moduleKey: string,
): Promise<boolean> {
  const cache = readCacheOf(db);
  if (!cache) return readModuleOpen(db, account, moduleKey);
  return cache.modules.load(`${account.actiIden}:${account.emetIden}:${moduleKey}`, () =>
    readModuleOpen(db, account, moduleKey),
  );
}

/** The module guard over one database: what the app decorates (`app.habilitations`) for the guards. */
export function createModuleAccess(db: TDatabase) {
  return {
    isOpen: (account: { actiIden: number; emetIden: number }, moduleKey: string) =>
      isModuleOpen(db, account, moduleKey),
  };
}

export type TModuleAccess = ReturnType<typeof createModuleAccess>;

async function readModuleOpen(
  db: TDatabase,
  account: { actiIden: number; emetIden: number },
  moduleKey: string,
): Promise<boolean> {
  // One query: every business call runs this guard, so it must not read the whole menu.
  const [row] = await db
    .select({
      habiliteEmet: issuerHabilitations.habiliteEmet,
      habiliteActi: accountHabilitations.habiliteActi,
    })
    .from(subModules)
    .leftJoin(
      issuerHabilitations,
      and(
        eq(issuerHabilitations.subModuleId, subModules.id),
        eq(issuerHabilitations.emetIden, account.emetIden),
      ),
    )
    .leftJoin(
      accountHabilitations,
      and(
        eq(accountHabilitations.subModuleId, subModules.id),
        eq(accountHabilitations.actiIden, account.actiIden),
        eq(accountHabilitations.emetIden, account.emetIden),
      ),
    )
    .where(eq(subModules.moduleKey, moduleKey));
  return row !== undefined && isGranted(row.habiliteEmet) && isGranted(row.habiliteActi);
}
