import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from './client';
import { authCounters, outbox, sessions, verifications } from './schema';

const DAY_MS = 86_400_000;

/** How long what has ended is kept before it goes (issue 15 §3). */
export type TRetention = { outboxDays: number };

export type TPurgeReport = { sessions: number; verifications: number; outbox: number; counters: number };

/**
 * Deletes what no request can use any more: sessions ended (expired or revoked) more than a day
 * ago, with their refresh tokens (cascade); codes and links expired or spent more than a day ago;
 * sent messages older than the outbox retention (they hold codes and links); anti-abuse counters
 * whose window closed more than two days ago (the longest window is one day). Live sessions keep
 * their spent refresh tokens: a replay must still be recognised.
 */
export async function purgeExpired(db: TDatabase, now: Date, retention: TRetention): Promise<TPurgeReport> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [ended, codes, messages, counters] = await Promise.all([
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, dayAgo),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, dayAgo)),
        ),
      )
      .returning({ id: sessions.id }),
    db
      .delete(verifications)
      .where(
        or(
          lt(verifications.expiresAt, dayAgo),
          and(isNotNull(verifications.consumedAt), lt(verifications.consumedAt, dayAgo)),
        ),
      )
      .returning({ id: verifications.id }),
    db
      .delete(outbox)
      .where(lt(outbox.createdAt, new Date(now.getTime() - retention.outboxDays * DAY_MS)))
      .returning({ id: outbox.id }),
    db
      .delete(authCounters)
      .where(
        lt(authCounters.windowStart, sql`${new Date(now.getTime() - 2 * DAY_MS).toISOString()}::timestamptz`),
      )
      .returning({ scope: authCounters.scope }),
  ]);
  return {
    sessions: ended.length,
    verifications: codes.length,
    outbox: messages.length,
    counters: counters.length,
  };
}

/** Runs the purge every PURGE_INTERVAL_MINUTES (0: never) until the server closes. */
export function schedulePurge(app: FastifyInstance): void {
  const minutes = app.config.PURGE_INTERVAL_MINUTES;
  if (minutes <= 0) return;
  const run = () =>
    purgeExpired(app.db, new Date(), { outboxDays: app.config.OUTBOX_RETENTION_DAYS })
      .then((report) => app.log.info(report, 'expired rows purged'))
      .catch((error: unknown) => app.log.error({ err: error }, 'purge failed'));
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
