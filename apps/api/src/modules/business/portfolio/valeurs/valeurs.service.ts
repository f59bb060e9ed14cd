import {
  ERROR_CODES,
  ZValeurNature,
  variationPercent,
  type TValeur,
  type TValeurDetails,
  type TValeurDetailsQuery,
} from '@nomina/domain';
import type { TPortfolioDeps } from '../portfolio.deps';
import type { TAccountScope } from '../../../../access';
import { AppError } from '../../../../lib/app-error';
import type { TSecurityRow } from './valeurs.repository';

/** Trading days of history valeur-details gives. */
export const HISTORY_DAYS = 30;

const toValeur = ({ security, emetLibe }: TSecurityRow): TValeur => ({
  valeIden: security.valeIden,
  valeLibe: security.valeLibe,
  isin: security.isin,
  emetIden: security.emetIden,
  emetLibe,
  valeNatu: ZValeurNature.parse(security.valeNatu),
  isValeurEtrangere: security.isValeurEtrangere,
  baremeWeb: security.baremeWeb,
  devise: security.devise,
  cours: security.cours,
  coursVeille: security.coursVeille,
  variation: variationPercent(security.cours, security.coursVeille),
  dateCours: security.dateCours,
});

/** The securities of the chosen account's issuer with their last quote (operation/valeurs). */
export async function readValeurs(
  { valeurs }: Pick<TPortfolioDeps, 'valeurs'>,
  account: TAccountScope,
): Promise<TValeur[]> {
  return (await valeurs.findIssuerSecurities(account.emetIden)).map(toValeur);
}

/**
 * One security of the chosen account's issuer with its market, the day's high and low, the last
 * 30 closes and its fee schedule; 404 general.error.notfound for any other security.
 */
export async function readValeurDetails(
  { valeurs }: Pick<TPortfolioDeps, 'valeurs'>,
  account: TAccountScope,
  query: TValeurDetailsQuery,
): Promise<TValeurDetails> {
  const row = await valeurs.findIssuerSecurity(account.emetIden, query.valeIden);
  if (!row) throw new AppError(404, ERROR_CODES.notFound);
  const { security } = row;
  const [quotes, bareme] = await Promise.all([
    valeurs.findLatestQuotes(security.valeIden, HISTORY_DAYS),
    valeurs.findBareme(security.emetIden, query.baremeWeb ?? security.baremeWeb),
  ]);
  const lastDay = quotes[0];
  return {
    ...toValeur(row),
    marche: security.marche ?? '',
    plusHaut: lastDay?.plusHaut ?? security.cours,
    plusBas: lastDay?.plusBas ?? security.cours,
    historique: quotes.reverse().map(({ date, cours }) => ({ date, cours })),
    bareme,
  };
}
