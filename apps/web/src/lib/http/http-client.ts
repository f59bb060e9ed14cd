import { ERROR_CODES } from '@nomina/domain';
import { startLoading } from '../loader/loader-store';
import { logout } from '../session/logout';
import { reportTermsRequired } from '../session/terms-required';
import { readUserAccess } from '../session/user-access';
import { reportMaintenance } from '../theme/maintenance-reported';
import { ApiError, readErrorBody } from './api-error';
import { API_BASE } from './api-base';
import { recordError } from './error-store';
import { refreshAccessToken, waitForPendingRefresh } from './refresh-token';
import { fetchWithUploadProgress } from './upload-transport';

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of `body` (the browser sets the boundary). */
  form?: FormData;
  /** Extra request headers (e.g. the encrypted x-auth-payload of validate-otp). */
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** No Authorization header, and a 401 is an ordinary failure (login, public resources). */
  skipAuth?: boolean;
  /** Background call: sends the `hidden-req` header and shows no loader. */
  hiddenReq?: boolean;
  /** The body as a Blob (file downloads such as an export) instead of parsed JSON. */
  asBlob?: boolean;
  signal?: AbortSignal;
  /** With `form`: told the share of the upload sent so far, in percent. */
  onUploadProgress?: (percent: number) => void;
};

function buildUrl(path: string, query: TRequestOptions['query']): string {
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([name, value]) => {
    if (value !== undefined) params.set(name, String(value));
  });
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send<T>(path: string, options: TRequestOptions, mayRefresh: boolean): Promise<T> {
  if (!options.skipAuth) await waitForPendingRefresh();
  const token = options.skipAuth ? undefined : readUserAccess()?.token;
  const accept = options.asBlob ? '*/*' : 'application/json';
  const headers: Record<string, string> = { accept, ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.hiddenReq) headers['hidden-req'] = 'true';

  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    body: options.form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    credentials: 'same-origin',
    signal: options.signal ?? null,
  };
  const url = buildUrl(path, options.query);
  const { onUploadProgress } = options;
  const response = await (onUploadProgress
    ? fetchWithUploadProgress(url, init, onUploadProgress)
    : fetch(url, init));

  if (response.status === 401 && !options.skipAuth && mayRefresh && token) {
    // Another call may already have renewed the token this one was sent with.
    const isAlreadyRenewed = readUserAccess()?.token !== token && readUserAccess() !== null;
    if (isAlreadyRenewed || (await refreshAccessToken())) return send<T>(path, options, false);
    logout('session');
    throw new ApiError(401, { errorCode: ERROR_CODES.unauthorized });
  }
  if (!response.ok) {
    const body = await readErrorBody(response);
    const isAuthenticateCrash = response.status === 500 && path.startsWith('/auth/authenticate');
    if (!isAuthenticateCrash) recordError({ errorCode: body.errorCode, status: response.status });
    if (response.status === 403 && body.errorCode === ERROR_CODES.termsPending) reportTermsRequired();
    if (response.status === 503 && body.errorCode === ERROR_CODES.maintenance) reportMaintenance();
    throw new ApiError(response.status, body);
  }
  if (options.asBlob) return (await response.blob()) as T;
  const text = response.status === 204 ? '' : await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The one HTTP client: base /api/v1, bearer token, single-flight refresh on 401 then one retry,
 * loader unless hiddenReq, failed calls recorded then rejected with an ApiError. A refusal for
 * new terms or for maintenance also tells the app, which goes to the terms or maintenance page.
 */
export async function http<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const stopLoading = options.hiddenReq ? undefined : startLoading('transparent-simple');
  try {
    return await send<T>(path, options, true);
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError'))
      throw error;
    recordError({ errorCode: ERROR_CODES.technical, status: 0 });
    throw new ApiError(0, { errorCode: ERROR_CODES.technical });
  } finally {
    stopLoading?.();
  }
}
