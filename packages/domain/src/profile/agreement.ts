import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../access/required';
import { makeZFreeText } from './free-text';
import { PROFILE_TEXT_LENGTHS, SIGNATURE_STATUSES } from './profile.constants';
import { ZNetWorthBand, ZSalaryBand } from './profile.types';

/** Family situation asked by the account agreement (coct_form step 1). */
export const FAMILY_SITUATIONS = ['CELIBATAIRE', 'MARIE', 'PACSE', 'DIVORCE', 'VEUF'] as const;
/** Occupational situation. */
export const WORK_SITUATIONS = ['SALARIE', 'INDEPENDANT', 'RETRAITE', 'SANS_ACTIVITE', 'ETUDIANT'] as const;
/** Financial instruments the holder knows (MiFID II appropriateness: knowledge). */
export const INSTRUMENTS = ['ACTIONS', 'OBLIGATIONS', 'OPCVM', 'DERIVES'] as const;
/** Years of experience with financial instruments (MiFID II appropriateness: experience). */
export const EXPERIENCE_LEVELS = ['AUCUNE', 'MOINS_3_ANS', 'PLUS_3_ANS'] as const;
/** How often the holder trades. */
export const TRADING_FREQUENCIES = ['JAMAIS', 'ANNUELLE', 'MENSUELLE', 'HEBDOMADAIRE'] as const;

/** coct_form step 1: what the agreement needs, confirmed or completed by the holder. */
export const ZAgreementData = z.object({
  situationFamiliale: z.enum(FAMILY_SITUATIONS, { error: REQUIRED_MESSAGE }),
  situationProfessionnelle: z.enum(WORK_SITUATIONS, { error: REQUIRED_MESSAGE }),
  profession: makeZFreeText(PROFILE_TEXT_LENGTHS.profession),
  trancheSalaire: ZSalaryBand,
  tranchePatrimoine: ZNetWorthBand,
  instrumentsConnus: z.array(z.enum(INSTRUMENTS)),
  experience: z.enum(EXPERIENCE_LEVELS, { error: REQUIRED_MESSAGE }),
  frequence: z.enum(TRADING_FREQUENCIES, { error: REQUIRED_MESSAGE }),
});
export type TAgreementData = z.infer<typeof ZAgreementData>;

/** GET convention-titre/current: the agreement of the chosen account as it stands. */
export const ZAgreement = z.object({
  status: z.enum(SIGNATURE_STATUSES),
  /** Draft answers, or the profile's values as a starting point. */
  data: ZAgreementData.partial(),
  coctUuid: z.string().nullable(),
  version: z.number().nullable(),
  signedAt: z.string().nullable(),
  /** GED document of the signed PDF, for download from the documentation. */
  gedUuid: z.string().nullable(),
});
export type TAgreement = z.infer<typeof ZAgreement>;

/** convention-titre/generate: answers → the agreement PDF (base64) and its reference. */
export const ZAgreementGenerated = z.object({
  coctUuid: z.string(),
  version: z.number(),
  documentContent: z.string(),
});
export type TAgreementGenerated = z.infer<typeof ZAgreementGenerated>;

/** convention-titre/sign-request without code: sends the SMS code; idDemande ties the two calls. */
export const ZSignRequest = z.object({
  coctUuid: z.string().uuid(),
  idDemande: z.string().optional(),
  code: z
    .string()
    .regex(/^\d{6}$/, 'form.validator.otp')
    .optional(),
});
export const ZSignAnswer = z.object({
  status: z.enum(SIGNATURE_STATUSES),
  idDemande: z.string(),
  maskedTo: z.string().nullable(),
  gedUuid: z.string().nullable(),
});
export type TSignAnswer = z.infer<typeof ZSignAnswer>;
