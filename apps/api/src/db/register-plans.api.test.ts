import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';
import {
  generatedHolder,
  generateRegister,
  operationsOf,
  type TRegisterPlan,
} from './seed/register-generator';

/**
 * Issue 15 §3, on a mid-sized register: the planner itself, with statistics and every plan type
 * allowed, chooses an index for each lookup of the login and the signed-in reads. The register
 * has the bench's shape (most holders a few operations, a few holders thousands, one giant), so a
 * lookup without an index shows a Seq Scan here. (`index-usage.api.test.ts` covers the tables the
 * register leaves empty: sessions, refresh tokens.)
 */
const MID_SIZED: TRegisterPlan = {
  holders: 6_000,
  giants: 1,
  giantOperations: 30_000,
  large: 10,
  largeOperations: 2_000,
  step: 6_000,
};
const GIANT = generatedHolder(1);
const SMALL = generatedHolder(4_321);
const userOf = (i: number) => `md5('nomina-register-${i}')::uuid`;

const LOOKUPS: Record<string, string> = {
  'user by login': `select * from users where login = '${SMALL.login}'`,
  'accounts of a user': `select * from accounts where user_id = ${userOf(4_321)}`,
  'holdings of a holder': `select * from holdings where titu_nume = '${SMALL.tituNume}'`,
  'history tab of a small holder': `select * from operations where titu_nume = '${SMALL.tituNume}' and categorie = 'BOURSE' order by date_operation desc, id_demande desc limit 10`,
  'history tab of the giant holder': `select * from operations where titu_nume = '${GIANT.tituNume}' and categorie = 'BOURSE' order by date_operation desc, id_demande desc limit 10`,
  'the giant holder, a deep page after a cursor': `select * from operations where titu_nume = '${GIANT.tituNume}' and categorie = 'BOURSE' and (date_operation, id_demande) < ('2001-01-01T00:00:00Z'::timestamptz, 'X') order by date_operation desc, id_demande desc limit 10`,
  'history tab total': `select n from operation_counts where titu_nume = '${GIANT.tituNume}' and categorie = 'BOURSE'`,
  'an operation by reference': `select * from operations where titu_nume = '${GIANT.tituNume}' and reference = 'OPR1-123'`,
};

async function planOf(app: FastifyInstance, query: string): Promise<string> {
  const result = (await app.db.execute(sql.raw(`explain ${query}`))) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const isServedByIndex = (plan: string) => /Index Cond/.test(plan) && !/Seq Scan/.test(plan);
/** A history page is read in the index's order: no sort of the holder's whole tab. */
const isReadInOrder = (plan: string) => !/Sort/.test(plan);

describeApi('the planner serves the login and the reads by index on a mid-sized register', (app) => {
  beforeAll(async () => {
    await generateRegister(app().db, MID_SIZED);
    await app().db.execute(sql`analyze`);
  }, 600_000);

  it('has the shape of the bench register', async () => {
    const result = (await app().db.execute(
      sql`select count(*)::int as n from operations where titu_nume = ${GIANT.tituNume}`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(operationsOf(MID_SIZED, 1));
  });

  it('puts back every foreign key and index the load set aside', async () => {
    const left = (await app().db.execute(
      sql`select count(*)::int as n from register_deferred_objects`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]?.n).toBe(0);
    const keys = (await app().db.execute(
      sql`select conname from pg_constraint where contype = 'f' and conrelid = 'operations'::regclass`,
    )) as unknown as { rows: { conname: string }[] };
    expect(keys.rows.map((row) => row.conname)).toContain('operations_titu_nume_holders_titu_nume_fk');
  });

  for (const [name, query] of Object.entries(LOOKUPS))
    it(name, async () => {
      const plan = await planOf(app(), query);
      expect(isServedByIndex(plan), plan).toBe(true);
      if (/order by/.test(query)) expect(isReadInOrder(plan), plan).toBe(true);
    });

  it('tells a lookup no index serves (the check itself)', async () => {
    const plan = await planOf(app(), `select * from holders where email = 'holder4321@example.test'`);
    expect(isServedByIndex(plan), plan).toBe(false);
  });
});
