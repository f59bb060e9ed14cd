import { z } from 'zod';
import { ZContactEmail } from '../access/email';
import { makeZRule, type TRuleIssue } from '../access/make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from '../access/required';
import { uploadSizeParams } from '../identity-check/identity-check';
import { FREE_TEXT_MESSAGE, isFreeText } from './free-text';

/** Attachments of a support request or answer: types sniffed from the bytes, bounds in MB. */
export const SUPPORT_FILES = {
  maxCount: 3,
  maxImageMb: 4,
  maxPdfMb: 12,
  types: ['application/pdf', 'image/png', 'image/jpeg'] as const,
  extensions: ['.pdf', '.png', '.jpeg', '.jpg'] as const,
} as const;

/** The values the attachments' messages name: their count and size bounds. */
export const SUPPORT_FILES_PARAMS = {
  max: SUPPORT_FILES.maxCount,
  ...uploadSizeParams({ pdf: SUPPORT_FILES.maxPdfMb, image: SUPPORT_FILES.maxImageMb }),
};

/** Error keys of support requests (spec 3 §5 upload messages, and the request's own). */
export const SUPPORT_ERRORS = {
  pdfTooLarge: 'vialink.error.pdf',
  imageTooLarge: 'contact.file.imageSize',
  fileType: 'contact.file.type',
  tooManyFiles: 'contact.file.count',
  unknownCategory: 'contact.error.category',
  unknownRequest: 'selfcare.error.demande',
  closed: 'selfcare.error.closed',
} as const;

export const SUPPORT_MESSAGE_LENGTH = { min: 10, max: 4000 } as const;
export const SUPPORT_SUBJECT_MAX_LENGTH = 120;
export const SUPPORT_NAME_MAX_LENGTH = 120;

/** Message of a request or a reply: 10 to 4000 characters without the surrounding spaces, free text. */
export function supportMessageErrors(value: string): TRuleIssue[] {
  if (isBlank(value)) return [{ message: REQUIRED_MESSAGE }];
  const { length } = value.trim();
  const params = { ...SUPPORT_MESSAGE_LENGTH };
  if (length < SUPPORT_MESSAGE_LENGTH.min) return [{ message: 'minlength', params }];
  if (length > SUPPORT_MESSAGE_LENGTH.max) return [{ message: 'maxlength', params }];
  if (!isFreeText(value)) return [{ message: FREE_TEXT_MESSAGE }];
  return [];
}

function boundedFreeText(max: number, required: boolean) {
  return (value: string): TRuleIssue[] => {
    if (isBlank(value)) return required ? [{ message: REQUIRED_MESSAGE }] : [];
    if (value.trim().length > max) return [{ message: 'maxlength', params: { max } }];
    if (!isFreeText(value)) return [{ message: FREE_TEXT_MESSAGE }];
    return [];
  };
}

/** A category of request (selfcare/categories): `libelle` is a translation key. */
export const ZSupportCategory = z.object({ code: z.string(), libelle: z.string() });
export type TSupportCategory = z.infer<typeof ZSupportCategory>;
export const ZCategoriesQuery = z.object({
  pIndiLogged: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** The request's fields as the form checks them (visitor and holder alike). */
export const ZSupportRequestForm = z.object({
  nom: makeZRule(boundedFreeText(SUPPORT_NAME_MAX_LENGTH, true)),
  email: ZContactEmail,
  telephone: z.string().max(32).optional(),
  categorie: z.string().min(1, REQUIRED_MESSAGE).max(40),
  objet: makeZRule(boundedFreeText(SUPPORT_SUBJECT_MAX_LENGTH, true)),
  message: makeZRule(supportMessageErrors),
});
export type TSupportRequestForm = z.infer<typeof ZSupportRequestForm>;

/** The encrypted payload of selfcare/demande: the form plus the page's language and theme. */
export const ZSupportRequestPayload = ZSupportRequestForm.extend({
  lang: z
    .string()
    .max(8)
    .regex(/^[A-Za-z-]*$/)
    .default('fr'),
  themeId: z.number().int().min(1).max(9999).optional(),
  captchaToken: z.string().max(4000).optional(),
});
export type TSupportRequestPayload = z.infer<typeof ZSupportRequestPayload>;

export const ZSupportRequestCreated = z.object({ idDemande: z.string(), reference: z.string() });
export type TSupportRequestCreated = z.infer<typeof ZSupportRequestCreated>;

/** A request's life: open, answered by the desk, waiting for the desk after a reply, closed. */
export const SUPPORT_STATUSES = ['OUVERTE', 'REPONDUE', 'EN_ATTENTE', 'CLOSE'] as const;
export const ZSupportStatus = z.enum(SUPPORT_STATUSES);
export type TSupportStatus = z.infer<typeof ZSupportStatus>;
export const statusLabelKey = (status: TSupportStatus) => `selfcare.status.${status}` as const;
/** The label key of every status. */
export const SUPPORT_STATUS_LABELS = SUPPORT_STATUSES.map(statusLabelKey);

export const ZSupportFile = z.object({
  idFichier: z.string(),
  nom: z.string(),
  contentType: z.string(),
  taille: z.number().int(),
});
export type TSupportFile = z.infer<typeof ZSupportFile>;

export const ZSupportMessage = z.object({
  idMessage: z.string(),
  auteur: z.enum(['TITULAIRE', 'CONSEILLER']),
  texte: z.string(),
  date: z.string(),
  lu: z.boolean(),
  fichiers: z.array(ZSupportFile),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

export const ZSupportRequestSummary = z.object({
  idDemande: z.string(),
  reference: z.string(),
  categorie: z.string(),
  categorieLibelle: z.string(),
  objet: z.string(),
  statut: ZSupportStatus,
  dateCreation: z.string(),
  dateMaj: z.string(),
  nonLus: z.number().int(),
});
export type TSupportRequestSummary = z.infer<typeof ZSupportRequestSummary>;

export const ZSupportRequestDetail = ZSupportRequestSummary.extend({ messages: z.array(ZSupportMessage) });
export type TSupportRequestDetail = z.infer<typeof ZSupportRequestDetail>;

/** The signed-in holder's identity and contacts, prefilled in the request form. */
export const ZSupportContact = z.object({ nom: z.string(), email: z.string(), telephone: z.string() });
export type TSupportContact = z.infer<typeof ZSupportContact>;

export const ZUnreadCount = z.object({ nonLus: z.number().int() });
export const ZStatusLabel = z.object({ libelle: z.string(), statut: ZSupportStatus });

/** A reply (holder) or an answer (desk): the text, files go as multipart parts. */
export const ZSupportReply = z.object({ texte: makeZRule(supportMessageErrors) });

/** FAQ entry (resource/faq): question and answer are translation keys. */
export const ZFaqEntry = z.object({
  id: z.number().int(),
  categorie: z.string(),
  categorieLibelle: z.string(),
  question: z.string(),
  reponse: z.string(),
});
export type TFaqEntry = z.infer<typeof ZFaqEntry>;
export const ZFaqQuery = z.object({
  piLoggedFaq: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** Reference shown to the holder: SR-yyyy-nnnnnn. */
export function supportReference(year: number, sequence: number): string {
  return `SR-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Largest size, in bytes, of an attachment of this sniffed type. */
export function supportFileLimit(contentType: string): number {
  const mb = contentType === 'application/pdf' ? SUPPORT_FILES.maxPdfMb : SUPPORT_FILES.maxImageMb;
  return mb * 1024 * 1024;
}
