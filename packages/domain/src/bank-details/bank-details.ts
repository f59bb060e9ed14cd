import { countrySpecs } from 'ibantools';
import { z } from 'zod';
import { ZModalPassword } from '../access/modal-password';
import { REQUIRED_MESSAGE } from '../access/required';
import { KYC_DOCUMENT_STATUSES } from '../profile/profile.constants';
import { checkBankAccount, completeBic, extractIbanParts, normalizeIban } from '../operations/iban';

/**
 * The profile's bank details (spec 3 §2 profil/bancaire). The IBAN and BIC rules themselves are
 * the operations domain's (`operations/iban.ts`, written once); this file adds what the profile
 * needs on top: the holder's zone for the BIC-country exception, the messages, the wire shapes.
 */

/** Zone of spec 3 §3 for a holder's tax residence (FRANCE is the metropole). */
export function zoneOfResidence(residenceFiscale: string): string {
  if (residenceFiscale === 'FRANCE' || residenceFiscale === 'FRA') return 'METROPOLE';
  if (residenceFiscale === 'DOM' || residenceFiscale === 'TOM') return residenceFiscale;
  if (residenceFiscale === 'MCO') return 'MCO';
  return 'HORS CEE';
}

/** Translation key of each failure `checkBankAccount` reports. */
export const BANK_MESSAGES = {
  'ibanInvalid.patternInvalid': 'bancaire.error.ibanInvalid.patternInvalid',
  'ibanInvalid.countryUnsupported': 'bancaire.error.ibanInvalid.countryUnsupported',
  'ibanInvalid.codeLengthInvalid': 'bancaire.error.ibanInvalid.codeLengthInvalid',
  invalidBic: 'bancaire.error.invalidBic',
  invalidBicPAys: 'bancaire.error.invalidBicPAys',
} as const;
const bankMessage = (code: string): string =>
  (BANK_MESSAGES as Readonly<Record<string, string>>)[code] ?? code;

/** The bank change form's own message: no bank identity document attached. */
export const BANK_DOCUMENT_MESSAGE = 'bancaire.error.document';

/** The translated-key failures of an IBAN and BIC pair for a holder, empty when valid. */
export function bankDetailsErrors(
  input: { iban: string; bic: string },
  options: { allowedCountries: readonly string[]; residenceFiscale: string },
): { iban?: string; bic?: string } {
  if (input.iban.trim() === '' || input.bic.trim() === '')
    return {
      ...(input.iban.trim() === '' ? { iban: REQUIRED_MESSAGE } : {}),
      ...(input.bic.trim() === '' ? { bic: REQUIRED_MESSAGE } : {}),
    };
  const found = checkBankAccount(input, {
    allowedCountries: options.allowedCountries,
    zone: zoneOfResidence(options.residenceFiscale),
  });
  return {
    ...(found.iban ? { iban: bankMessage(found.iban) } : {}),
    ...(found.bic ? { bic: bankMessage(found.bic) } : {}),
  };
}

/**
 * The bank change form: the IBAN and BIC by `bankDetailsErrors`, and the bank identity document
 * (BANK_ID) chosen (`TFile` is the caller's file type: the browser's File).
 */
export function makeZBankChange<TFile>(options: {
  allowedCountries: readonly string[];
  residenceFiscale: string;
}) {
  return z
    .object({
      iban: z.string(),
      bic: z.string(),
      document: z.custom<TFile>(),
    })
    .superRefine((value, ctx) => {
      // One refinement for all three, so every field shows its message at once.
      if (value.document === null || value.document === undefined)
        ctx.addIssue({ code: 'custom', path: ['document'], message: BANK_DOCUMENT_MESSAGE });
      const found = bankDetailsErrors(value, options);
      if (found.iban) ctx.addIssue({ code: 'custom', path: ['iban'], message: found.iban });
      if (found.bic) ctx.addIssue({ code: 'custom', path: ['bic'], message: found.bic });
    });
}

/** The IBAN and BIC as kept: normalised IBAN, BIC completed with XXX. */
export function normaliseBankDetails(input: { iban: string; bic: string }) {
  return { iban: normalizeIban(input.iban), bic: completeBic(input.bic) };
}

/** Bank, office, account and key (French-format IBANs), shown beside the masked IBAN. */
export { extractIbanParts };

/** Countries that have an IBAN, with its length (the IBAN registry), for pays-iban-bic. */
export function ibanCountries(): { codeIso2: string; longueur: number }[] {
  return Object.entries(countrySpecs)
    .filter(([, spec]) => typeof spec.chars === 'number' && spec.chars > 0)
    .map(([codeIso2, spec]) => ({ codeIso2, longueur: spec.chars! }))
    .sort((a, b) => a.codeIso2.localeCompare(b.codeIso2));
}

/** update/donnees-bancaire: the new IBAN and BIC with the bank identity document filed for them. */
export const ZBankDetailsDraft = z.object({
  iban: z.string({ error: REQUIRED_MESSAGE }).max(42),
  bic: z.string({ error: REQUIRED_MESSAGE }).max(11),
  documentId: z.string({ error: BANK_DOCUMENT_MESSAGE }).uuid(BANK_DOCUMENT_MESSAGE),
});
export type TBankDetailsDraft = z.infer<typeof ZBankDetailsDraft>;

/** update/bancaire-titu: the operation token of the draft and the password. */
export const ZBankDetailsConfirm = z.object({
  operationToken: z.string().min(1),
  password: ZModalPassword.max(200),
  natureDemande: z.literal('MAJ_BANCAIRE').default('MAJ_BANCAIRE'),
});

export const ZBankChange = z.object({
  ibanMasque: z.string(),
  bic: z.string(),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  dateDemande: z.string(),
});

/** GET bancaire: the details on file (IBAN starred) and the change waiting for review. */
export const ZBankDetailsView = z.object({
  actuel: z
    .object({
      ibanMasque: z.string(),
      bic: z.string(),
      paysIban: z.string(),
      banque: z.string().nullable(),
      guichet: z.string().nullable(),
      cle: z.string().nullable(),
    })
    .nullable(),
  enCours: ZBankChange.nullable(),
  canChange: z.boolean(),
});
export type TBankDetailsView = z.infer<typeof ZBankDetailsView>;
