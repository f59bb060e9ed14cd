import {
  isListed,
  plusMoinsValue,
  sumAmounts,
  valuateLine,
  type TPortefeuilleTitres,
  type TTitreLigne,
} from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import type { TPortfolioDeps } from './portfolio.deps';
import { readCacheOf } from '../../../db/read-cache';
import { isModuleOpen, type TAccountScope } from '../../../access';
import { findHoldings } from './portfolio.repository';
import { valuationDay } from './valuation-day';

const MODE_ORDER = ['NOMINATIF_PUR', 'NOMINATIF_ADMINISTRE', 'PEE'];

/**
 * The securities of one account, one line per security and holding mode, valued at the last
 * quote. A repeat read comes from the read cache: every write to the holdings, the quotes, the
 * issuers or the account's habilitations drops it on every instance (migrations 0022 and 0024).
 */
export async function readTitres(
  { db }: TPortfolioDeps,
  account: TAccountScope,
): Promise<TPortefeuilleTitres> {
  const cache = readCacheOf(db);
  if (!cache) return computeTitres(db, account);
  const key = `titres|${account.tituNume}|${account.actiIden}:${account.emetIden}|${valuationDay()}`;
  return (await cache.answers.load(key, () => computeTitres(db, account))) as TPortefeuilleTitres;
}

async function computeTitres(db: TDatabase, account: TAccountScope): Promise<TPortefeuilleTitres> {
  const [rows, canSell] = await Promise.all([
    findHoldings(db, account.tituNume),
    isModuleOpen(db, account, 'operation_vendre'),
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
