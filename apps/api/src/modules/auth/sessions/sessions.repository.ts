import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared';
import { refreshTokens, sessions } from '../../../db/schema';
import { invalidateNow, readCacheOf, type TCachedSession } from '../../../db/read-cache';

export type TSessionRow = typeof sessions.$inferSelect;
export type TRefreshTokenRow = typeof refreshTokens.$inferSelect;
export type TSessionAccount = { tituNume: string; actiIden: number; emetIden: number };

/** Sessions and their refresh tokens (stored as sha-256 hashes): one query per method. */
export function createSessionsRepository(db: TDatabase) {
  const opening = preparedOnce(() => {
    const id = sql.placeholder('id');
    const opened = db.$with('opened').as(
      db
        .insert(sessions)
        .values({
          id,
          userId: sql.placeholder('userId'),
          isSso: sql.placeholder('isSso'),
          expiresAt: sql.placeholder('expiresAt'),
          tituNume: sql.placeholder('tituNume'),
          actiIden: sql.placeholder('actiIden'),
          emetIden: sql.placeholder('emetIden'),
        })
        .returning(),
    );
    const firstToken = db.$with('first_token').as(
      db
        .insert(refreshTokens)
        .values({ tokenHash: sql.placeholder('tokenHash'), sessionId: id })
        .returning({ tokenHash: refreshTokens.tokenHash }),
    );
    return db.with(opened, firstToken).select().from(opened).prepare('sessions_open');
  });
  return {
    /**
     * A new session with its first refresh token (its hash), in one statement: two inserts in
     * one round trip, the token's foreign key checked at the statement's end.
     */
    async insertSession(values: {
      userId: string;
      isSso: 'O' | 'N';
      expiresAt: Date;
      account: TSessionAccount | null;
      refreshTokenHash: string;
    }): Promise<TSessionRow> {
      const [row] = await opening().execute({
        id: randomUUID(),
        userId: values.userId,
        isSso: values.isSso,
        expiresAt: values.expiresAt,
        tituNume: values.account?.tituNume ?? null,
        actiIden: values.account?.actiIden ?? null,
        emetIden: values.account?.emetIden ?? null,
        tokenHash: values.refreshTokenHash,
      });
      return row!;
    },

    async insertRefreshToken(tokenHash: string, sessionId: string): Promise<void> {
      await db.insert(refreshTokens).values({ tokenHash, sessionId });
    },

    async findRefreshToken(tokenHash: string): Promise<TRefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Marks a refresh token spent: false when it already was (another call spent it first). */
    async spendRefreshToken(tokenHash: string): Promise<boolean> {
      const spent = await db
        .update(refreshTokens)
        .set({ spentAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.spentAt)))
        .returning({ tokenHash: refreshTokens.tokenHash });
      return spent.length === 1;
    },

    async findLive(sessionId: string): Promise<TSessionRow | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
        );
      return row ?? null;
    },

    async revoke(sessionId: string, reason: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      invalidateNow(db, `session:${sessionId}`);
    },

    /** Ends every session of the user (a password reset); the read cache forgets them at once. */
    async revokeAllOfUser(userId: string, reason: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(eq(sessions.userId, userId));
      invalidateNow(db, `user:${userId}`);
    },

    async setAccount(sessionId: string, account: TSessionAccount): Promise<TSessionRow> {
      const [row] = await db.update(sessions).set(account).where(eq(sessions.id, sessionId)).returning();
      return row!;
    },

    /**
     * What every authenticated request needs, in one query (read through the read cache when
     * there is one): whether the session is live and whether its user accepted the terms in
     * force (no published version newer than the user's latest acceptance; true when none is
     * published). Both sub-queries are index lookups: the primary key (user_id, version) of
     * terms_acceptances and the one of terms_versions.
     */
    async findRequestSession(sessionId: string): Promise<TCachedSession> {
      const cache = readCacheOf(db);
      return cache
        ? cache.sessions.load(
            sessionId,
            () => readRequestSession(db, sessionId),
            (found) => (found ? found.expiresAt : 0),
          )
        : readRequestSession(db, sessionId);
    },
  };
}

export type TSessionsRepository = ReturnType<typeof createSessionsRepository>;

async function readRequestSession(db: TDatabase, sessionId: string): Promise<TCachedSession> {
  const [row] = await db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      isSso: sessions.isSso,
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
    ? {
        userId: row.userId,
        expiresAt: row.expiresAt.getTime(),
        hasCurrentTerms: row.hasCurrentTerms,
        isSso: row.isSso === 'O',
      }
    : null;
}
