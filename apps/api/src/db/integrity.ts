import type { PGlite } from '@electric-sql/pglite';

/** Every B-tree index of the application's schemas (not the system catalogue). */
const INDEXES = `
  select c.oid, c.relname
  from pg_index i
  join pg_class c on c.oid = i.indexrelid
  join pg_am am on am.oid = c.relam
  join pg_namespace n on n.oid = c.relnamespace
  where am.amname = 'btree' and n.nspname in ('public', 'drizzle')
  order by c.relname`;

/**
 * Checks each index's structure and that every row of its table is in it (PostgreSQL's amcheck,
 * `heapallindexed`): two processes writing one folder, or a disk fault, leave an index that no
 * longer finds rows the table holds, which a plain start would not notice. Returns the first
 * damage found, described, or null. Read-only apart from installing the extension once.
 */
export async function findDamagedIndex(client: PGlite): Promise<string | null> {
  await client.exec('create extension if not exists amcheck');
  const { rows } = await client.query<{ oid: number; relname: string }>(INDEXES);
  for (const index of rows) {
    try {
      await client.query('select bt_index_check(index => $1::regclass, heapallindexed => true)', [index.oid]);
    } catch (error) {
      return `index ${index.relname}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return null;
}
