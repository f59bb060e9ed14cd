// Builds (or resumes) the registrar-scale register of `npm run bench -- register` on a PostgreSQL
// database: migrations, the demo register, then the generated holders and their operations.
//   node --import tsx apps/api/src/db/seed/register-cli.ts postgres://… [holders]
// Progress lines go to stdout; run it again after an interruption and it resumes.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { REGISTRAR_SCALE, generateRegister, totalOperations } from './register-generator';
import { warmLoginTables } from './register-warm';
import { seedDemoRegister, syncTranslations } from './seed';

const [url, holders] = process.argv.slice(2);
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  process.stderr.write('usage: register-cli.ts postgres://… [holders]\n');
  process.exit(2);
}
const plan = { ...REGISTRAR_SCALE, ...(holders ? { holders: Number(holders) } : {}) };
const say = (line: string) => process.stdout.write(`${line}\n`);

const database = openDatabase({ url });
try {
  const started = performance.now();
  await database.migrate();
  if (await seedDemoRegister(database.db)) say('demo register seeded');
  await syncTranslations(database.db);
  say(
    `generating ${plan.holders.toLocaleString('en-GB')} holders, ${totalOperations(plan).toLocaleString('en-GB')} operations`,
  );
  const { skipped, ran } = await generateRegister(database.db, plan, (name, seconds, done, total) =>
    say(`step ${done}/${total} ${name}: ${seconds.toFixed(1)} s`),
  );
  if (ran > 0) {
    say('vacuum analyze…');
    await database.db.execute(sql`vacuum analyze`);
  }
  say(
    `register ready: ${ran} steps run, ${skipped} already done, ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const warmed = await warmLoginTables(database.db);
  say(
    warmed === null
      ? 'the login tables were not read into memory first: pg_prewarm is not installed'
      : `the login's tables and indexes read into memory first (${warmed} MB, as on a server in use)`,
  );
} finally {
  await database.close();
}
