import { ERROR_CODES, type TApiError } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { serverKey } from '../i18n/server-key';

/** What every failed call rejects with: the server's error body plus the HTTP status. */
export class ApiError extends Error implements TApiError {
  readonly errorCode: string;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly params?: Record<string, string | number>;

  constructor(status: number, body: TApiError) {
    super(body.message ?? body.errorCode);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = body.errorCode;
    if (body.fields) this.fields = body.fields;
    if (body.params) this.params = body.params;
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

/** A message to show: its key and the values it names (`t(message.key, message.params)`). */
export type TErrorMessage = { key: TTranslationKey; params?: Record<string, string | number> };

/** The message of anything a call may throw, with the values the answer gave (an upload's bounds). */
export function toErrorMessage(error: unknown): TErrorMessage {
  const params = error instanceof ApiError ? error.params : undefined;
  return { key: toErrorCode(error), ...(params ? { params } : {}) };
}
