import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedDemoRegister, syncTranslations } from '../db/seed/seed';

/**
 * On PostgreSQL the API suite migrates and seeds one template database per run (global setup),
 * and every test app starts from a copy of it (`CREATE DATABASE … TEMPLATE`, a file copy): the
 * files then run side by side, each on a database of its own. A server where the user may not
 * create databases falls back to resetting the URL's own database, one file at a time.
 */
const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates and seeds the run's template. */
export async function createTemplate(url: string): Promise<string> {
  const name = `nomina_tpl_${process.pid}`;
  try {
    await admin(url, async (client) => {
      await dropDatabase(client, name);
      await client.query(`create database ${name}`);
    });
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL: cannot create the suite's template database (${String(error)}). ` +
        'The role needs CREATEDB: ALTER ROLE <role> CREATEDB.',
    );
  }
  const database = openDatabase({ url: withDatabase(url, name) });
  await database.migrate();
  await seedDemoRegister(database.db);
  await syncTranslations(database.db);
  await database.close();
  return name;
}

/** A fresh copy of the template; gives its URL. */
export async function cloneTemplate(url: string, template: string): Promise<string> {
  const name = `${template.replace('_tpl_', '_t_')}_${randomBytes(6).toString('hex')}`;
  await admin(url, (client) => client.query(`create database ${name} template ${template}`));
  return withDatabase(url, name);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drops a database, whoever is still connected. `with (force)` also tries to end an autovacuum
 * worker, which a role that is not a superuser may not signal (42501 on PostgreSQL 13 to 15): then
 * the plain drop, which stops autovacuum itself, is tried until the test's own sessions are gone.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(250);
    }
  }
}

/** Drops one copy. */
export async function dropCopy(url: string, copyUrl: string): Promise<void> {
  const name = new URL(copyUrl).pathname.slice(1);
  await admin(url, (client) => dropDatabase(client, name));
}

/** At the end of the run: the template and any copy a crashed file left behind. */
export async function dropTemplate(url: string, template: string): Promise<void> {
  await admin(url, async (client) => {
    const copies = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${template.replace('_tpl_', '_t_')}_%`],
    );
    for (const { datname } of copies.rows) await dropDatabase(client, datname);
    await dropDatabase(client, template);
  });
}
