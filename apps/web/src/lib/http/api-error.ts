import { ERROR_CODES, type TApiError } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { serverKey } from '../i18n/server-key';

/** What every failed call rejects with: the server's error body plus the HTTP status. */
export class ApiError extends Error implements TApiError {
  readonly errorCode: string;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(status: number, body: TApiError) {
    super(body.message ?? body.errorCode);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = body.errorCode;
    if (body.fields) this.fields = body.fields;
  }
}

/** Reads an error body; anything that is not the API's JSON shape becomes the technical error. */
export async function readErrorBody(response: Response): Promise<TApiError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && typeof (body as TApiError).errorCode === 'string') {
      return body as TApiError;
    }
  } catch {
    // Proxies and crashed servers answer HTML or nothing: same treatment as a technical error.
  }
  return { errorCode: ERROR_CODES.technical };
}

/** The translation key to show for anything a call may throw. */
export function toErrorCode(error: unknown): TTranslationKey {
  return serverKey(error instanceof ApiError ? error.errorCode : ERROR_CODES.technical);
}
