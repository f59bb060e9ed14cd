import { openSync, closeSync, writeSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirError } from './data-dir-lock';

/** Issue 9 §6: a folder that opens but holds a damaged index is reported, not served. */
describe('embedded database integrity check', { timeout: 120_000 }, () => {
  it('passes a sound database and reports a damaged index by name', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'nomina-integrity-')), 'pglite');
    const first = openDatabase({ dataDir });
    await first.migrate();
    await first.db.execute(sql`create table scratch (id integer primary key, note text)`);
    await first.db.execute(sql`insert into scratch select g, md5(g::text) from generate_series(1, 5000) g`);
    await expect(first.verify!()).resolves.toBeUndefined();
    const { rows } = (await first.db.execute(
      sql`select pg_relation_filepath('scratch_pkey') as path`,
    )) as unknown as {
      rows: { path: string }[];
    };
    await first.close();

    // A page of the index overwritten, as a second writer or a disk fault would leave it.
    const fd = openSync(join(dataDir, rows[0]!.path), 'r+');
    writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 8192);
    closeSync(fd);

    const second = openDatabase({ dataDir });
    await second.migrate();
    const failure = await second.verify!().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataDirError);
    expect((failure as Error).message).toMatch(/is damaged \(index scratch_pkey: /);
    await second.close();
  });
});
