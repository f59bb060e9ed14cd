import { z } from 'zod';
import {
  checkSellable,
  MODE_REGLEMENT,
  ZModeDetention,
  type TAvoirAVendre,
  type TCompteBancaire,
  type TOrderVente,
} from '@nomina/domain';
import {
  decimalText,
  limitOf,
  REQUIRED,
  refineMarketOrder,
  type TMarketContext,
  ZMarketOrderFields,
} from './order-form';

/** The sale step as typed: the security, the holding, several (2) or all titles (3), then the market fields. */
export const ZSellFormFields = ZMarketOrderFields.extend({
  valeIden: z.string(),
  modeDetention: z.union([ZModeDetention, z.literal('')]),
  typeVente: z.enum(['', '2', '3']),
});
export type TSellForm = z.infer<typeof ZSellFormFields>;

export const EMPTY_SELL_FORM: TSellForm = {
  valeIden: '',
  modeDetention: '',
  typeVente: '',
  typeOrdre: '',
  quantite: '',
  coursLimite: '',
  dateValidite: null,
};

export type TSellContext = TMarketContext & { holding: TAvoirAVendre | null };

/** The sale step's schema: a holding chosen, never more than its sellable quantity, then the market rules. */
export function sellFormSchema(context: TSellContext) {
  return ZSellFormFields.superRefine((values, ctx) => {
    const issue = (path: keyof TSellForm, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.valeIden === '') issue('valeIden', REQUIRED);
    if (values.modeDetention === '' || !context.holding) issue('modeDetention', REQUIRED);
    if (values.typeVente === '') issue('typeVente', REQUIRED);
    refineMarketOrder(values, context, ctx);
    const quantite = decimalText(values.quantite);
    if (context.holding && values.typeVente !== '' && /^\d+(\.\d+)?$/.test(quantite)) {
      const error = checkSellable(quantite, Number(values.typeVente), context.holding.quantiteDisponible);
      if (error) issue('quantite', error);
    }
  });
}

/** The wire sale of a checked form and where the proceeds go. */
export function toSellOrder(values: TSellForm, compteBancaire: TCompteBancaire): TOrderVente {
  if (
    values.typeOrdre === '' ||
    !values.dateValidite ||
    values.modeDetention === '' ||
    values.typeVente === ''
  )
    throw new Error('sale form not checked');
  return {
    natureDemande: 'VENTE_TITRE',
    valeIden: Number(values.valeIden),
    modeDetention: values.modeDetention,
    typeVente: values.typeVente === '3' ? 3 : 2,
    quantite: Number(decimalText(values.quantite)),
    typeOrdre: values.typeOrdre,
    coursLimite: limitOf(values),
    dateValidite: values.dateValidite,
    compteBancaire,
    modeReglt: MODE_REGLEMENT,
  };
}
