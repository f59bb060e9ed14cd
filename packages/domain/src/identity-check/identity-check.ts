import { z } from 'zod';

/**
 * Identity-document check (spec 2 §2 Document upload container, §3, §4 Document upload flow).
 * The rules here are shared by the API (which classifies and scores) and the browser (which lists,
 * prompts for the missing side and refuses duplicate types).
 */
export const IDENTITY_CHECK_ERRORS = {
  /** The bytes are not a PDF, PNG or JPEG, whatever the name says. */
  fileConform: 'smartupload.error.fileConform',
  /** The same file (name and size) is already listed. */
  alreadyExist: 'smartupload.doc.alreadyExist',
  /** A PDF above the PDF bound. */
  pdfTooLarge: 'vialink.error.pdf',
  /** An image above the image bound. */
  imageTooLarge: 'contact.file.imageSize',
  /** Unknown, ended or someone else's second token. */
  secondToken: 'vialink.error.secondToken',
  /** The visitor's sign-up flow is unknown or over. */
  verificationKey: 'vialink.error.verificationKey',
  /** The document is not in the session. */
  documentUnknown: 'vialink.error.document',
  /**
   * Refused: a submit while a document is not compliant, duplicates a type or waits for a side, or
   * the requested ones are missing; a side for a document not waiting for one; an ended control.
   */
  upload: 'vialink.error.upload',
  /** The medium-score contact is not valid. */
  contactInvalid: 'vialink.error.contact',
  /** A file is missing from the upload. */
  fileMissing: 'vialink.error.file',
  /** Too many uploads in the session or in the day, or too many sessions in the day. */
  uploadLimit: 'vialink.error.uploadLimit',
} as const;

export const ID_DOCUMENT_TYPES = [
  'ADDRESS_PROOF',
  'BANK_ID',
  'BANK_STATEMENT',
  'OTHER',
  'PASSPORT',
  'RESIDENCE_PERMIT',
  'RESIDENCE_PERMIT_RECTO',
  'RESIDENCE_PERMIT_VERSO',
  'RESIDENCE_PERMIT_RECTO_VERSO',
  'STATE_ID',
  'STATE_ID_RECTO',
  'STATE_ID_VERSO',
  'STATE_ID_RECTO_VERSO',
  'DRIVING_LICENCE',
  'DRIVER_LICENCE_RECTO',
  'DRIVER_LICENCE_VERSO',
  'DRIVER_LICENCE_RECTO_VERSO',
] as const;

/** The driving-licence subtype that is never compliant (spec 2 §3). */
export const NON_COMPLIANT_SUBTYPE = 'DRIVING_LICENCE_{token}';

/** Accepted types and subtypes: every document type but OTHER. */
export const ACCEPTED_DOCUMENT_TYPES: readonly string[] = ID_DOCUMENT_TYPES.filter(
  (type) => type !== 'OTHER',
);

export const ZIdSheet = z.object({ fileName: z.string() });
export const ZIdDocument = z.object({
  id: z.string(),
  type: z.string(),
  subType: z.string(),
  status: z.string(),
  sheets: z.array(ZIdSheet),
});
export type TIdDocument = z.infer<typeof ZIdDocument>;

/** A check session's token as the API makes it (base64url): nothing else reaches a query. */
export const ZSecondToken = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);
export const ZIdUseCase = z.enum(['onboarding', 'checkIdentity']);
export const ZIdContext = z.enum(['profile', 'none']);
export const ZControlStatus = z.object({
  status: z.enum(['CREATED', 'PENDING', 'DONE', 'ERROR']),
  scoreRange: z.enum(['HIGH', 'MEDIUM', 'LOW']).nullable(),
  errorCode: z.string().nullable(),
});
export type TControlStatus = z.infer<typeof ZControlStatus>;
export type TScoreRange = NonNullable<TControlStatus['scoreRange']>;

/** What the upload must contain: one complete identity document. */
export const REQUESTED_DOCUMENTS = ['IDENTITY'] as const;

/** Size bounds in MB (defaults of the API settings ID_CHECK_MAX_IMAGE_MB and ID_CHECK_MAX_PDF_MB). */
export const ID_UPLOAD_DEFAULT_MB = { image: 4, pdf: 12 } as const;

/**
 * The values of the size messages (spec 3 §5: "limits in MB given by the caller"):
 * vialink.error.pdf says {{pdfMaxMb}}, contact.file.imageSize {{imageMaxMb}}. The browser's
 * texts default to ID_UPLOAD_DEFAULT_MB; an answer refusing a file carries the bounds it applied.
 */
export function uploadSizeParams(boundsMb: { image: number; pdf: number } = ID_UPLOAD_DEFAULT_MB) {
  return { pdfMaxMb: boundsMb.pdf, imageMaxMb: boundsMb.image };
}
export const ID_UPLOAD_EXTENSIONS = ['pdf', 'png', 'jpeg', 'jpg'] as const;
export const ID_UPLOAD_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/jpg'] as const;

const MB = 1024 * 1024;

/** A file as both sides know it before its bytes are read. */
export type TUploadFile = { name: string; size: number };

/** §5 'already exists': the same name and size as a file already listed. */
export function isSameFile(a: TUploadFile, b: TUploadFile): boolean {
  return a.name === b.name && a.size === b.size;
}

/**
 * §5 and §9 size bounds (MB): the message of the bound `file` is above, or null. The browser tells
 * a PDF by its declared type before sending; the API by its bytes, with its configured bounds.
 */
export function uploadSizeError(
  file: { size: number; isPdf: boolean },
  boundsMb: { image: number; pdf: number } = ID_UPLOAD_DEFAULT_MB,
): typeof IDENTITY_CHECK_ERRORS.pdfTooLarge | typeof IDENTITY_CHECK_ERRORS.imageTooLarge | null {
  if (file.size <= (file.isPdf ? boundsMb.pdf : boundsMb.image) * MB) return null;
  return file.isPdf ? IDENTITY_CHECK_ERRORS.pdfTooLarge : IDENTITY_CHECK_ERRORS.imageTooLarge;
}

const familyOf = (doc: Pick<TIdDocument, 'type' | 'subType'>): string => {
  const value = `${doc.type} ${doc.subType}`;
  if (value.includes('PASSPORT')) return 'PASSPORT';
  if (value.includes('STATE_ID')) return 'STATE_ID';
  if (value.includes('RESIDENCE_PERMIT')) return 'RESIDENCE_PERMIT';
  if (value.includes('LICENCE')) return 'DRIVING_LICENCE';
  return doc.type;
};

/** Identity documents: passport, state id, residence permit, driving licence. */
export function isIdentityDocument(doc: Pick<TIdDocument, 'type' | 'subType'>): boolean {
  return ['PASSPORT', 'STATE_ID', 'RESIDENCE_PERMIT', 'DRIVING_LICENCE'].includes(familyOf(doc));
}

/** §4 step 3: compliant when its type or subtype is accepted; a licence of subtype {token} never is. */
export function isCompliant(doc: Pick<TIdDocument, 'type' | 'subType'>): boolean {
  if (doc.subType === NON_COMPLIANT_SUBTYPE) return false;
  return ACCEPTED_DOCUMENT_TYPES.includes(doc.type) || ACCEPTED_DOCUMENT_TYPES.includes(doc.subType);
}

/** §4 step 4: state id and residence permit need both sides; a licence is complete recto-verso or recto only. */
export function isComplete(doc: Pick<TIdDocument, 'type' | 'subType'>): boolean {
  const family = familyOf(doc);
  if (family === 'STATE_ID' || family === 'RESIDENCE_PERMIT') return doc.subType.endsWith('RECTO_VERSO');
  if (family === 'DRIVING_LICENCE')
    return doc.subType === 'DRIVER_LICENCE_RECTO_VERSO' || doc.subType === 'DRIVER_LICENCE_RECTO';
  return true;
}

/** §4 step 5: the side still needed: verso when the subtype contains RECTO, otherwise recto. */
export function missingSide(subType: string): 'recto' | 'verso' {
  return subType.includes('RECTO') ? 'verso' : 'recto';
}

/** §4 step 6: whether `doc` duplicates a type already in `others` (its own id excluded). */
export function isDuplicateType(doc: TIdDocument, others: readonly TIdDocument[]): boolean {
  const rest = others.filter((other) => other.id !== doc.id);
  const family = familyOf(doc);
  if (family === 'PASSPORT' || doc.type === 'ADDRESS_PROOF') {
    if (rest.some(isIdentityDocument)) return true;
  }
  if (family === 'STATE_ID' || family === 'RESIDENCE_PERMIT' || family === 'DRIVING_LICENCE') {
    if (rest.some((other) => familyOf(other) === 'PASSPORT')) return true;
    if (rest.some((other) => familyOf(other) === family && other.subType.endsWith('RECTO_VERSO')))
      return true;
  }
  if (doc.type === 'ADDRESS_PROOF' && rest.some((other) => other.type === 'ADDRESS_PROOF')) return true;
  return false;
}

/** The state of one listed document (§4 steps 3 to 6); only 'ok' lets the control be submitted. */
export type TDocumentState = 'nonCompliant' | 'duplicate' | 'waitingSide' | 'ok';

/**
 * `earlier`: the documents listed before `doc`. §4 step 6 refuses the document added after one it
 * conflicts with: the earlier one stays valid.
 */
export function documentState(doc: TIdDocument, earlier: readonly TIdDocument[]): TDocumentState {
  if (!isCompliant(doc)) return 'nonCompliant';
  if (isDuplicateType(doc, earlier)) return 'duplicate';
  if (!isComplete(doc)) return 'waitingSide';
  return 'ok';
}

/** §4 step 7: the requested documents still missing (no complete, compliant identity document yet). */
export function missingRequested(docs: readonly TIdDocument[]): (typeof REQUESTED_DOCUMENTS)[number][] {
  const ok = docs.some((doc) => isIdentityDocument(doc) && isCompliant(doc) && isComplete(doc));
  return ok ? [] : ['IDENTITY'];
}

/**
 * §4 step 7, in upload order: every listed document is ok and none requested is missing. The
 * browser shows the start-analysis button on it; the API submits only on it.
 */
export function isReadyToSubmit(docs: readonly TIdDocument[]): boolean {
  return (
    missingRequested(docs).length === 0 &&
    docs.every((doc, index) => documentState(doc, docs.slice(0, index)) === 'ok')
  );
}
