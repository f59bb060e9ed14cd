import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createEmbeddedStatements, type TEmbeddedStatements } from './embedded-statements';

/** The calls that run SQL in the embedded database (on the event loop's own thread). */
const RUNS_SQL = new Set<PropertyKey>(['query', 'exec', 'sql', 'transaction']);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The embedded database with each statement started on a turn of the event loop of its own.
 * PGlite runs SQL synchronously on the thread that serves requests, and a statement that follows
 * another (the next step of one login, another login's lookup waiting on the database's lock)
 * starts from a promise's continuation: without a turn in between, a chain of statements holds
 * the thread until it ends, and a request that arrived meanwhile (a page's translations) waits
 * for all of them. With it, that request waits for one statement at most (issue 15 §6).
 */
export function takingTurns(client: PGlite): PGlite {
  return turnsOf(client, createEmbeddedStatements(client));
}

/** The database or one of its transactions, each `query` a named statement (embedded-statements.ts). */
function turnsOf<T extends PGlite | Transaction>(
  client: T,
  statements: TEmbeddedStatements,
  transaction?: Transaction,
): T {
  const query = statements.queryOf(transaction);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!RUNS_SQL.has(property)) return value.bind(target);
      if (property === 'transaction')
        return async (run: (tx: Transaction) => Promise<unknown>) => {
          await nextTurn();
          return (target as PGlite).transaction((tx) => run(turnsOf(tx, statements, tx)));
        };
      return async (...args: unknown[]) => {
        await nextTurn();
        if (property === 'query') return query(...(args as Parameters<typeof query>));
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
