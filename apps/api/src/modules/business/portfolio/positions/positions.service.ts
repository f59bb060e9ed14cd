import { sumAmounts, valuateLine, type TFondsPosition, type TPositions } from '@nomina/domain';
import type { TPortfolioDeps } from '../portfolio.deps';
import type { TAccountScope } from '../../../../access';
import { valuationDay } from '../valuation-day';

/** The fund units of one account, valued at each fund's last net asset value. */
export async function readPositions(
  { positions }: Pick<TPortfolioDeps, 'positions'>,
  account: TAccountScope,
): Promise<TPositions> {
  const rows = await positions.findFundPositions(account.tituNume);
  const fonds: TFondsPosition[] = rows.map(({ position, fund }) => ({
    fondsIden: fund.fondsIden,
    fondsLibe: fund.fondsLibe,
    codeAmf: fund.codeAmf,
    nombreParts: position.nombreParts,
    partsDisponibles: position.partsDisponibles,
    dateDisponibilite: position.partsDisponibles < position.nombreParts ? position.dateDisponibilite : null,
    valeurLiquidative: fund.valeurLiquidative,
    dateVl: fund.dateVl,
    valorisation: valuateLine(position.nombreParts, fund.valeurLiquidative),
    devise: fund.devise,
  }));
  return {
    dateValorisation: valuationDay(),
    devise: 'EUR',
    total: sumAmounts(fonds.map((line) => line.valorisation)),
    fonds,
  };
}
