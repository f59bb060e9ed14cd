import { CGU_ERRORS, type TCguState, type TErrorCode } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { currentTermsVersion, latestAcceptance, recordAcceptance } from './cgu.repository';

/**
 * Which terms the user accepted and which, if any, they must accept before the shell: a version
 * published after the last one they accepted. A user with no acceptance on record (signed up
 * before terms were recorded, or through a flow that does not show them yet) is not stopped.
 */
export async function cguState(db: TDatabase, userId: string): Promise<TCguState> {
  const [current, accepted] = await Promise.all([currentTermsVersion(db), latestAcceptance(db, userId)]);
  const acceptedVersion = accepted?.version ?? null;
  return {
    pendingVersion:
      current !== null && acceptedVersion !== null && acceptedVersion < current ? current : null,
    acceptedVersion,
    acceptedAt: accepted?.acceptedAt.toISOString() ?? null,
  };
}

/** authenticate/acceptCgu: records the acceptance of the current version (and only that one). */
export async function acceptCgu(db: TDatabase, userId: string, version: number): Promise<TCguState> {
  const current = await currentTermsVersion(db);
  if (current === null || version !== current) throw new AppError(409, CGU_ERRORS.staleVersion as TErrorCode);
  const acceptedAt = await recordAcceptance(db, userId, version);
  return { pendingVersion: null, acceptedVersion: version, acceptedAt: acceptedAt.toISOString() };
}
