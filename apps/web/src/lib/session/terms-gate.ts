import type { TCguState } from '@nomina/domain';
import { http } from '../http/http-client';
import { readUserAccess } from './user-access';

/** The session (idRefreshToken) whose terms are known to be accepted: asked once per session. */
let acceptedSession: string | null = null;

/**
 * The version of the terms of use the signed-in user must accept before the shell, or null
 * (GET auth/authenticate/cgu). A failed check lets the shell open: its calls still need a login.
 */
export async function pendingTermsVersion(): Promise<number | null> {
  const session = readUserAccess()?.idRefreshToken ?? null;
  if (!session || session === acceptedSession) return null;
  try {
    const state = await http<TCguState>('/auth/authenticate/cgu', { hiddenReq: true });
    if (state.pendingVersion === null) acceptedSession = session;
    return state.pendingVersion;
  } catch {
    return null;
  }
}

/** POST auth/authenticate/acceptCgu, then the shell opens for the rest of the session. */
export async function acceptTerms(version: number): Promise<TCguState> {
  const state = await http<TCguState>('/auth/authenticate/acceptCgu', { method: 'POST', body: { version } });
  acceptedSession = readUserAccess()?.idRefreshToken ?? null;
  return state;
}
