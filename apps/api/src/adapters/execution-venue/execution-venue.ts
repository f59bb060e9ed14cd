import type { TTypeOrdre } from '@nomina/domain';
import { dec } from '@nomina/domain';
import type { TConfig } from '../../config/config';

/** An open order as the venue sees it. */
export type TVenueOrder = {
  idDemande: string;
  isin: string;
  valeIden: number;
  sens: 'ACHAT' | 'VENTE';
  typeOrdre: TTypeOrdre;
  coursLimite: number | null;
  /** Quantity still to execute. */
  remaining: number;
};
/** A fill (execution) of an order. */
export type TVenueFill = { idDemande: string; quantite: number; cours: number; lieuExecution: string };

/** The execution venue: given the open orders and the last prices, the fills since the last run. */
export type TExecutionVenue = {
  kind: 'local' | 'http';
  collectFills(
    orders: readonly TVenueOrder[],
    lastPrices: ReadonlyMap<number, number>,
  ): Promise<TVenueFill[]>;
};

export const LOCAL_VENUE = 'Nomina – exécution locale';

/**
 * Whether a price executes an order: market and best-limit orders at any price, a buy limit when the
 * price is at or below it, a sell limit when at or above; an over-the-counter order (GRE_A_GRE) at
 * its agreed price.
 */
export function priceFor(order: TVenueOrder, last: number): number | null {
  if (order.typeOrdre === 'GRE_A_GRE') return order.coursLimite;
  if (order.typeOrdre !== 'A_COURS_LIMITE') return last;
  const limit = order.coursLimite!;
  if (order.sens === 'ACHAT') return last <= limit ? last : null;
  return last >= limit ? last : null;
}

/** The local venue: prices orders from the quotes, at most `maxFill` per order and run (partial fills). */
export function createLocalVenue(maxFill: number): TExecutionVenue {
  return {
    kind: 'local',
    collectFills: async (orders, lastPrices) =>
      orders.flatMap((order) => {
        const last = lastPrices.get(order.valeIden);
        if (last === undefined) return [];
        const cours = priceFor(order, last);
        if (cours === null) return [];
        const quantite = dec(order.remaining).gt(maxFill) ? maxFill : order.remaining;
        return [{ idDemande: order.idDemande, quantite, cours, lieuExecution: LOCAL_VENUE }];
      }),
  };
}

/** The broker: the open orders are routed (idempotent on idDemande) and their new fills read back. */
export function createHttpVenue(url: string, apiKey: string): TExecutionVenue {
  return {
    kind: 'http',
    collectFills: async (orders) => {
      const response = await fetch(`${url}/v1/orders/sync`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ orders }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`venue answered ${response.status}`);
      const { fills } = (await response.json()) as { fills: TVenueFill[] };
      const known = new Set(orders.map((order) => order.idDemande));
      return fills.filter((fill) => known.has(fill.idDemande) && fill.quantite > 0 && fill.cours > 0);
    },
  };
}

export function createExecutionVenue(config: TConfig): TExecutionVenue {
  return config.EXECUTION_VENUE === 'http'
    ? createHttpVenue(config.EXECUTION_VENUE_URL!, config.EXECUTION_VENUE_API_KEY!)
    : createLocalVenue(config.EXECUTION_MAX_FILL_QUANTITY);
}
