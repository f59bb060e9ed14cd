import type { FastifyRequest } from 'fastify';
import {
  SUPPORT_ERRORS,
  SUPPORT_FILES,
  SUPPORT_FILES_PARAMS,
  supportFileLimit,
  type TErrorCode,
} from '@nomina/domain';
import { sniffContentType, type TSniffedType } from '../../../adapters/identity-check';
import { AppError, tooLarge } from '../../../lib/app-error';

export type TAttachment = { fileName: string; contentType: TSniffedType; bytes: Uint8Array };
export type TSupportUpload = { fields: Record<string, string>; files: TAttachment[] };

const fail = (status: number, code: string) => new AppError(status, code as TErrorCode);

/** Registration options of @fastify/multipart for support calls: room for the largest file. */
export const SUPPORT_MULTIPART_LIMITS = {
  fields: 4,
  files: SUPPORT_FILES.maxCount + 1,
  fieldSize: 64 * 1024,
  fileSize: Math.max(supportFileLimit('application/pdf'), supportFileLimit('image/png')) + 1,
};
/** Body limit of a support upload: every file at its largest, plus the fields. */
export const SUPPORT_BODY_LIMIT =
  SUPPORT_FILES.maxCount * (SUPPORT_MULTIPART_LIMITS.fileSize + 1024) + 256 * 1024;

const cleanName = (name: string) => name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(-120) || 'document';

/**
 * Reads a support multipart body: text fields and up to SUPPORT_FILES.maxCount files, each typed
 * by its first bytes (PDF, PNG, JPEG; the name and the declared type are not trusted) and bounded
 * by the size of that type. Nothing is stored here: a refused file refuses the whole call.
 */
export async function readSupportUpload(request: FastifyRequest): Promise<TSupportUpload> {
  if (!request.isMultipart()) return { fields: {}, files: [] };
  const fields: Record<string, string> = {};
  const files: TAttachment[] = [];
  let count = 0;
  for await (const part of request.parts()) {
    if (part.type !== 'file') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    const bytes = new Uint8Array(Buffer.concat(chunks));
    if (bytes.length === 0 && !part.filename) continue;
    count += 1;
    if (count > SUPPORT_FILES.maxCount) throw fail(400, SUPPORT_ERRORS.tooManyFiles);
    const contentType = sniffContentType(bytes);
    if (!contentType) throw fail(400, SUPPORT_ERRORS.fileType);
    const isPdf = contentType === 'application/pdf';
    if (part.file.truncated || bytes.length > supportFileLimit(contentType))
      throw tooLarge(isPdf ? SUPPORT_ERRORS.pdfTooLarge : SUPPORT_ERRORS.imageTooLarge, SUPPORT_FILES_PARAMS);
    files.push({ fileName: cleanName(part.filename), contentType, bytes });
  }
  return { fields, files };
}

export const extensionOf = (contentType: TSniffedType) =>
  contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';
