import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { refreshTokens, sessions } from '../../../db/schema';
import { invalidateNow, readCacheOf, type TCachedSession } from '../../../db/read-cache';

export type TSessionRow = typeof sessions.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Opens a session and gives its first refresh token. */
export async function openSession(
  db: TDatabase,
  input: {
    userId: string;
    ttlHours: number;
    isSso?: boolean;
    account?: { tituNume: string; actiIden: number; emetIden: number } | null;
  },
) {
  const refreshToken = newRefreshToken();
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      isSso: input.isSso ? 'O' : 'N',
      expiresAt: new Date(Date.now() + input.ttlHours * 3_600_000),
      ...(input.account ?? {}),
    })
    .returning();
  await db.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: session!.id });
  return { session: session!, refreshToken };
}

export async function findLiveSession(db: TDatabase, sessionId: string): Promise<TSessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

/**
 * What every authenticated request needs to know, in one query: whether the session is live and
 * whether its user accepted the terms in force (no published version newer than the user's
 * latest acceptance; true when no terms are published). Both sub-queries are index lookups: the
 * primary key (user_id, version) of terms_acceptances and the one of terms_versions.
 */
export async function findRequestSession(
  db: TDatabase,
  sessionId: string,
): Promise<{ hasCurrentTerms: boolean } | null> {
  const cache = readCacheOf(db);
  const session = cache
    ? await cache.sessions.load(
        sessionId,
        () => readRequestSession(db, sessionId),
        (found) => (found ? found.expiresAt : 0),
      )
    : await readRequestSession(db, sessionId);
  // A cached session still ends at its own expiry.
  return session && session.expiresAt > Date.now() ? { hasCurrentTerms: session.hasCurrentTerms } : null;
}

async function readRequestSession(db: TDatabase, sessionId: string): Promise<TCachedSession> {
  const [row] = await db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      // Spelled out with table names: drizzle leaves columns unqualified in a one-table select,
      // and an unqualified user_id would bind to the sub-query's own table.
      hasCurrentTerms: sql<boolean>`not exists (
        select 1 from terms_versions v
        where v.version > coalesce(
          (select max(a.version) from terms_acceptances a where a.user_id = sessions.user_id),
          0))`.mapWith((value: unknown) => value === true || value === 't'),
    })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row
    ? { userId: row.userId, expiresAt: row.expiresAt.getTime(), hasCurrentTerms: row.hasCurrentTerms }
    : null;
}

export async function revokeSession(db: TDatabase, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  invalidateNow(db, `session:${sessionId}`);
}

export type TRotation =
  | { ok: true; session: TSessionRow; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'ended' | 'mismatch' };

/**
 * Spends a refresh token and gives the next one. A token already spent means it was stolen or
 * replayed: the whole session is revoked, unless it was spent less than `graceSeconds` ago (two
 * tabs of one browser refreshing at once send the same cookie): that duplicate gets a token of
 * its own, as Auth0's reuse interval does.
 */
export async function rotateRefreshToken(
  db: TDatabase,
  presented: string,
  sessionId: string,
  graceSeconds = 0,
): Promise<TRotation> {
  const [token] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!token) return { ok: false, reason: 'unknown' };
  if (token.sessionId !== sessionId) return { ok: false, reason: 'mismatch' };
  const spent = await db
    .update(refreshTokens)
    .set({ spentAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, token.tokenHash), isNull(refreshTokens.spentAt)))
    .returning();
  if (spent.length === 0 && !isConcurrentDuplicate(token.spentAt, graceSeconds)) {
    await revokeSession(db, token.sessionId, 'refresh token reused');
    return { ok: false, reason: 'reused' };
  }
  const session = await findLiveSession(db, token.sessionId);
  if (!session) return { ok: false, reason: 'ended' };
  const refreshToken = newRefreshToken();
  await db.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: session.id });
  return { ok: true, session, refreshToken };
}

/**
 * A token found spent: by a call running at the same time (not yet spent when read), or by one
 * within the grace.
 */
function isConcurrentDuplicate(spentAt: Date | null, graceSeconds: number): boolean {
  if (graceSeconds <= 0) return false;
  return spentAt === null || Date.now() - spentAt.getTime() <= graceSeconds * 1000;
}

export async function selectSessionAccount(
  db: TDatabase,
  sessionId: string,
  account: { tituNume: string; actiIden: number; emetIden: number },
) {
  const [row] = await db.update(sessions).set(account).where(eq(sessions.id, sessionId)).returning();
  return row!;
}
