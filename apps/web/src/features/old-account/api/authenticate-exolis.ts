import { http } from '../../../lib/http/http-client';
import type { TOldAccountVariant } from '../model/old-account-variant';

export type TExolisLoginRequest = {
  /** The old identifier typed in the username field (spec 1 §3). */
  emetIden: string;
  /** Old-PLS variant only; no whitespace anywhere (spec 1 §5). */
  accessCode?: string;
  password: string;
  variant: TOldAccountVariant;
  captchaToken?: string;
};

/**
 * POST auth/authenticate/exolis: checks the old portal's credentials and opens the migration
 * flow. 401 login.error.credentials, 409 exolis.error.migrated, 423 general.error.blocked.xpls.
 */
export function authenticateExolis(request: TExolisLoginRequest): Promise<{ verificationKey: string }> {
  return http('/auth/authenticate/exolis', { method: 'POST', body: request, skipAuth: true });
}
