import { CGU_ERRORS, type TCguState, type TErrorCode } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { currentTermsVersion, latestAcceptance, recordAcceptance } from './cgu.repository';

/** Which terms the user accepted and which, if any, they must accept before the shell. */
export async function cguState(db: TDatabase, userId: string): Promise<TCguState> {
  const [current, accepted] = await Promise.all([currentTermsVersion(db), latestAcceptance(db, userId)]);
  const acceptedVersion = accepted?.version ?? null;
  return {
    pendingVersion: current !== null && (acceptedVersion ?? 0) < current ? current : null,
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
