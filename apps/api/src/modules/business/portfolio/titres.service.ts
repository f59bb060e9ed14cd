import {
  isListed,
  plusMoinsValue,
  sumAmounts,
  valuateLine,
  type TPortefeuilleTitres,
  type TTitreLigne,
} from '@nomina/domain';
import type { TPortfolioDeps } from './portfolio.deps';
import type { TAccountScope } from '../../../access';
import { valuationDay } from './valuation-day';

const MODE_ORDER = ['NOMINATIF_PUR', 'NOMINATIF_ADMINISTRE', 'PEE'];

/**
 * The securities of one account, one line per security and holding mode, valued at the last
 * quote. A repeat read comes from the read cache: every write to the holdings, the quotes, the
 * issuers or the account's habilitations drops it on every instance (migrations 0022 and 0024).
 */
export async function readTitres(
  deps: Pick<TPortfolioDeps, 'portfolio' | 'isModuleOpen' | 'answersCache'>,
  account: TAccountScope,
): Promise<TPortefeuilleTitres> {
  const answers = deps.answersCache();
  if (!answers) return computeTitres(deps, account);
  const key = `titres|${account.tituNume}|${account.actiIden}:${account.emetIden}|${valuationDay()}`;
  return (await answers.load(key, () => computeTitres(deps, account))) as TPortefeuilleTitres;
}

async function computeTitres(
  { portfolio, isModuleOpen }: Pick<TPortfolioDeps, 'portfolio' | 'isModuleOpen'>,
  account: TAccountScope,
): Promise<TPortefeuilleTitres> {
  const [rows, canSell] = await Promise.all([
    portfolio.findHoldings(account.tituNume),
    isModuleOpen(account, 'operation_vendre'),
  ]);
  const lignes: TTitreLigne[] = rows
    .sort(
      (a, b) =>
        a.security.valeLibe.localeCompare(b.security.valeLibe) ||
        MODE_ORDER.indexOf(a.holding.modeDetention) - MODE_ORDER.indexOf(b.holding.modeDetention),
    )
    .map(({ holding, security, emetLibe }) => {
      const valorisation = valuateLine(holding.quantite, security.cours);
      const quantiteDisponible = holding.quantite - holding.quantiteIndisponible;
      return {
        valeIden: security.valeIden,
        valeLibe: security.valeLibe,
        isin: security.isin,
        emetLibe,
        modeDetention: holding.modeDetention as TTitreLigne['modeDetention'],
        quantite: holding.quantite,
        quantiteDisponible,
        quantiteIndisponible: holding.quantiteIndisponible,
        prixRevientMoyen: holding.prixRevientMoyen,
        cours: security.cours,
        dateCours: security.dateCours,
        valorisation,
        plusMoinsValue: plusMoinsValue(valorisation, holding.quantite, holding.prixRevientMoyen),
        devise: security.devise,
        vendable: canSell && isListed(security.marche) && quantiteDisponible > 0,
      };
    });
  return {
    dateValorisation: valuationDay(),
    devise: 'EUR',
    total: sumAmounts(lignes.map((ligne) => ligne.valorisation)),
    lignes,
  };
}
