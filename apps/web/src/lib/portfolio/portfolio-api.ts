import {
  isModuleAllowed,
  type TAvoirs,
  type TModuleGroup,
  type TPortefeuilleDroits,
  type TPortefeuilleTitres,
  type TPositions,
  type TValeur,
  type TValeurDetails,
} from '@nomina/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/http-client';
import { accountKey } from '../query/account-key';
import { readSelectedHolder } from '../session/user-access';

/**
 * The holder's portfolio calls (spec 3 §7 Business) as react-query options shared by the dashboard
 * and the portfolio pages. Every key carries the chosen account, so choosing another account never
 * shows the previous one's figures.
 */

export const portfolioQueries = {
  /** resource/modules: the menu with the account's habilitations. */
  modules: () =>
    queryOptions({
      queryKey: accountKey('modules'),
      queryFn: () => http<TModuleGroup[]>('/resource/modules', { hiddenReq: true }),
    }),
  titres: () =>
    queryOptions({
      queryKey: accountKey('portefeuille', 'titres'),
      queryFn: () => http<TPortefeuilleTitres>('/business/portefeuille/titres'),
    }),
  droits: () =>
    queryOptions({
      queryKey: accountKey('portefeuille', 'droits'),
      queryFn: () => http<TPortefeuilleDroits>('/business/portefeuille/droits'),
    }),
  positions: () =>
    queryOptions({
      queryKey: accountKey('portefeuille', 'positions'),
      queryFn: () => http<TPositions>('/business/positions'),
    }),
  /** avoirs?emetIden&actiIden of the chosen account: the valuation split for the dashboard chart. */
  avoirs: () => {
    const holder = readSelectedHolder();
    return queryOptions({
      queryKey: accountKey('avoirs'),
      queryFn: () =>
        http<TAvoirs>('/business/avoirs', {
          query: { emetIden: holder?.emetIden, actiIden: holder?.actiIden },
        }),
      enabled: holder !== null,
    });
  },
  /** operation/valeurs: the register's securities with what valeur-details needs to be asked. */
  valeurs: () =>
    queryOptions({
      queryKey: accountKey('valeurs'),
      queryFn: () => http<TValeur[]>('/business/operation/valeurs'),
    }),
  valeurDetails: (valeur: {
    valeIden: number;
    isValeurEtrangere: boolean;
    baremeWeb: string;
    valeNatu: string;
  }) =>
    queryOptions({
      queryKey: accountKey('valeur-details', valeur.valeIden),
      queryFn: () => http<TValeurDetails>('/business/operation/valeur-details', { query: valeur }),
    }),
};

/**
 * The module keys the chosen account may open (spec 3 §5: habiliteActi and habiliteEmet both
 * true). Pages ask only for the data of allowed modules: the API refuses the others (403).
 */
export function allowedModuleKeys(groups: readonly TModuleGroup[]): Set<string> {
  return new Set(
    groups.flatMap((group) =>
      group.sousModule.filter(isModuleAllowed).map((subModule) => subModule.moduleKey),
    ),
  );
}
