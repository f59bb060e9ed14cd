/**
 * Reference values of the profile area (spec 3 §3 enumerations, §5, §9). Wire values are stable
 * codes; labels are translation keys `profil.<list>.<code>`.
 */

/** Yearly salary bands (spec 3 §3): up to 20000, 20000-50000, 50000-75000, 75000-100000, above. */
export const SALARY_BANDS = ['0_20000', '20000_50000', '50000_75000', '75000_100000', '100000_PLUS'] as const;
export type TSalaryBand = (typeof SALARY_BANDS)[number];

/** Net-worth bands (spec 3 §3): up to 100000, 200000, 500000, 1000000, above. */
export const NET_WORTH_BANDS = ['0_100000', '0_200000', '0_500000', '0_1000000', '1000000_PLUS'] as const;
export type TNetWorthBand = (typeof NET_WORTH_BANDS)[number];

/** Identity documents a holder may file from the profile (spec 3 §3), recto/verso variants included. */
export const PROFILE_IDENTITY_TYPES = {
  PASSPORT: ['PASSPORT'],
  STATE_ID: ['STATE_ID_RECTO_VERSO', 'STATE_ID_RECTO', 'STATE_ID_VERSO'],
  RESIDENCE_PERMIT: ['RESIDENCE_PERMIT_RECTO_VERSO', 'RESIDENCE_PERMIT_RECTO', 'RESIDENCE_PERMIT_VERSO'],
  DRIVING_LICENCE: ['DRIVER_LICENCE_RECTO_VERSO', 'DRIVER_LICENCE_RECTO', 'DRIVER_LICENCE_VERSO'],
} as const;

/** Proof-of-address kinds (spec 3 §3): the subType of an ADDRESS_PROOF upload. */
export const PROOF_OF_ADDRESS_TYPES = [
  'ELECTRICITY_BILL',
  'WATER_BILL',
  'PHONE_BILL',
  'TAX_NOTICE',
  'OTHER',
] as const;
export type TProofOfAddressType = (typeof PROOF_OF_ADDRESS_TYPES)[number];

/** Types `profile/upload-document` accepts; BANK_ID goes with a bank-details change. */
export const PROFILE_UPLOAD_TYPES = [
  ...Object.keys(PROFILE_IDENTITY_TYPES),
  'ADDRESS_PROOF',
  'BANK_ID',
] as const;
export type TProfileUploadType = (typeof PROFILE_UPLOAD_TYPES)[number];

/** Subtypes allowed for each upload type. */
export function subTypesOf(type: string): readonly string[] {
  if (type === 'ADDRESS_PROOF') return PROOF_OF_ADDRESS_TYPES;
  if (type === 'BANK_ID') return ['BANK_ID'];
  return (PROFILE_IDENTITY_TYPES as Record<string, readonly string[]>)[type] ?? [];
}

/**
 * KYC document status (spec 3 §3, `justif-status`): a filed document waits for the registrar's
 * back office, which accepts or refuses it.
 */
export const KYC_DOCUMENT_STATUSES = ['EN_ATTENTE', 'VALIDE', 'REFUSE'] as const;
export type TKycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

/** Online-signature status of the account agreement (spec 3 §3). */
export const SIGNATURE_STATUSES = ['NON_GENERE', 'GENERE', 'CODE_ENVOYE', 'SIGNE'] as const;
export type TSignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** Countries never accepted for a tax address, whatever PAYS_ADRESSE_FISCALE_AUTORISE says (spec 3 §5). */
export const BLOCKED_COUNTRIES = ['GBR', 'IMN', 'GGY'] as const;

/**
 * Text lengths of spec 3 §9 (9, 15, 17, 32, 72, 32) as the profile uses them: a postal code up to 9,
 * address lines, commune and birth place up to 32, a profession up to 72.
 */
export const PROFILE_TEXT_LENGTHS = {
  codePostal: 9,
  ligne: 32,
  commune: 32,
  lieuNaissance: 32,
  profession: 72,
} as const;

/** Holder's age bounds for a birth date (spec 3 §5). */
export const BIRTH_AGE = { min: 18, max: 150 } as const;

/** Translation keys of the profile rules' failures. */
export const PROFILE_MESSAGES = {
  invalidDate: 'form.field.validator.invalidDate',
  freeText: 'form.field.validator.freeText',
  maxlength: 'form.field.validator.maxlength',
  postalCode: 'form.field.validator.codePostal',
  countryBlocked: 'profil.error.countryBlocked',
  countryNotAllowed: 'profil.error.countryNotAllowed',
  country: 'form.field.validator.country',
} as const;

/** errorCodes of the profile calls. */
export const PROFILE_ERRORS = {
  habilitation: 'habilitations.restriction.msg.n',
  codeRequired: 'profil.contact.codeRequired',
  noChange: 'profil.error.noChange',
  documentType: 'profil.document.type.invalid',
  agreementIncomplete: 'coct.error.incomplete',
  agreementNotGenerated: 'coct.error.notGenerated',
  agreementSigned: 'coct.error.alreadySigned',
  signatureFailed: 'coct.error.signature',
  bankPending: 'bancaire.error.pending',
  bankDocument: 'bancaire.error.document',
} as const;
