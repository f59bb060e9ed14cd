import { BAREME_LEVEE, dec, feesOf, parisClock, roundUp2, toNumber, vatOf } from '@nomina/domain';
import type { TUnitOfWork } from '../../../../db/unit-of-work';
import type {
  TExecutionVenue,
  TVenueFill,
  TVenueOrder,
} from '../../../../adapters/execution-venue/execution-venue';
import type { TClosingRefundRepository } from '../refunds/closing-refund.repository';
import {
  readPricing,
  recordExecutedBuyRefund,
  type TOrderPricing,
  type TPricingSource,
} from '../refunds/closing-refund.service';
import type { TExecutionRepository, TOpenOrder } from './execution.repository';
import { fileNotice } from './notice';

/** What one fill or one expiry writes together, in its own transaction. */
export type TEngineRepositories = { execution: TExecutionRepository; refunds: TClosingRefundRepository };

export type TEngineDeps = {
  execution: Pick<TExecutionRepository, 'findOpenOrders'>;
  /** The fee schedules and VAT rates of the orders' issuers. */
  pricing: TPricingSource;
  transaction: TUnitOfWork<TEngineRepositories>;
  now: () => Date;
  venue: TExecutionVenue;
};
export type TEngineReport = { filled: number; executed: number; partial: number; expired: number };

/** Where the registrar converts options into shares (no market). */
const REGISTRAR = 'Registre – levée d’options';
const SELLING_EXERCISES = ['LEVEE_VENTE', 'LEVEE_PASSERELLE'];

/** Orders that may execute: nothing to pay, or paid (the provider confirmed it, or the funds arrived). */
const isRoutable = (order: TOpenOrder) => ['NON_REQUIS', 'PAYE'].includes(order.request.statutPaiement);

/** Quantity the market still has to deliver: shares for a trade, shares to sell for an exercise and sale. */
function marketRemaining(order: TOpenOrder): number {
  const target = SELLING_EXERCISES.includes(order.request.natureDemande)
    ? (order.request.simulation.quantiteVendue ?? 0)
    : order.operation.quantite;
  return toNumber(dec(target).sub(order.filled));
}

function venueOrderOf(order: TOpenOrder): TVenueOrder {
  const isBuy = order.request.natureDemande === 'ACHAT_TITRE';
  return {
    idDemande: order.operation.idDemande,
    isin: order.isin,
    valeIden: order.operation.valeIden!,
    sens: isBuy ? 'ACHAT' : 'VENTE',
    typeOrdre: order.operation.typeOrdre ?? 'AU_MARCHE',
    coursLimite: order.operation.coursLimite,
    remaining: marketRemaining(order),
  };
}

/** Fees and VAT of the executed part, by the schedule and rate of the order's issuer. */
async function pricingOf(
  pricing: TPricingSource,
  order: TOpenOrder,
  cache: Map<string, TOrderPricing>,
): Promise<TOrderPricing> {
  const code = order.request.natureDemande.startsWith('LEVEE') ? BAREME_LEVEE : order.baremeWeb;
  const key = `${order.emetIden}:${code}`;
  if (!cache.has(key)) cache.set(key, await readPricing(pricing, order.emetIden, code));
  return cache.get(key)!;
}

/** Applies one fill: the execution row, the order's amounts and status, the holdings; files the notice when done. */
async function applyFill(
  { execution, refunds }: TEngineRepositories,
  order: TOpenOrder,
  fill: TVenueFill,
  pricing: TOrderPricing,
  now: Date,
): Promise<'executed' | 'partial' | 'skipped'> {
  const { operation, request } = order;
  const montant = dec(fill.quantite).mul(fill.cours).toDecimalPlaces(2);
  const brut = dec(order.filledAmount).add(montant);
  const soldOrBought = dec(order.filled).add(fill.quantite);
  const nature = request.natureDemande;
  const line = {
    tituNume: operation.tituNume,
    valeIden: operation.valeIden!,
    modeDetention: request.modeDetention ?? 'NOMINATIF_PUR',
  };
  const frais = feesOf(pricing.bareme, brut);
  const tva = vatOf(frais, pricing.tauxTva);
  let done: boolean;
  let values;
  if (nature === 'ACHAT_TITRE' || nature === 'VENTE_TITRE') {
    done = soldOrBought.eq(operation.quantite);
    const net = nature === 'ACHAT_TITRE' ? brut.add(frais).add(tva) : brut.sub(frais).sub(tva);
    values = {
      quantiteExecutee: toNumber(soldOrBought),
      prixUnitaire: toNumber(brut.div(soldOrBought).toDecimalPlaces(4)),
      montantBrut: toNumber(roundUp2(brut)),
      frais: toNumber(frais),
      taxes: toNumber(tva),
      montantNet: toNumber(net),
    };
  } else {
    // Exercises complete at once: the options become shares (simple), or the shares sold cover them.
    const target = SELLING_EXERCISES.includes(nature)
      ? (request.simulation.quantiteVendue ?? 0)
      : operation.quantite;
    done = soldOrBought.eq(target);
    const levee = dec(request.simulation.montantLevee ?? 0);
    const isSimple = nature === 'LEVEE_SIMPLE';
    const leveeFrais = isSimple ? feesOf(pricing.bareme, levee) : frais;
    const leveeTva = isSimple ? vatOf(leveeFrais, pricing.tauxTva) : tva;
    values = {
      quantiteExecutee: done ? operation.quantite : 0,
      prixUnitaire: toNumber(dec(fill.cours)),
      montantBrut: toNumber(isSimple ? levee : brut),
      frais: toNumber(leveeFrais),
      taxes: toNumber(leveeTva),
      montantNet: toNumber(
        isSimple ? levee.add(leveeFrais).add(leveeTva) : brut.sub(levee).sub(leveeFrais).sub(leveeTva),
      ),
    };
  }
  const statut = done ? 'EXECUTE' : 'PARTIELLEMENT_EXECUTE';
  if (!(await execution.updateOrderIfUnchanged(order, { ...values, statut, dateOperation: now })))
    return 'skipped';
  await execution.insertFill({
    idDemande: operation.idDemande,
    dateExecution: now,
    quantite: fill.quantite,
    cours: fill.cours,
    montant: toNumber(montant),
    lieuExecution: fill.lieuExecution,
  });
  if (nature === 'ACHAT_TITRE') await execution.creditHolding(line, fill.quantite, fill.cours);
  if (nature === 'VENTE_TITRE') await execution.debitHolding(line, fill.quantite);
  if (done && nature !== 'ACHAT_TITRE' && nature !== 'VENTE_TITRE') {
    await execution.debitGrant(operation.tituNume, request.idPlan!, operation.quantite);
    const kept = nature === 'LEVEE_SIMPLE' ? operation.quantite : (request.simulation.quantiteConservee ?? 0);
    const prixExercice = toNumber(
      dec(request.simulation.montantLevee ?? 0)
        .div(operation.quantite)
        .toDecimalPlaces(4),
    );
    if (kept > 0)
      await execution.creditHolding({ ...line, modeDetention: 'NOMINATIF_PUR' }, kept, prixExercice);
  }
  if (done) {
    await execution.closeOrder(operation.idDemande, now);
    await fileNotice(execution, order, now);
    // A paid buy executed below its limit gets the price improvement back.
    await recordExecutedBuyRefund(
      refunds,
      {
        idDemande: operation.idDemande,
        typeOperation: nature,
        statut,
        quantite: operation.quantite,
        quantiteExecutee: toNumber(soldOrBought),
        executedGross: toNumber(brut),
      },
      pricing,
    );
  }
  return done ? 'executed' : 'partial';
}

/**
 * Past its validity date the rest of an order expires; a partly executed one gets its notice, and
 * a partly executed paid buy the refund of its unfilled part.
 */
async function expire(
  { execution, refunds }: TEngineRepositories,
  order: TOpenOrder,
  now: Date,
  pricing: TOrderPricing | null,
): Promise<boolean> {
  if (!(await execution.updateOrderIfUnchanged(order, { statut: 'EXPIRE', dateOperation: now })))
    return false;
  await execution.closeOrder(order.operation.idDemande, now);
  if (order.filled > 0) await fileNotice(execution, order, now);
  if (order.filled > 0 && pricing)
    await recordExecutedBuyRefund(
      refunds,
      {
        idDemande: order.operation.idDemande,
        typeOperation: order.request.natureDemande,
        statut: 'EXPIRE',
        quantite: order.operation.quantite,
        quantiteExecutee: order.filled,
        executedGross: order.filledAmount,
      },
      pricing,
    );
  return true;
}

/**
 * One run of the execution engine: expires what is past its validity date, asks the venue for the
 * fills of the routable orders (market at the last price, limits when the price reaches them,
 * partial fills), converts paid simple exercises at the exercise price, and applies each fill in
 * its own transaction (holdings, history, notice).
 */
export async function runExecution(deps: TEngineDeps): Promise<TEngineReport> {
  const now = deps.now();
  const today = parisClock(now).day;
  const report: TEngineReport = { filled: 0, executed: 0, partial: 0, expired: 0 };
  const open = await deps.execution.findOpenOrders();
  const live: TOpenOrder[] = [];
  const pricing = new Map<string, TOrderPricing>();
  for (const order of open) {
    if (order.operation.dateValidite !== null && order.operation.dateValidite < today) {
      const prices = order.filled > 0 ? await pricingOf(deps.pricing, order, pricing) : null;
      if (await deps.transaction((repositories) => expire(repositories, order, now, prices)))
        report.expired += 1;
    } else if (isRoutable(order)) live.push(order);
  }
  const toMarket = live.filter((order) => order.request.natureDemande !== 'LEVEE_SIMPLE');
  const lastPrices = new Map(toMarket.map((order) => [order.operation.valeIden!, order.cours]));
  const fills = await deps.venue.collectFills(toMarket.map(venueOrderOf), lastPrices);
  const conversions: TVenueFill[] = live
    .filter((order) => order.request.natureDemande === 'LEVEE_SIMPLE')
    .map((order) => ({
      idDemande: order.operation.idDemande,
      quantite: order.operation.quantite,
      cours: order.request.simulation.cours,
      lieuExecution: REGISTRAR,
    }));
  const byId = new Map(live.map((order) => [order.operation.idDemande, order]));
  for (const fill of [...fills, ...conversions]) {
    const order = byId.get(fill.idDemande);
    if (!order || fill.quantite <= 0 || fill.quantite > marketRemainingOrWhole(order)) continue;
    const prices = await pricingOf(deps.pricing, order, pricing);
    const outcome = await deps.transaction((repositories) =>
      applyFill(repositories, order, fill, prices, now),
    );
    if (outcome === 'skipped') continue;
    report.filled += 1;
    report[outcome] += 1;
  }
  return report;
}

const marketRemainingOrWhole = (order: TOpenOrder) =>
  order.request.natureDemande === 'LEVEE_SIMPLE' ? order.operation.quantite : marketRemaining(order);
