import type { IDENTITY_CHECK_ERRORS, TErrorCode } from '@nomina/domain';

/** An expected failure: the handler answers `statusCode` with `{ errorCode }` and logs nothing alarming. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: TErrorCode,
    readonly fields?: Record<string, string>,
    /** Headers of the answer (Retry-After of a temporary lock). */
    readonly headers?: Record<string, string>,
    /** Values its message names (TApiError.params). */
    readonly params?: Record<string, string | number>,
  ) {
    super(errorCode);
  }
}

/** 413: a file above its bound; the answer says the bounds applied (uploadSizeParams). */
export const tooLarge = (
  errorCode: (typeof IDENTITY_CHECK_ERRORS)['pdfTooLarge' | 'imageTooLarge'],
  params: Record<string, number>,
) => new AppError(413, errorCode as TErrorCode, undefined, undefined, params);

export const notFound = (errorCode: TErrorCode) => new AppError(404, errorCode);
export const badRequest = (errorCode: TErrorCode, fields?: Record<string, string>) =>
  new AppError(400, errorCode, fields);
