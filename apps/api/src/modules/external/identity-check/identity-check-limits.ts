import { IDENTITY_CHECK_ERRORS as E } from '@nomina/domain';
import type { TConfig } from '../../../config/config';
import type { TAuthCounters } from '../../auth';
import { fail } from './identity-check-upload';

const DAY_SECONDS = 86_400;

/**
 * Caps on the identity check (issue 9 §10), each one atomic counter (auth_counters): sessions a
 * holder opens a day, uploads in one session, and uploads a holder sends a day over all sessions.
 * Past a cap the call answers 429 `vialink.error.uploadLimit` and stores nothing.
 */
export function createIdentityCheckLimits(
  counters: Pick<TAuthCounters, 'hit'>,
  config: Pick<
    TConfig,
    'ID_CHECK_SESSIONS_PER_DAY' | 'ID_CHECK_UPLOADS_PER_SESSION' | 'ID_CHECK_UPLOADS_PER_DAY'
  >,
) {
  const refuseBeyond = async (scope: string, id: string, max: number) => {
    if (!(await counters.hit(scope, id, { periodSeconds: DAY_SECONDS, max })).allowed)
      throw fail(429, E.uploadLimit);
  };
  return {
    /** Before a new session of `userId`. */
    openSession: (userId: string) =>
      refuseBeyond('id-check:session', userId, config.ID_CHECK_SESSIONS_PER_DAY),
    /** Before storing a file in the session `secondToken` of `userId`. */
    upload: async (secondToken: string, userId: string) => {
      await refuseBeyond('id-check:upload', secondToken, config.ID_CHECK_UPLOADS_PER_SESSION);
      await refuseBeyond('id-check:upload-user', userId, config.ID_CHECK_UPLOADS_PER_DAY);
    },
  };
}

export type TIdentityCheckLimits = ReturnType<typeof createIdentityCheckLimits>;
