import { and, asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { accountHabilitations, issuerHabilitations, moduleGroups, subModules } from '../../../db/schema';

/** The menu's groups and sub-modules, and the habilitations of an issuer and an account. */
export function createModulesRepository(db: TDatabase) {
  return {
    async selectGroups() {
      return db.select().from(moduleGroups).orderBy(asc(moduleGroups.groupeOrdre));
    },

    async selectSubModules() {
      return db.select().from(subModules).orderBy(asc(subModules.ordre));
    },

    async selectIssuerHabilitations(emetIden: number) {
      return db.select().from(issuerHabilitations).where(eq(issuerHabilitations.emetIden, emetIden));
    },

    async selectAccountHabilitations(account: { actiIden: number; emetIden: number }) {
      return db
        .select()
        .from(accountHabilitations)
        .where(
          and(
            eq(accountHabilitations.actiIden, account.actiIden),
            eq(accountHabilitations.emetIden, account.emetIden),
          ),
        );
    },
  };
}

export type TModulesRepository = ReturnType<typeof createModulesRepository>;
