import { CGU_ERRORS, type TCguCurrent, type TCguState, type TErrorCode } from '@nomina/domain';
import type { TCguDeps } from './cgu.deps';
import { AppError } from '../../../lib/app-error';

/**
 * Which terms the user accepted and which, if any, they must accept before the shell: the version
 * in force when it is newer than the last one they accepted, or when they accepted none (a
 * migrated old account, a sign-up finished without the terms). Same rule as requireAuth's 403.
 */
export async function cguState({ terms }: TCguDeps, userId: string): Promise<TCguState> {
  const [current, accepted] = await Promise.all([
    terms.currentTermsVersion(),
    terms.latestAcceptance(userId),
  ]);
  const acceptedVersion = accepted?.version ?? null;
  return {
    pendingVersion: current !== null && (acceptedVersion ?? 0) < current ? current : null,
    acceptedVersion,
    acceptedAt: accepted?.acceptedAt.toISOString() ?? null,
  };
}

/** The version in force, for the sign-up that shows the terms before an account exists. */
export async function currentCgu({ terms }: TCguDeps): Promise<TCguCurrent> {
  return { version: await terms.currentTermsVersion() };
}

/** Throws 409 cgu.error.version unless `version` is the one in force. */
export async function requireCurrentVersion({ terms }: TCguDeps, version: number): Promise<void> {
  const current = await terms.currentTermsVersion();
  if (current === null || version !== current) throw new AppError(409, CGU_ERRORS.staleVersion as TErrorCode);
}

/** authenticate/acceptCgu: records the acceptance of the current version (and only that one). */
export async function acceptCgu({ terms }: TCguDeps, userId: string, version: number): Promise<TCguState> {
  await requireCurrentVersion({ terms }, version);
  const acceptedAt = await terms.recordAcceptance(userId, version);
  return { pendingVersion: null, acceptedVersion: version, acceptedAt: acceptedAt.toISOString() };
}
