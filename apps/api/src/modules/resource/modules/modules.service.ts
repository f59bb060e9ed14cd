import { and, asc, eq } from 'drizzle-orm';
import type { TModuleGroup } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { readCacheOf } from '../../../db/read-cache';
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

/**
 * Module guard of spec 3 §5 on the server: the chosen account may use `moduleKey` only when the
 * issuer grants it and the account is not refused. An unknown key is refused.
 */
export async function isModuleOpen(
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
