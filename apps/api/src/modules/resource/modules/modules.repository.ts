import { and, asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { accountHabilitations, issuerHabilitations, moduleGroups, subModules } from '../../../db/schema';

/** The menu's groups and sub-modules, and the habilitations of an issuer and an account. */
export async function selectGroups(db: TDatabase) {
  return db.select().from(moduleGroups).orderBy(asc(moduleGroups.groupeOrdre));
}

export async function selectSubModules(db: TDatabase) {
  return db.select().from(subModules).orderBy(asc(subModules.ordre));
}

export async function selectIssuerHabilitations(db: TDatabase, emetIden: number) {
  return db.select().from(issuerHabilitations).where(eq(issuerHabilitations.emetIden, emetIden));
}

export async function selectAccountHabilitations(
  db: TDatabase,
  account: { actiIden: number; emetIden: number },
) {
  return db
    .select()
    .from(accountHabilitations)
    .where(
      and(
        eq(accountHabilitations.actiIden, account.actiIden),
        eq(accountHabilitations.emetIden, account.emetIden),
      ),
    );
}
