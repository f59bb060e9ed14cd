import { checkQuantity, orderPrice, simulateTrade, type TBareme, type TSimulation } from '@nomina/domain';
import { decimalText, limitOf, type TMarketOrderFields } from './order-form';

const isNumeric = (value: string) => /^\d+(\.\d+)?$/.test(value);

/**
 * The live simulation of a buy or sale while the form changes: the domain's simulateTrade at the
 * limit price (limit types) or the last quote; null until the quantity and price can be read.
 */
export function liveTradeSimulation(
  natureDemande: 'ACHAT_TITRE' | 'VENTE_TITRE',
  values: Pick<TMarketOrderFields, 'typeOrdre' | 'quantite' | 'coursLimite'>,
  market: { cours: number; devise: string; bareme: TBareme | null; tauxTva: number | null },
): TSimulation | null {
  const quantite = decimalText(values.quantite);
  if (market.tauxTva === null || values.typeOrdre === '' || !isNumeric(quantite)) return null;
  if (checkQuantity(quantite, true) !== null) return null;
  const limit = limitOf(values);
  if (limit !== null && !(limit > 0)) return null;
  return simulateTrade({
    natureDemande,
    quantite,
    cours: orderPrice(limit, market.cours),
    bareme: market.bareme,
    tauxTva: market.tauxTva,
    devise: market.devise,
  });
}
