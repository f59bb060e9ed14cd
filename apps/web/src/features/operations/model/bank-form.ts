import { z } from 'zod';
import {
  checkBankAccount,
  completeBic,
  normalizeIban,
  SEPA_IBAN_COUNTRIES,
  type TCompteBancaire,
} from '@nomina/domain';
import { REQUIRED } from './order-form';

/** The bank data step as typed: the IBAN on file, or a new IBAN and BIC. */
export const ZBankFormFields = z.object({
  source: z.enum(['', 'FICHIER', 'NOUVEAU']),
  iban: z.string(),
  bic: z.string(),
});
export type TBankForm = z.infer<typeof ZBankFormFields>;

/** Message key of each IBAN/BIC finding of the domain's checkBankAccount (spec 3 §5). */
export const bankMessage = (code: string) => `operations.bank.error.${code}`;

/**
 * The bank data step's schema (spec 3 §5 IBAN, BIC): a choice; a new IBAN must match the pattern,
 * an allowed country, the country's length and mod-97; the BIC its pattern and an allowed country.
 */
export const bankFormSchema = (context: { hasOnFile: boolean }) =>
  ZBankFormFields.superRefine((values, ctx) => {
    const issue = (path: keyof TBankForm, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.source === '' || (values.source === 'FICHIER' && !context.hasOnFile))
      return issue('source', REQUIRED);
    if (values.source !== 'NOUVEAU') return;
    if (values.iban.trim() === '') issue('iban', REQUIRED);
    if (values.bic.trim() === '') issue('bic', REQUIRED);
    if (values.iban.trim() === '' || values.bic.trim() === '') return;
    const findings = checkBankAccount(
      { iban: values.iban, bic: values.bic },
      { allowedCountries: SEPA_IBAN_COUNTRIES },
    );
    if (findings.iban) issue('iban', bankMessage(findings.iban));
    if (findings.bic) issue('bic', bankMessage(findings.bic));
  });

/** Where the proceeds go, as the order carries it: a new BIC of 8 characters is completed with XXX. */
export function toCompteBancaire(values: TBankForm): TCompteBancaire {
  return values.source === 'NOUVEAU'
    ? { source: 'NOUVEAU', iban: normalizeIban(values.iban), bic: completeBic(values.bic) }
    : { source: 'FICHIER' };
}
