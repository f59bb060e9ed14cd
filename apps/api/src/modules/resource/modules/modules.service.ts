import { ERROR_CODES, type TModuleGroup } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import type { TModulesRepository } from './modules.repository';

/** A missing habilitation row means granted. */
const isGranted = (flag: boolean | null | undefined) => flag ?? true;

/**
 * The menu of one account: every group and sub-module, with what the issuer grants
 * (habiliteEmet) and what the account may do (habiliteActi, motifsBlocage). A missing
 * habilitation row means granted.
 */
export async function readModules(
  deps: { modules: TModulesRepository },
  account: { actiIden: number; emetIden: number },
): Promise<TModuleGroup[]> {
  const [groups, subs, issuerRows, accountRows] = await Promise.all([
    deps.modules.selectGroups(),
    deps.modules.selectSubModules(),
    deps.modules.selectIssuerHabilitations(account.emetIden),
    deps.modules.selectAccountHabilitations(account),
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

/** The menu of the token's chosen account; a token without a chosen account is a 409. */
export async function menuOf(
  deps: { modules: TModulesRepository },
  claims: { actiIden: number | null; emetIden: number | null },
): Promise<TModuleGroup[]> {
  const { actiIden, emetIden } = claims;
  if (actiIden === null || emetIden === null) throw new AppError(409, ERROR_CODES.noAccountSelected);
  return readModules(deps, { actiIden, emetIden });
}
