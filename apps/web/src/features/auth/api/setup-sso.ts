import type { TUserAccess } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

const inFlight = new Map<string, Promise<TUserAccess>>();

/**
 * POST auth/authenticate/setup-sso. One call per token even if the page mounts twice
 * (React StrictMode), since a token should be exchanged once.
 */
export function setupSso(token: string): Promise<TUserAccess> {
  let call = inFlight.get(token);
  if (!call) {
    call = http<TUserAccess>('/auth/authenticate/setup-sso', {
      method: 'POST',
      body: { token },
      skipAuth: true,
    });
    inFlight.set(token, call);
    void call.catch(() => undefined).finally(() => inFlight.delete(token));
  }
  return call;
}
