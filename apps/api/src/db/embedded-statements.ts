import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * Statement texts the embedded database keeps parsed and planned, the least recently used one
 * dropped for a new one. The app has a few hundred, and seeding the demo register on start runs
 * more than this many once: a cache that kept its first texts only left every later one (the
 * login's two among them) parsed on each call.
 */
export const EMBEDDED_STATEMENTS_KEPT = 256;

/** SQLSTATEs of a named statement that no longer fits the schema (its text then runs unnamed). */
const STALE = new Set(['0A000', '26000']);

type TNamed = { name: string; paramTypes: number[] };
type TQuery = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * The embedded database's statements parsed and planned once. PGlite's `query` sends each
 * statement unnamed: parsed, described and planned again on every call, which was about three
 * quarters of a login lookup's time (0.8–0.9 ms against 0.2–0.25 ms for the same statement
 * named). Each text is parsed once here as a named statement of the extended protocol, then
 * bound and executed, under the same locks as PGlite's own `query` (outside a transaction: no
 * transaction open meanwhile; inside: the transaction's). PostgreSQL re-plans a named statement
 * when the tables it reads change; one whose result no longer fits (a column added under it) is
 * dropped and its text run unnamed. PostgreSQL through `DATABASE_URL` names statements itself.
 */
export function createEmbeddedStatements(pg: PGlite) {
  const named = new Map<string, TNamed>();
  let made = 0;
  // Each call crosses into the database's WebAssembly once, whatever the messages it carries: a
  // statement's messages go together, its Sync last (an error skips to it, and is thrown once
  // every message has been read, as when each went on its own).
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
  const { serialize } = protocol;

  /** The statement of a text, now the most recently used one (none yet: undefined). */
  function take(text: string): TNamed | undefined {
    const statement = named.get(text);
    if (statement) {
      named.delete(text);
      named.set(text, statement);
    }
    return statement;
  }

  /**
   * Parses and describes a text under a new name (holding the query lock), closing the least
   * recently used statement first when the cache is full.
   */
  async function prepare(text: string): Promise<TNamed> {
    made += 1;
    const name = `nomina_${made}`;
    const messages = [
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    if (named.size >= EMBEDDED_STATEMENTS_KEPT) {
      const [oldest, dropped] = named.entries().next().value!;
      named.delete(oldest);
      messages.unshift(serialize.close({ type: 'S', name: dropped.name }));
    }
    const described = await send(joined(messages));
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    named.set(text, statement);
    return statement;
  }

  /** Binds and executes a named statement, as PGlite's `query` does an unnamed one. */
  async function execute(statement: TNamed, params: unknown[], options?: QueryOptions): Promise<Results> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await send(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    // PGlite merges a query's parsers into a copy of its own (over 300 types) on every call,
    // which doubled a short statement's time; they are put in front of its own instead.
    if (!options?.parsers) return parse.parseResults(answer, pg.parsers, options)[0]!;
    const { parsers, ...rest } = options;
    return parse.parseResults(answer, Object.assign(Object.create(pg.parsers), parsers), rest)[0]!;
  }

  /**
   * `query` of the database or of one of its transactions (`transaction`: the open one, whose
   * `query` runs what this path does not take).
   */
  function queryOf(transaction?: Transaction): TQuery {
    const unnamed: TQuery = (text, params, options) =>
      transaction ? transaction.query(text, params, options) : pg.query(text, params, options);
    const locked = <T>(work: () => Promise<T>) =>
      transaction
        ? pg._runExclusiveQuery(work)
        : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(work));
    return async (text, params = [], options) => {
      if (options?.blob) return unnamed(text, params, options);
      // As PGlite's own transaction: a statement after its end is refused, not run outside it.
      if (transaction?.closed) throw new Error('Transaction is closed');
      // As PGlite's `query`: the first statements wait for the database to have started.
      await pg.waitReady;
      const result = await locked(async () => {
        try {
          const results = await execute(take(text) ?? (await prepare(text)), params, options);
          if (!transaction) await pg.syncToFs();
          return results;
        } catch (error) {
          const dropped = named.get(text);
          if (dropped && STALE.has((error as { code?: string }).code ?? '')) {
            named.delete(text);
            await send(serialize.close({ type: 'S', name: dropped.name })).catch(() => undefined);
            await send(serialize.sync());
            return undefined; // run unnamed below, once the lock is given back
          }
          // As PGlite tells a failed statement: with its text, values and options.
          if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
          throw error;
        }
      });
      return result ?? unnamed(text, params, options);
    };
  }

  return { queryOf };
}

export type TEmbeddedStatements = ReturnType<typeof createEmbeddedStatements>;

/** Protocol messages as one buffer, in order. */
function joined(messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}
