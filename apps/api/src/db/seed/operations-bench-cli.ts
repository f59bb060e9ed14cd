// Prepares an embedded database for the benchmarks: the demo register, then one holder topped up
// to a given number of operations. Run before the server starts on the same folder (PGlite allows
// one process at a time):
//   node --import tsx apps/api/src/db/seed/operations-bench-cli.ts <DATA_DIR> [tituNume] [total]
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { operations } from '../schema';
import { seedBulkOperations } from './operations';
import { seedDemoRegister, syncTranslations } from './seed';

const [dataDir, tituNume = 'T1001-000101', total = '5000'] = process.argv.slice(2);
if (!dataDir) {
  process.stderr.write('usage: operations-bench-cli.ts <DATA_DIR> [tituNume] [total]\n');
  process.exit(2);
}

const database = openDatabase({ dataDir: `${dataDir}/pglite` });
try {
  await database.migrate();
  await seedDemoRegister(database.db);
  await syncTranslations(database.db);
  const [row] = await database.db
    .select({ n: count() })
    .from(operations)
    .where(eq(operations.tituNume, tituNume));
  const missing = Number(total) - (row?.n ?? 0);
  if (missing > 0) await seedBulkOperations(database.db, tituNume, missing);
  // What autovacuum keeps up to date on a live PostgreSQL: the visibility map lets the history's
  // count read the index alone.
  await database.db.execute(sql`vacuum analyze operations`);
  process.stdout.write(`${tituNume}: ${Math.max(Number(total), row?.n ?? 0)} operations\n`);
} finally {
  await database.close();
}
