import type { TCguState } from '@nomina/domain';
import { http } from '../http/http-client';
import { isTermsAcceptedFor, rememberTermsAccepted } from './terms-required';
import { readUserAccess } from './user-access';

/**
 * The version of the terms of use the signed-in user must accept before the shell, or null
 * (GET auth/authenticate/cgu). A failed check lets the shell open: the server still refuses its
 * calls with cgu.error.pending, which brings the user back to the terms page.
 */
export async function pendingTermsVersion(): Promise<number | null> {
  const session = readUserAccess()?.idRefreshToken ?? null;
  if (!session || isTermsAcceptedFor(session)) return null;
  try {
    const state = await http<TCguState>('/auth/authenticate/cgu', { hiddenReq: true });
    if (state.pendingVersion === null) rememberTermsAccepted(session);
    return state.pendingVersion;
  } catch {
    return null;
  }
}

/** POST auth/authenticate/acceptCgu, then the shell opens for the rest of the session. */
export async function acceptTerms(version: number): Promise<TCguState> {
  const state = await http<TCguState>('/auth/authenticate/acceptCgu', { method: 'POST', body: { version } });
  rememberTermsAccepted(readUserAccess()?.idRefreshToken ?? null);
  return state;
}
