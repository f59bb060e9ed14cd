import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_STATEMENTS_KEPT } from './embedded-statements';
import { takingTurns } from './embedded-turns';

/** The texts the embedded database holds as named statements. */
async function namedTexts(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    `select statement from pg_prepared_statements where name like 'nomina_%' order by name`,
  );
  return rows.map((row) => row.statement);
}

describe('embedded database statements parsed once (named)', () => {
  const client = new PGlite();
  const db = takingTurns(client);

  beforeAll(async () => {
    await client.waitReady;
    await client.exec(`create table holders (id int primary key, name text, born timestamptz, tags jsonb);
      insert into holders values (1, 'Dupont', '1970-01-02T03:04:05Z', '["a"]'), (2, null, null, '[]');`);
  });
  afterAll(() => client.close());

  it('answers as PGlite does: rows, fields, counts, nulls, dates and JSON, in both row modes', async () => {
    const text = 'select id, name, born, tags from holders where id = any($1::int[]) order by id';
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { parsers: { [types.TIMESTAMPTZ]: String } },
    ]) {
      const named = await db.query(text, [[1, 2]], options);
      const plain = await client.query(text, [[1, 2]], options);
      expect(named.rows).toEqual(plain.rows);
      expect(named.fields).toEqual(plain.fields);
    }
    const updated = await db.query('update holders set name = $1 where id = $2', [null, 1]);
    expect(updated.affectedRows).toBe(1);
    await db.query('update holders set name = $1 where id = $2', ['Dupont', 1]);
  });

  it('parses a text once, then only binds and executes it', async () => {
    const text = 'select name from holders where id = $1';
    expect(await namedTexts(client)).not.toContain(text);
    for (const id of [1, 2, 1]) await db.query(text, [id]);
    expect((await namedTexts(client)).filter((statement) => statement === text)).toHaveLength(1);
    expect((await db.query<{ name: string }>(text, [1])).rows).toEqual([{ name: 'Dupont' }]);
  });

  it('fails a statement as PGlite does, with its code and text, and runs the next one', async () => {
    const text = 'insert into holders (id, name) values ($1, $2)';
    await db.query(text, [3, 'Martin']);
    await expect(db.query(text, [3, 'Martin'])).rejects.toMatchObject({ code: '23505', query: text });
    await expect(db.query('select * from nowhere where id = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await db.query('select count(*)::int as n from holders where id = $1', [3])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('runs inside a transaction: rolled back as one, refused once it is over', async () => {
    let after: PGlite | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into holders (id, name) values ($1, $2)', [10, 'Rolled back']);
        after = tx as unknown as PGlite;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await db.query('select count(*)::int as n from holders where id = $1', [10])).rows).toEqual([
      { n: 0 },
    ]);
    await expect(after!.query('select 1 where $1::int = 1', [1])).rejects.toThrow('Transaction is closed');
  });

  it('never runs inside another caller’s open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into holders (id, name) values ($1, $2)', [20, 'Committed']);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let read: number | undefined;
    const reading = db
      .query<{ n: number }>('select count(*)::int as n from holders where id = $1', [20])
      .then(({ rows }) => (read = rows[0]!.n));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Waiting for the transaction, not reading its uncommitted row from inside it.
    expect(read).toBeUndefined();
    release();
    await transaction;
    await reading;
    expect(read).toBe(1);
  });

  it('drops a statement whose result the schema changed, and answers with the new shape', async () => {
    const text = 'select * from holders where id = $1';
    await db.query(text, [1]);
    await client.exec('alter table holders add column city text');
    const { rows } = await db.query<{ city: string | null }>(text, [1]);
    expect(rows[0]).toHaveProperty('city', null);
    expect((await db.query<{ city: string | null }>(text, [1])).rows[0]).toHaveProperty('city', null);
  });

  it('keeps the texts used last once more texts than it holds have run (the oldest is closed)', async () => {
    const hot = 'select name from holders where id = $1 and $1 > 0';
    await db.query(hot, [1]);
    const once = (n: number) => `select ${n} + $1::int as n`;
    for (let n = 0; n < EMBEDDED_STATEMENTS_KEPT + 20; n += 1) {
      expect((await db.query<{ n: number }>(once(n), [1])).rows).toEqual([{ n: n + 1 }]);
      // A text in use is used again between the others, as a login is between a seed's statements.
      if (n % 50 === 0) await db.query(hot, [1]);
    }
    const kept = await namedTexts(client);
    expect(kept).toHaveLength(EMBEDDED_STATEMENTS_KEPT);
    expect(kept).toContain(hot);
    expect(kept).toContain(once(EMBEDDED_STATEMENTS_KEPT + 19));
    expect(kept).not.toContain(once(0));
    expect((await db.query<{ name: string }>(hot, [1])).rows).toEqual([{ name: 'Dupont' }]);
  });
});
