import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takingTurns } from './embedded-turns';

/** Counts the turns timers get while `work` runs (a request arriving is served on such a turn). */
async function timerTurnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns += 1;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  try {
    await work();
  } finally {
    running = false;
  }
  return turns;
}

describe('embedded database statements taking turns with the event loop', () => {
  const client = new PGlite();
  const db = drizzle(takingTurns(client));
  const STATEMENTS = 12;
  /** A statement that holds the thread 2 ms, as a login's statements do under load. */
  const slow = () => db.execute(sql`select pg_sleep(0.002) as slept`);

  beforeAll(async () => {
    await client.waitReady;
    await db.execute(sql`create table turns (n int primary key)`);
  });
  afterAll(() => client.close());

  it('lets timers run between statements that follow one another', async () => {
    const turns = await timerTurnsDuring(async () => {
      for (let n = 0; n < STATEMENTS; n += 1) await slow();
    });
    // Without the turns, none: the whole chain runs in promise continuations.
    expect(turns).toBeGreaterThanOrEqual(STATEMENTS / 2);
    const bare = drizzle(client);
    const without = await timerTurnsDuring(async () => {
      for (let n = 0; n < STATEMENTS; n += 1) await bare.execute(sql`select pg_sleep(0.002)`);
    });
    expect(without).toBeLessThan(2);
  });

  it('does the same inside a transaction, which still commits and rolls back as one', async () => {
    const turns = await timerTurnsDuring(() =>
      db.transaction(async (tx) => {
        // Each insert holds the thread 2 ms too (a timer's turn comes a millisecond later at least).
        for (let n = 0; n < STATEMENTS; n += 1)
          await tx.execute(sql`insert into turns select ${n}::int from pg_sleep(0.002)`);
        await tx.execute(sql`select pg_sleep(0.01)`);
      }),
    );
    expect(turns).toBeGreaterThanOrEqual(STATEMENTS / 2);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into turns values (100)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from turns');
    expect(rows[0]!.count).toBe(STATEMENTS);
  });

  it('answers as the client does', async () => {
    const { rows } = await db.execute(sql`select 41 + 1 as answer`);
    expect(rows).toEqual([{ answer: 42 }]);
  });
});
