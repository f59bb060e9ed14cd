// The register's bulk load runs without the loaded tables' foreign keys and secondary indexes:
// each foreign key is otherwise checked row by row (one lookup per inserted row, 60 M of them)
// and each index grown row by row. They are recorded in `register_deferred_objects` before
// being dropped, and put back once every step is done: an index is built once, sorted, and a
// foreign key is validated by one set-based query over the whole table, so a register that does
// not hold together fails the build there. An interrupted build finds the record and goes on.
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../client';

/** The tables the register's steps insert into. */
export const LOADED_TABLES = [
  'holders',
  'users',
  'accounts',
  'terms_acceptances',
  'holdings',
  'fund_positions',
  'rights_grants',
  'holder_profiles',
  'coct_completions',
  'operations',
] as const;

type TRows<T> = { rows: T[] };
type TDeferred = { name: string; kind: 'index' | 'foreign key'; table_name: string; definition: string };

const loaded = sql.raw(LOADED_TABLES.map((table) => `'${table}'`).join(', '));

/** The rows of a raw query, on the database or inside a transaction. */
async function rows<T>(db: Pick<TDatabase, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as TRows<T>).rows;
}

/**
 * Records, then drops, the loaded tables' foreign keys and the indexes that back no constraint
 * (primary keys and unique constraints stay: they are what keeps the load itself honest).
 * Already deferred objects are not recorded twice.
 */
export async function deferConstraints(db: TDatabase): Promise<number> {
  await db.execute(sql`create table if not exists register_deferred_objects (
    name text primary key, kind text not null, table_name text not null, definition text not null)`);
  return db.transaction(async (tx) => {
    const foreignKeys = await rows<TDeferred>(
      tx,
      sql`select c.conname as name, 'foreign key' as kind, t.relname as table_name,
             pg_get_constraintdef(c.oid) as definition
          from pg_constraint c join pg_class t on t.oid = c.conrelid
          join pg_namespace n on n.oid = t.relnamespace
          where c.contype = 'f' and n.nspname = current_schema() and t.relname in (${loaded})`,
    );
    const indexes = await rows<TDeferred>(
      tx,
      sql`select i.indexname as name, 'index' as kind, i.tablename as table_name, i.indexdef as definition
          from pg_indexes i
          where i.schemaname = current_schema() and i.tablename in (${loaded})
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const object of [...foreignKeys, ...indexes]) {
      await tx.execute(sql`insert into register_deferred_objects (name, kind, table_name, definition)
        values (${object.name}, ${object.kind}, ${object.table_name}, ${object.definition})`);
      await tx.execute(
        object.kind === 'index'
          ? sql.raw(`drop index "${object.name}"`)
          : sql.raw(`alter table "${object.table_name}" drop constraint "${object.name}"`),
      );
    }
    return foreignKeys.length + indexes.length;
  });
}

/**
 * Puts back what `deferConstraints` dropped: the indexes first (a foreign key's check reads
 * them), each object in its own transaction with its record, so a resumed build skips what is
 * back. Answers how many came back.
 */
export async function restoreConstraints(db: TDatabase): Promise<number> {
  const exists = await rows<{ found: boolean }>(
    db,
    sql`select to_regclass('register_deferred_objects') is not null as found`,
  );
  if (!exists[0]?.found) return 0;
  const deferred = await rows<TDeferred>(
    db,
    sql`select name, kind, table_name, definition from register_deferred_objects
        order by case kind when 'index' then 0 else 1 end, name`,
  );
  for (const object of deferred)
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(
        object.kind === 'index'
          ? sql.raw(object.definition)
          : sql.raw(
              `alter table "${object.table_name}" add constraint "${object.name}" ${object.definition}`,
            ),
      );
      await tx.execute(sql`delete from register_deferred_objects where name = ${object.name}`);
    });
  return deferred.length;
}
