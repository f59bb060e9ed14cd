import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  IDENTITY_CHECK_ERRORS as E,
  uploadSizeError,
  uploadSizeParams,
  type TErrorCode,
} from '@nomina/domain';
import { readSheet, type TSheetFacts } from '../../../adapters/identity-check';
import type { createIdentityFileStore } from '../../../adapters/identity-check';
import type { TIdSheetRow } from '../../../db/schema';
import { AppError, tooLarge } from '../../../lib/app-error';
import { readMultipart } from '../../../lib/read-multipart';

export const fail = (status: number, code: string) => new AppError(status, code as TErrorCode);

export type TUpload = {
  fields: Record<string, string>;
  fileName: string;
  bytes: Uint8Array;
  facts: TSheetFacts;
};

/**
 * Reads a multipart upload: the file's bytes and the text fields. The type comes from the bytes
 * (PDF, PNG, JPEG), never from the name; other types, and files above `boundsMb`, are refused.
 */
export async function readUpload(
  request: FastifyRequest,
  boundsMb: { image: number; pdf: number },
): Promise<TUpload> {
  if (!request.isMultipart()) throw fail(400, E.fileMissing);
  const { fields, file } = await readMultipart(request);
  if (!file || file.bytes.length === 0) throw fail(400, E.fileMissing);
  const facts = readSheet(file.bytes);
  if (!facts) throw fail(400, E.fileConform);
  // A truncated file went past the reader's limit, so past either bound.
  const size = file.truncated ? Number.POSITIVE_INFINITY : file.bytes.length;
  const sizeError = uploadSizeError({ size, isPdf: facts.contentType === 'application/pdf' }, boundsMb);
  if (sizeError) throw tooLarge(sizeError, uploadSizeParams(boundsMb));
  const fileName = file.name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(-120) || 'document';
  return { fields, fileName, bytes: file.bytes, facts };
}

const extOf = (facts: TSheetFacts) =>
  facts.contentType === 'application/pdf' ? 'pdf' : facts.contentType === 'image/png' ? 'png' : 'jpg';

/** Stores one side under the session's folder, under a random name. */
export async function storeSheet(
  files: ReturnType<typeof createIdentityFileStore>,
  secondToken: string,
  upload: TUpload,
): Promise<TIdSheetRow> {
  const storageKey = `${secondToken}/${randomBytes(12).toString('hex')}.${extOf(upload.facts)}`;
  await files.put(storageKey, upload.bytes);
  return { fileName: upload.fileName, storageKey, size: upload.bytes.length, ...upload.facts };
}
