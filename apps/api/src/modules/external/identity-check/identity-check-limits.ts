import type { FastifyInstance } from 'fastify';
import { IDENTITY_CHECK_ERRORS as E } from '@nomina/domain';
import { createAuthCounters } from '../../../lib/auth-counters';
import { fail } from './identity-check-upload';

const DAY_SECONDS = 86_400;

/**
 * Caps on the identity check (issue 9 §10), each one atomic counter (auth_counters): sessions a
 * holder opens a day, uploads in one session, and uploads a holder sends a day over all sessions.
 * Past a cap the call answers 429 `vialink.error.uploadLimit` and stores nothing.
 */
export function createIdentityCheckLimits(app: FastifyInstance) {
  const counters = createAuthCounters(app.db);
  const refuseBeyond = async (scope: string, id: string, max: number) => {
    if (!(await counters.hit(scope, id, { periodSeconds: DAY_SECONDS, max })).allowed)
      throw fail(429, E.uploadLimit);
  };
  return {
    /** Before a new session of `userId`. */
    openSession: (userId: string) =>
      refuseBeyond('id-check:session', userId, app.config.ID_CHECK_SESSIONS_PER_DAY),
    /** Before storing a file in the session `secondToken` of `userId`. */
    upload: async (secondToken: string, userId: string) => {
      await refuseBeyond('id-check:upload', secondToken, app.config.ID_CHECK_UPLOADS_PER_SESSION);
      await refuseBeyond('id-check:upload-user', userId, app.config.ID_CHECK_UPLOADS_PER_DAY);
    },
  };
}
