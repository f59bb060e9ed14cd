import type { TErrorCode } from '@nomina/domain';

/** An expected failure: the handler answers `statusCode` with `{ errorCode }` and logs nothing alarming. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: TErrorCode,
    readonly fields?: Record<string, string>,
    /** Headers of the answer (Retry-After of a temporary lock). */
    readonly headers?: Record<string, string>,
  ) {
    super(errorCode);
  }
}

export const notFound = (errorCode: TErrorCode) => new AppError(404, errorCode);
export const badRequest = (errorCode: TErrorCode, fields?: Record<string, string>) =>
  new AppError(400, errorCode, fields);
