import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';

/**
 * A pooled PostgreSQL connection lost while idle (a server restart, a failover, a backend ended
 * by an operator or by `drop database … with (force)`) is heard and replaced; unheard, the pool's
 * 'error' event would have ended the process.
 */
describeApi('a pooled connection lost while idle', (app) => {
  it('is heard, and the next query runs on another connection', async ({ skip }) => {
    const { database, db } = app();
    if (!database.onConnectionLost) return skip('PGlite has no pool');
    const lost: string[] = [];
    database.onConnectionLost((error) => lost.push((error as { code?: string }).code ?? ''));
    // Two connections at once, so one of them is idle in the pool when the other ends it.
    await Promise.all([db.execute(sql`select pg_sleep(0.05)`), db.execute(sql`select pg_sleep(0.05)`)]);
    const ended = (await db.execute(sql`select count(pg_terminate_backend(pid))::int as n
      from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
      and usename = current_user and backend_type = 'client backend'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(ended.rows[0]?.n).toBeGreaterThan(0);
    await expect.poll(() => lost, { timeout: 5_000 }).toContain('57P01');
    const after = (await db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(after.rows[0]?.one).toBe(1);
  });
});
