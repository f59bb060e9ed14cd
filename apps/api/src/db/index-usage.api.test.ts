import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';

/**
 * Issue 15 §3: each lookup of the login and of the signed-in reads has an index that serves it.
 * The seeded register is small, so the planner would scan anyway: sequential scans are turned off
 * to ask whether an index *can* answer; without one the plan still shows a Seq Scan.
 */
const LOOKUPS: Record<string, string> = {
  'user by login': `select * from users where login = 'jdupont01'`,
  "the login's counters (address, login and address, unknown login)": `select * from auth_counters where (scope = 'login-address' and key = 'a') or (scope = 'login-pair' and key = 'b') or (scope = 'login-unknown' and key = 'c')`,
  'accounts of a user': `select * from accounts where user_id = '00000000-0000-0000-0000-000000000000'`,
  'session by id': `select * from sessions where id = '00000000-0000-0000-0000-000000000000'`,
  'sessions of a user': `select * from sessions where user_id = '00000000-0000-0000-0000-000000000000' and revoked_at is null`,
  'refresh token by hash': `select * from refresh_tokens where token_hash = 'x'`,
  'holdings of a holder': `select * from holdings where titu_nume = 'T1001-000101'`,
  'history tab, newest first': `select * from operations where titu_nume = 'T1001-000101' and categorie = 'BOURSE' order by date_operation desc, id_demande desc limit 10`,
  'history tab, the page after a cursor': `select id_demande from operations where titu_nume = 'T1001-000101' and categorie = 'BOURSE' and (date_operation, id_demande) < ('2024-01-01T00:00:00.000000Z'::timestamptz, 'X') order by date_operation desc, id_demande desc limit 20`,
  'history tab total': `select n from operation_counts where titu_nume = 'T1001-000101' and categorie = 'BOURSE'`,
  'habilitations of an account': `select * from account_habilitations where acti_iden = 101 and emet_iden = 1001`,
};

async function planOf(app: FastifyInstance, query: string): Promise<string> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** An index finds the rows (an Index Cond), not a full walk of some index filtered row by row. */
const isServedByIndex = (plan: string) => /Index Cond/.test(plan) && !/Seq Scan/.test(plan);

describeApi('indexes serve the login and the signed-in reads', (app) => {
  for (const [name, query] of Object.entries(LOOKUPS))
    it(name, async () => {
      const plan = await planOf(app(), query);
      expect(isServedByIndex(plan), plan).toBe(true);
    });

  it('tells a lookup no index serves (the check itself)', async () => {
    const plan = await planOf(app(), `select * from accounts where titu_nume = 'T1001-000101'`);
    expect(isServedByIndex(plan), plan).toBe(false);
  });
});
