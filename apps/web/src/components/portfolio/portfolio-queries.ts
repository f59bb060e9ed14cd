import {
  type TPortefeuilleDroits,
  type TPortefeuilleTitres,
  type TPositions,
  type TValeur,
  type TValeurDetails,
} from '@nomina/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http/http-client';
import { accountKey } from '../../lib/query/account-key';

/**
 * The holder's holdings and the register's securities (spec 3 §7 Business) as react-query options,
 * shared by the portfolio, the dashboard and the operations (features do not import each other). Every key carries the chosen account, so choosing another account never
 * shows the previous one's figures.
 */

export const portfolioQueries = {
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
