import { and, asc, eq } from 'drizzle-orm';
import type { TModuleGroup } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { accountHabilitations, issuerHabilitations, moduleGroups, subModules } from '../../../db/schema';

/** A missing habilitation row means granted. */
const isGranted = (flag: boolean | null | undefined) => flag ?? true;

/**
 * The menu of one account: every group and sub-module, with what the issuer grants
 * (habiliteEmet) and what the account may do (habiliteActi, motifsBlocage). A missing
 * habilitation row means granted.
 */
export async function readModules(
  db: TDatabase,
  account: { actiIden: number; emetIden: number },
): Promise<TModuleGroup[]> {
  const [groups, subs, issuerRows, accountRows] = await Promise.all([
    db.select().from(moduleGroups).orderBy(asc(moduleGroups.groupeOrdre)),
    db.select().from(subModules).orderBy(asc(subModules.ordre)),
    db.select().from(issuerHabilitations).where(eq(issuerHabilitations.emetIden, account.emetIden)),
    db
      .select()
      .from(accountHabilitations)
      .where(
        and(
          eq(accountHabilitations.actiIden, account.actiIden),
          eq(accountHabilitations.emetIden, account.emetIden),
        ),
      ),
  ]);
  const byIssuer = new Map(issuerRows.map((row) => [row.subModuleId, row]));
  const byAccount = new Map(accountRows.map((row) => [row.subModuleId, row]));
  return groups.map((group) => ({
    groupeNom: group.groupeNom,
    groupeUrl: group.groupeUrl,
    groupeOrdre: group.groupeOrdre,
    groupeImgName: group.groupeImgName,
    showMenu: group.showMenu,
    sousModule: subs
      .filter((sub) => sub.groupId === group.id)
      .map((sub) => ({
        moduleNom: sub.moduleNom,
        moduleUrl: sub.moduleUrl,
        moduleKey: sub.moduleKey,
        habiliteEmet: isGranted(byIssuer.get(sub.id)?.habiliteEmet),
        msgActi: byIssuer.get(sub.id)?.msgActi ?? null,
        habiliteActi: isGranted(byAccount.get(sub.id)?.habiliteActi),
        motifsBlocage: byAccount.get(sub.id)?.motifsBlocage ?? [],
        show: sub.show,
      })),
  }));
}

// The module check lives in the shared access layer; the menu and its callers keep this import.
export { isModuleOpen } from '../../../access/module-open.repository';
