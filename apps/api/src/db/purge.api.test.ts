import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';
import { purgeExpired } from './purge';
import { authCounters, outbox, refreshTokens, sessions, users, verifications } from './schema';

const DAY_MS = 86_400_000;

describeApi('purge of what has ended (issue 15 §3)', (app) => {
  it('deletes ended sessions, spent codes, old messages and closed counters, and keeps the rest', async () => {
    const db = app().db;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'jdupont01'));
    const userId = user!.id;

    const made = await db
      .insert(sessions)
      .values([
        { userId, expiresAt: ago(2) },
        { userId, expiresAt: ago(-1), revokedAt: ago(3), revokedReason: 'logout' },
        { userId, expiresAt: ago(-1) },
        { userId, expiresAt: ago(-1), revokedAt: ago(0.1), revokedReason: 'logout' },
      ])
      .returning({ id: sessions.id });
    const [expired, , live, revokedJust] = made.map((row) => row.id) as [string, string, string, string];
    await db.insert(refreshTokens).values([
      { tokenHash: `purge-a-${expired}`, sessionId: expired },
      { tokenHash: `purge-b-${live}`, sessionId: live, spentAt: ago(5) },
    ]);
    const codes = await db
      .insert(verifications)
      .values([
        { userId, verificationKey: `purge-1-${now.getTime()}`, purpose: 'RESET', expiresAt: ago(2) },
        {
          userId,
          verificationKey: `purge-2-${now.getTime()}`,
          purpose: 'RESET',
          expiresAt: ago(-1),
          consumedAt: ago(2),
        },
        { userId, verificationKey: `purge-3-${now.getTime()}`, purpose: 'RESET', expiresAt: ago(-1) },
      ])
      .returning({ id: verifications.id });
    await db.insert(outbox).values([
      { channel: 'EMAIL', recipient: 'purge-old@example.org', subject: 's', body: 'b', createdAt: ago(8) },
      { channel: 'EMAIL', recipient: 'purge-new@example.org', subject: 's', body: 'b', createdAt: ago(1) },
    ]);
    await db.insert(authCounters).values([
      { scope: 'purge', key: 'old', windowStart: ago(3), count: 4, lastAt: ago(3) },
      { scope: 'purge', key: 'new', windowStart: ago(0.5), count: 1, lastAt: ago(0.5) },
    ]);

    const report = await purgeExpired(db, now, { outboxDays: 7 });
    expect(report.sessions).toBeGreaterThanOrEqual(2);

    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          made.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual([live, revokedJust].sort());
    const tokens = await db
      .select()
      .from(refreshTokens)
      .where(inArray(refreshTokens.sessionId, [expired, live]));
    expect(tokens.map((token) => token.sessionId)).toEqual([live]);
    const codesLeft = await db
      .select({ id: verifications.id })
      .from(verifications)
      .where(
        inArray(
          verifications.id,
          codes.map((row) => row.id),
        ),
      );
    expect(codesLeft.map((row) => row.id)).toEqual([codes[2]!.id]);
    const messages = await db.select({ recipient: outbox.recipient }).from(outbox);
    expect(messages.map((row) => row.recipient)).toContain('purge-new@example.org');
    expect(messages.map((row) => row.recipient)).not.toContain('purge-old@example.org');
    const counters = await db
      .select({ key: authCounters.key })
      .from(authCounters)
      .where(eq(authCounters.scope, 'purge'));
    expect(counters.map((row) => row.key)).toEqual(['new']);
  });
});
