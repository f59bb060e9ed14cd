// Prepares a database for the benchmarks: the demo register, then one holder topped up to a given
// number of operations. Run before the server starts on the same folder (PGlite allows one
// process at a time), or on a throw-away PostgreSQL database, which it empties first:
//   node --import tsx apps/api/src/db/seed/operations-bench-cli.ts <DATA_DIR | postgres://…> [tituNume] [total] [--top-up]
// --top-up adds to a register already prepared (and possibly in use by a running server on
// PostgreSQL): no emptying, no seeding, only the holder's missing operations.
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { operations } from '../schema';
import { seedBulkOperations } from './operations';
import { seedDemoRegister, syncTranslations } from './seed';

const args = process.argv.slice(2);
const isTopUp = args.includes('--top-up');
const [dataDir, tituNume = 'T1001-000101', total = '5000'] = args.filter((arg) => arg !== '--top-up');
if (!dataDir) {
  process.stderr.write('usage: operations-bench-cli.ts <DATA_DIR | postgres://…> [tituNume] [total]\n');
  process.exit(2);
}

const isPostgres = /^postgres(ql)?:\/\//.test(dataDir);
const database = isPostgres ? openDatabase({ url: dataDir }) : openDatabase({ dataDir: `${dataDir}/pglite` });
try {
  if (isPostgres && !isTopUp) {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await database.migrate();
  if (!isTopUp) {
    await seedDemoRegister(database.db);
    await syncTranslations(database.db);
  }
  const [row] = await database.db
    .select({ n: count() })
    .from(operations)
    .where(eq(operations.tituNume, tituNume));
  const missing = Number(total) - (row?.n ?? 0);
  // Each top-up numbers its requests after the ones already there.
  if (missing > 0) await seedBulkOperations(database.db, tituNume, missing, 50_000 + (row?.n ?? 0));
  // What autovacuum keeps up to date on a live PostgreSQL: the visibility map lets the history's
  // count read the index alone.
  await database.db.execute(sql`vacuum analyze operations`);
  process.stdout.write(`${tituNume}: ${Math.max(Number(total), row?.n ?? 0)} operations\n`);
} finally {
  await database.close();
}
