import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  IDENTITY_CHECK_ERRORS,
  PROFILE_ERRORS,
  isProfileUploadKind,
  uploadSizeError,
  uploadSizeParams,
  type TErrorCode,
  type TJustif,
} from '@nomina/domain';
import { readSheet } from '../../../../adapters/identity-check/sniff';
import type { TAccountScope } from '../../../../access';
import { AppError, tooLarge } from '../../../../lib/app-error';
import type { TActor } from '../profile.service';
import type { TProfileDocumentRow, TProfileDocumentsRepository } from './profile-documents.repository';
import type { TProfileFileStore } from './profile-file-store';

export type TDocumentsDeps = {
  documents: TProfileDocumentsRepository;
  files: TProfileFileStore;
  /** Size bounds in MB (ID_CHECK_MAX_IMAGE_MB, ID_CHECK_MAX_PDF_MB), as the identity check's. */
  boundsMb: { image: number; pdf: number };
  isModuleOpen: (account: TAccountScope, moduleKey: string) => Promise<boolean>;
  /** Whether a user may store one more document file today (shared with the identity check's). */
  mayUpload: (userId: string) => Promise<boolean>;
};

export type TUpload = {
  fileName: string;
  bytes: Uint8Array;
  truncated: boolean;
  type: string;
  subType: string;
};

const code = (value: string) => value as TErrorCode;

export function toJustif(row: TProfileDocumentRow): TJustif {
  return {
    id: row.id,
    type: row.type,
    subType: row.subType,
    fileName: row.fileName,
    status: row.status as TJustif['status'],
    dateDepot: row.createdAt.toISOString(),
  };
}

/**
 * profile/upload-document: the type and subtype of spec 3 §3, the content type read from the bytes
 * (PDF, PNG, JPEG only), the size within its bound (vialink.error.pdf, contact.file.imageSize).
 * Stored outside the web root and recorded EN_ATTENTE.
 */
export async function fileDocument(deps: TDocumentsDeps, actor: TActor, upload: TUpload): Promise<TJustif> {
  if (!isProfileUploadKind(upload.type, upload.subType))
    throw new AppError(400, code(PROFILE_ERRORS.documentType));
  // A bank identity document belongs to a bank change: under maj_bank, like the change itself.
  if (upload.type === 'BANK_ID' && !(await deps.isModuleOpen(actor, 'maj_bank')))
    throw new AppError(403, ERROR_CODES.moduleRefused);
  if (upload.bytes.length === 0) throw new AppError(400, code(IDENTITY_CHECK_ERRORS.fileMissing));
  const facts = readSheet(upload.bytes);
  if (!facts) throw new AppError(400, code(IDENTITY_CHECK_ERRORS.fileConform));
  const isPdf = facts.contentType === 'application/pdf';
  // A truncated file went past the reader's limit, so past either bound.
  const size = upload.truncated ? Number.POSITIVE_INFINITY : upload.bytes.length;
  const sizeError = uploadSizeError({ size, isPdf }, deps.boundsMb);
  if (sizeError) throw tooLarge(sizeError, uploadSizeParams(deps.boundsMb));
  if (!facts.readable) throw new AppError(400, code(IDENTITY_CHECK_ERRORS.fileConform));
  if (!(await deps.mayUpload(actor.userId))) throw new AppError(429, code(IDENTITY_CHECK_ERRORS.uploadLimit));
  const extension = isPdf ? 'pdf' : facts.contentType === 'image/png' ? 'png' : 'jpg';
  const storageKey = `${actor.tituNume}/${randomBytes(16).toString('hex')}.${extension}`;
  await deps.files.put(storageKey, upload.bytes);
  const fileName = upload.fileName.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(-120) || 'document';
  const row = await deps.documents.insertProfileDocument({
    tituNume: actor.tituNume,
    userId: actor.userId,
    type: upload.type,
    subType: upload.subType,
    fileName,
    contentType: facts.contentType,
    size: upload.bytes.length,
    storageKey,
  });
  return toJustif(row);
}

/** justif-status: the holder's filed documents with their review status, newest first. */
export async function documentStatuses(deps: TDocumentsDeps, actor: TActor): Promise<TJustif[]> {
  return (await deps.documents.listProfileDocuments(actor.tituNume)).map(toJustif);
}
