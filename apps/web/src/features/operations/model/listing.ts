import type { TValeurDetails } from '@nomina/domain';

/**
 * A security is listed when it has a market; an unlisted one trades only over the counter
 * (GRE_A_GRE, spec 3 §3). TEMPORARY: the lead moves it to packages/domain/src/operations next to
 * checkOrderType, which takes the same flag.
 */
export const isListed = (details: Pick<TValeurDetails, 'marche'>): boolean => details.marche.trim() !== '';
