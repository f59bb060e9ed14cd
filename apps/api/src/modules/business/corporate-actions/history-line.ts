import { computeCashDividend, type TOstSettlement, type TOstTokenRequest } from '@nomina/domain';
import type { operations } from '../../../db/schema';
import type { TOstEventRow } from './ost.repository';

/**
 * The line an answer adds to the history's miscellaneous operations (typeOperation OST), pending
 * until the engine pays it: gross value of the operation, the tax withheld, and the net — cash paid
 * to the holder for a dividend, what the holder pays for a capital increase.
 */
export function historyLineOf(input: {
  event: TOstEventRow;
  tituNume: string;
  refDemande: string;
  request: Pick<TOstTokenRequest, 'choix' | 'modePaiement'>;
  settlement: TOstSettlement;
  position: number;
  now: Date;
}): typeof operations.$inferInsert {
  const { event, settlement, request } = input;
  const isPda = event.typeOst === 'PDA';
  const cash = isPda
    ? computeCashDividend({
        shares: input.position,
        dividendPerShare: event.dividendeParAction ?? '0',
        reinvestmentPrice: event.prixReinvestissement ?? '1',
        withholdingPercent: event.tauxPrelevement ?? '0',
      })
    : null;
  const isCash = request.choix === 'NUMERAIRE';
  return {
    idDemande: input.refDemande,
    tituNume: input.tituNume,
    reference: input.refDemande,
    categorie: 'DIVERSES',
    typeOperation: 'OST',
    dateSaisie: input.now,
    dateOperation: input.now,
    valeIden: event.valeIden,
    valeLibe: event.valeLibe,
    quantite: isCash ? input.position : settlement.newShares,
    prixUnitaire: Number(
      (isCash ? event.dividendeParAction : isPda ? event.prixReinvestissement : event.prixSouscription) ?? 0,
    ),
    montantBrut: cash ? cash.grossDividend : settlement.amountToPay,
    taxes: cash ? cash.withholdingTax : 0,
    montantNet: isPda ? settlement.amountInFavour : settlement.amountToPay,
    statut: 'EN_ATTENTE',
    modePaiement: request.modePaiement ?? null,
  };
}
