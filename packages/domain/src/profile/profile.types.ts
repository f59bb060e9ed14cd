import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../access/required';
import { ZContactEmail } from '../access/email';
import { ZAddress } from './address';
import { isValidBirthDate } from './birth-date';
import { isCountry } from './countries';
import { makeZFreeText } from './free-text';
import {
  NET_WORTH_BANDS,
  PROFILE_MESSAGES,
  PROFILE_TEXT_LENGTHS,
  SALARY_BANDS,
  SIGNATURE_STATUSES,
} from './profile.constants';

export const ZSalaryBand = z.enum(SALARY_BANDS, { error: REQUIRED_MESSAGE });
export const ZNetWorthBand = z.enum(NET_WORTH_BANDS, { error: REQUIRED_MESSAGE });

/** The habilitations of spec 3 §6 that open each section of the profile for editing. */
export const ZProfileRights = z.object({
  maj_adresse: z.boolean(),
  maj_email: z.boolean(),
  maj_naissance: z.boolean(),
  maj_bank: z.boolean(),
});
export type TProfileRights = z.infer<typeof ZProfileRights>;

/** GET profile: the chosen account's holder as the profile page shows it; contacts starred. */
export const ZProfile = z.object({
  tituNume: z.string(),
  civility: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  residenceFiscale: z.string(),
  adressePostale: ZAddress.nullable(),
  adresseFiscale: ZAddress.nullable(),
  emailMasque: z.string().nullable(),
  telephoneMasque: z.string().nullable(),
  dateNaissance: z.string().nullable(),
  lieuNaissance: z.string().nullable(),
  paysNaissance: z.string().nullable(),
  profession: z.string().nullable(),
  trancheSalaire: ZSalaryBand.nullable(),
  tranchePatrimoine: ZNetWorthBand.nullable(),
  rights: ZProfileRights,
});
export type TProfile = z.infer<typeof ZProfile>;

/** update/titu-naiss (spec 3 §5: age 18 to 150, else invalidDate). */
export const ZBirthUpdate = z.object({
  dateNaissance: z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .refine((value) => isValidBirthDate(value), PROFILE_MESSAGES.invalidDate),
  lieuNaissance: makeZFreeText(PROFILE_TEXT_LENGTHS.lieuNaissance),
  paysNaissance: z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .refine(isCountry, PROFILE_MESSAGES.country),
});
export type TBirthUpdate = z.infer<typeof ZBirthUpdate>;

/** update/general-data: profession, salary band, net-worth band. */
export const ZGeneralDataUpdate = z.object({
  profession: makeZFreeText(PROFILE_TEXT_LENGTHS.profession),
  trancheSalaire: ZSalaryBand,
  tranchePatrimoine: ZNetWorthBand,
});
export type TGeneralDataUpdate = z.infer<typeof ZGeneralDataUpdate>;

/** Which contact a code is asked for. */
export const ZContactKind = z.enum(['MOBILE', 'MAIL']);
export type TContactKind = z.infer<typeof ZContactKind>;

/**
 * profile/contact-code: the new phone (E.164) or e-mail; the code goes to that new contact, so
 * the holder proves it is theirs before it replaces the old one.
 */
export const ZMailCodeRequest = z.object({ kind: z.literal('MAIL'), value: ZContactEmail });
export const ZContactCodeSent = z.object({ verificationKey: z.string(), maskedTo: z.string() });
export type TContactCodeSent = z.infer<typeof ZContactCodeSent>;

/** update/titu-contacts: the flow of the code and the 6 digits. */
export const ZContactUpdate = z.object({
  verificationKey: z.string().min(1),
  code: z.string().regex(/^\d{6}$/, 'form.validator.otp'),
});

/** One line of the audit trail: who changed what, when, from which value to which. */
export const ZAuditEntry = z.object({
  id: z.number(),
  section: z.string(),
  champ: z.string(),
  ancienneValeur: z.string().nullable(),
  nouvelleValeur: z.string().nullable(),
  auteur: z.string(),
  date: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZSignatureStatus = z.enum(SIGNATURE_STATUSES);
