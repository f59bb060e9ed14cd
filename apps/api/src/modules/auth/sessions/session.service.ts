import { createHash, randomBytes } from 'node:crypto';
import type { TConfig } from '../../../config/config';
import type { TSessionAccount, TSessionRow, TSessionsRepository } from './sessions.repository';

export type { TSessionAccount, TSessionRow } from './sessions.repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/** What every authenticated request learns of its session. */
export type TRequestSession = { hasCurrentTerms: boolean; isSso: boolean };

export type TRotation =
  | { ok: true; session: TSessionRow; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'ended' | 'mismatch' };

export type TSessionDeps = {
  sessions: TSessionsRepository;
  config: Pick<TConfig, 'SESSION_TTL_HOURS' | 'REFRESH_REUSE_GRACE_SECONDS'>;
  now?: () => Date;
};

/** Sessions: opening, refresh-token rotation (with reuse detection), account choice, revocation. */
export function createSessionService({ sessions, config, now = () => new Date() }: TSessionDeps) {
  return {
    /** Opens a session and gives its first refresh token (stored as its hash, in the same statement). */
    async open(input: { userId: string; isSso?: boolean; account?: TSessionAccount | null }) {
      const refreshToken = newRefreshToken();
      const session = await sessions.insertSession({
        userId: input.userId,
        isSso: input.isSso ? 'O' : 'N',
        expiresAt: new Date(now().getTime() + config.SESSION_TTL_HOURS * 3_600_000),
        account: input.account ?? null,
        refreshTokenHash: hashToken(refreshToken),
      });
      return { session, refreshToken };
    },

    /**
     * Spends a refresh token and gives the next one. A token already spent means it was stolen
     * or replayed: the whole session is revoked, unless it was spent less than
     * REFRESH_REUSE_GRACE_SECONDS ago (two tabs of one browser refreshing at once send the same
     * cookie): that duplicate gets a token of its own, as Auth0's reuse interval does.
     */
    async rotate(presented: string, sessionId: string): Promise<TRotation> {
      const token = await sessions.findRefreshToken(hashToken(presented));
      if (!token) return { ok: false, reason: 'unknown' };
      if (token.sessionId !== sessionId) return { ok: false, reason: 'mismatch' };
      const spent = await sessions.spendRefreshToken(token.tokenHash);
      if (!spent && !isConcurrentDuplicate(token.spentAt, config.REFRESH_REUSE_GRACE_SECONDS, now())) {
        await sessions.revoke(token.sessionId, 'refresh token reused');
        return { ok: false, reason: 'reused' };
      }
      const session = await sessions.findLive(token.sessionId);
      if (!session) return { ok: false, reason: 'ended' };
      const refreshToken = newRefreshToken();
      await sessions.insertRefreshToken(hashToken(refreshToken), session.id);
      return { ok: true, session, refreshToken };
    },

    selectAccount: (sessionId: string, account: TSessionAccount) => sessions.setAccount(sessionId, account),

    revoke: (sessionId: string, reason: string) => sessions.revoke(sessionId, reason),

    /**
     * Whether a request's session is live, its user accepted the terms in force and it was opened
     * by single sign-on; null when ended.
     */
    async findRequestSession(sessionId: string): Promise<TRequestSession | null> {
      const found = await sessions.findRequestSession(sessionId);
      // A cached session still ends at its own expiry.
      return found && found.expiresAt > now().getTime()
        ? { hasCurrentTerms: found.hasCurrentTerms, isSso: found.isSso }
        : null;
    },
  };
}

export type TSessionService = ReturnType<typeof createSessionService>;

/**
 * A token found spent: by a call running at the same time (not yet spent when read), or by one
 * within the grace.
 */
function isConcurrentDuplicate(spentAt: Date | null, graceSeconds: number, now: Date): boolean {
  if (graceSeconds <= 0) return false;
  return spentAt === null || now.getTime() - spentAt.getTime() <= graceSeconds * 1000;
}
