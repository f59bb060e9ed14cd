import type { TRefreshRequest } from '@nomina/domain';
import {
  readSelectedHolder,
  readUserAccess,
  storeUserAccess,
  type TUserAccess,
} from '../session/user-access';

/** Spec 3 §7 "POST authenticate/refreshtoken" under the auth service prefix. */
export const REFRESH_PATH = '/api/v1/auth/authenticate/refreshtoken';

/** How a refresh ended: a new access token, a session the server refuses, or no answer. */
export type TRefreshOutcome = 'renewed' | 'refused' | 'unreachable';

let inFlight: Promise<TRefreshOutcome> | null = null;

/** Body of the refresh call (spec 1 §4): refresh id, login and the selected holder, if any. */
function buildRefreshBody(access: TUserAccess): TRefreshRequest {
  const holder = readSelectedHolder();
  return {
    idRefreshToken: access.idRefreshToken,
    login: access.login,
    tituNume: holder?.tituNume ?? null,
    actiIden: holder?.actiIden ?? null,
    emetIden: holder?.emetIden ?? null,
  };
}

async function runRefresh(): Promise<TRefreshOutcome> {
  const access = readUserAccess();
  if (!access) return 'refused';
  try {
    const response = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'hidden-req': 'true' },
      body: JSON.stringify(buildRefreshBody(access)),
      credentials: 'same-origin',
    });
    if (response.status >= 500 || response.status === 429) return 'unreachable';
    if (!response.ok) return 'refused';
    const renewed = (await response.json()) as Partial<TUserAccess>;
    if (typeof renewed.token !== 'string' || renewed.token.length === 0) return 'refused';
    storeUserAccess({ ...access, ...renewed });
    return 'renewed';
  } catch {
    return 'unreachable';
  }
}

/**
 * Tabs share the stored access and the refresh cookie, and a refresh token spent twice ends the
 * session (reuse detection). So tabs refresh one at a time (Web Locks), and a tab that waited
 * finds the token another tab already renewed instead of spending the old refresh token again.
 */
async function refreshAcrossTabs(): Promise<TRefreshOutcome> {
  const tokenThatFailed = readUserAccess()?.token;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return runRefresh();
  return locks.request('nomina-refresh', async () => {
    const current = readUserAccess();
    if (current && current.token !== tokenThatFailed) return 'renewed';
    return runRefresh();
  });
}

/**
 * Single flight: however many calls fail with 401 at once (or the keep-alive ping), one refresh
 * runs and they all wait for its outcome.
 */
export function renewSession(): Promise<TRefreshOutcome> {
  inFlight ??= refreshAcrossTabs().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** True when a new access token is stored. */
export function refreshAccessToken(): Promise<boolean> {
  return renewSession().then((outcome) => outcome === 'renewed');
}

/** Lets new calls wait while a refresh is running, instead of failing with the old token. */
export function waitForPendingRefresh(): Promise<unknown> {
  return inFlight ?? Promise.resolve();
}
