import { http } from '../../../lib/http/http-client';

export type TVerifyIdentityRequest = {
  verificationKey: string;
  /** Chosen issuer's id. */
  emetIden: number;
  /** '<issuer code> / <1-7 digits>'. */
  refClient: string;
  refSalarie?: string;
};

/**
 * POST auth/exolis/verify-identity. 400 exolis.error.identity (fields.refClient may hold a rule
 * key); after 3 wrong tries 400 signup.flow.expired.
 */
export function verifyIdentity(request: TVerifyIdentityRequest): Promise<{ matched: true }> {
  return http('/auth/exolis/verify-identity', { method: 'POST', body: request, skipAuth: true });
}
