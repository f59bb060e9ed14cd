import { sql } from 'drizzle-orm';
import type { TDatabase } from '../client';

/** What a login reads and writes: the user, their accounts, the session and its refresh token. */
const LOGIN_TABLES = ['users', 'accounts', 'issuers', 'sessions', 'refresh_tokens', 'auth_counters'];

/**
 * Reads the login's tables and their indexes into the operating system's cache (pg_prewarm,
 * PostgreSQL's contrib), as they are on a server that has been answering logins for a while. A
 * register built or resumed from disk otherwise starts cold, and a login of a random holder then
 * waits on the disk for each page it touches, which is the machine's disk and not the login.
 * Answers the megabytes read, or null when pg_prewarm is not installed (nothing is read then).
 */
export async function warmLoginTables(db: TDatabase): Promise<number | null> {
  try {
    await db.execute(sql`create extension if not exists pg_prewarm`);
  } catch {
    return null;
  }
  const tables = sql.join(
    LOGIN_TABLES.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select sum(pg_prewarm(relation, 'read')) as blocks
    from (
      select oid as relation from pg_class where oid in (${tables})
      union all
      select indexrelid from pg_index where indrelid in (${tables})
    ) as login_relations`)) as unknown as { rows: Array<{ blocks: string | number | null }> };
  const blocks = Number(result.rows[0]?.blocks ?? 0);
  return Math.round((blocks * 8192) / 1_048_576);
}
