import { z } from 'zod';
import {
  checkLimit,
  checkOrderType,
  checkQuantity,
  isValidityDateAllowed,
  ORDER_ERRORS,
  orderNeedsLimit,
  type TClosedDaySet,
  type TTypeOrdre,
  type TValidityWindow,
  ZTypeOrdre,
} from '@nomina/domain';

/** Message of a field left empty. */
export const REQUIRED = 'operations.field.required';

/** The market part of a buy or sell form, as typed (strings until checked). */
export const ZMarketOrderFields = z.object({
  typeOrdre: z.union([ZTypeOrdre, z.literal('')]),
  quantite: z.string(),
  coursLimite: z.string(),
  dateValidite: z.string().nullable(),
});
export type TMarketOrderFields = z.infer<typeof ZMarketOrderFields>;

/** Where the market fields are checked: the security's listing and the allowed validity dates. */
export type TMarketContext = { isListed: boolean; window: TValidityWindow | null; closed: TClosedDaySet };

/** A decimal typed with a comma or a dot, as the domain rules read it ('' when empty). */
export const decimalText = (value: string) => value.trim().replace(/\s/g, '').replace(',', '.');

const isNumeric = (value: string) => /^\d+(\.\d+)?$/.test(value);

/** Whether the order type carries a limit price (which then sits on the tick table): the domain's rule. */
export const needsLimit = orderNeedsLimit;

/**
 * The spec 3 §5 rules of the market fields, each from the domain (order type for the listing,
 * quantity with at most 6 decimals and whole shares, limit on the tick table, validity date in the
 * window and on a working day), as issues of a zod refinement: the form's resolver.
 */
export function refineMarketOrder(values: TMarketOrderFields, context: TMarketContext, ctx: z.RefinementCtx) {
  const issue = (path: keyof TMarketOrderFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (values.typeOrdre === '') issue('typeOrdre', REQUIRED);
  else {
    const typeError = checkOrderType(values.typeOrdre, context.isListed);
    if (typeError) issue('typeOrdre', typeError);
  }
  const quantite = decimalText(values.quantite);
  if (quantite === '') issue('quantite', REQUIRED);
  else if (!isNumeric(quantite)) issue('quantite', ORDER_ERRORS.quantite);
  else {
    const quantityError = checkQuantity(quantite, true);
    if (quantityError) issue('quantite', quantityError);
  }
  if (needsLimit(values.typeOrdre)) {
    const limit = decimalText(values.coursLimite);
    if (limit === '') issue('coursLimite', REQUIRED);
    else if (!isNumeric(limit)) issue('coursLimite', ORDER_ERRORS.coursLimite);
    else {
      const limitError = checkLimit(values.typeOrdre as TTypeOrdre, Number(limit));
      if (limitError) issue('coursLimite', limitError);
    }
  }
  if (!values.dateValidite) issue('dateValidite', REQUIRED);
  else if (!context.window || !isValidityDateAllowed(values.dateValidite, context.window, context.closed))
    issue('dateValidite', ORDER_ERRORS.dateValidite);
}

/** The limit price of the wire order: the typed one for limit types, null otherwise. */
export function limitOf(values: Pick<TMarketOrderFields, 'typeOrdre' | 'coursLimite'>): number | null {
  return needsLimit(values.typeOrdre) ? Number(decimalText(values.coursLimite)) : null;
}
