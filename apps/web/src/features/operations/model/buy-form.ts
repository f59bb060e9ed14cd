import { z } from 'zod';
import { MODE_REGLEMENT, type TModePaiement, type TOrderAchat } from '@nomina/domain';
import {
  decimalText,
  limitOf,
  REQUIRED,
  refineMarketOrder,
  type TMarketContext,
  ZMarketOrderFields,
} from './order-form';

/** The purchase step as typed: the security, then the market fields. */
export const ZBuyFormFields = ZMarketOrderFields.extend({ valeIden: z.string() });
export type TBuyForm = z.infer<typeof ZBuyFormFields>;

export const EMPTY_BUY_FORM: TBuyForm = {
  valeIden: '',
  typeOrdre: '',
  quantite: '',
  coursLimite: '',
  dateValidite: null,
};

/** The purchase step's schema: a security chosen, then every market rule of the domain. */
export function buyFormSchema(context: TMarketContext) {
  return ZBuyFormFields.superRefine((values, ctx) => {
    if (values.valeIden === '') ctx.addIssue({ code: 'custom', path: ['valeIden'], message: REQUIRED });
    refineMarketOrder(values, context, ctx);
  });
}

/** The wire order of a checked purchase form and a payment mode. */
export function toBuyOrder(values: TBuyForm, modePaiement: TModePaiement): TOrderAchat {
  if (values.typeOrdre === '' || !values.dateValidite) throw new Error('purchase form not checked');
  return {
    natureDemande: 'ACHAT_TITRE',
    valeIden: Number(values.valeIden),
    typeOrdre: values.typeOrdre,
    quantite: Number(decimalText(values.quantite)),
    coursLimite: limitOf(values),
    dateValidite: values.dateValidite,
    modePaiement,
    modeReglt: MODE_REGLEMENT,
  };
}
