/**
 * The signed-in read path's cache (issue 15 §1): what every authenticated request checks (the
 * session is live, its user accepted the terms in force, the account may open a module) kept in
 * process for a few seconds, so a repeat read touches no database for those checks; and whole
 * answers of the reads that change rarely (an account's securities), so that a repeat read
 * touches no database at all.
 *
 * Correctness comes from invalidation, not from the time limit: every write to the tables behind
 * these answers announces itself on the `nomina_invalidate` channel once committed (migration
 * 0022's triggers, whichever instance or tool wrote), and every instance drops what it holds at
 * once. While an instance is not listening (connection lost, reconnecting) it caches nothing.
 * The time limit only bounds memory and the cost of a missed notification.
 */
import { sealAnswer } from './cached-answer';

export const INVALIDATION_CHANNEL = 'nomina_invalidate';

type TEntry<V> = { value: V; expiresAt: number };

/** A bounded map of answers with an expiry; the oldest entry goes first when it is full. */
export class TtlCache<V> {
  private readonly entries = new Map<string, TEntry<V>>();
  /** Bumped by every invalidation: a load that started before one must not store its answer. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly isActive: () => boolean,
    /** Called on each value stored (the answers cache seals them: cached-answer.ts). */
    private readonly onStore: (value: V) => void = () => {},
  ) {}

  /** The cached answer for `key`, or the loader's (stored when nothing was invalidated meanwhile). */
  async load(key: string, loader: () => Promise<V>, expiresBy?: (value: V) => number): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now && this.isActive()) return hit.value;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const value = await loader();
    if (generation === this.generation && this.isActive()) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      const expiresAt = Math.min(now + this.ttlMs, expiresBy?.(value) ?? Number.POSITIVE_INFINITY);
      this.onStore(value);
      this.entries.set(key, { value, expiresAt });
    }
    return value;
  }

  /** Drops the entries the predicate picks (every entry without one). */
  invalidate(picks?: (key: string, value: V) => boolean): void {
    this.generation += 1;
    if (!picks) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (picks(key, entry.value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What the auth hook needs of a session (null: ended, revoked or unknown). */
export type TCachedSession = {
  userId: string;
  expiresAt: number;
  hasCurrentTerms: boolean;
  isSso: boolean;
} | null;

export type TReadCache = ReturnType<typeof createReadCache>;

export function createReadCache(options: { ttlSeconds: number; maxEntries?: number }) {
  let listening = false;
  const isActive = () => listening;
  const maxEntries = options.maxEntries ?? 50_000;
  const sessions = new TtlCache<TCachedSession>(options.ttlSeconds * 1000, maxEntries, isActive);
  /** Keyed `actiIden:emetIden:moduleKey`. */
  const modules = new TtlCache<boolean>(options.ttlSeconds * 1000, maxEntries, isActive);
  /** Whole answers of one account's reads, keyed `<read>|<tituNume>|<actiIden>:<emetIden>|…`. */
  const answers = new TtlCache<unknown>(options.ttlSeconds * 1000, maxEntries, isActive, sealAnswer);

  /**
   * Counts the changes to the themes and to which theme an issuer has (`themes`, migration 0027):
   * the theme service keeps its own few seconds' copy and reads again when this moves.
   */
  let themeChanges = 0;

  const clear = () => {
    sessions.invalidate();
    modules.invalidate();
    answers.invalidate();
    themeChanges += 1;
  };

  /** Applies one payload of the channel (see migrations 0022, 0024 and 0027). Unknown payloads clear everything. */
  const apply = (payload: string) => {
    const [kind, first, second] = payload.split(':');
    if (kind === 'themes') themeChanges += 1;
    else if (kind === 'session' && first) sessions.invalidate((key) => key === first);
    else if (kind === 'user' && first) sessions.invalidate((_key, value) => value?.userId === first);
    else if (kind === 'holder' && first) answers.invalidate((key) => key.split('|')[1] === first);
    else if (kind === 'answers') answers.invalidate();
    else if (kind === 'account' && first && second) {
      modules.invalidate((key) => key.startsWith(`${first}:${second}:`));
      answers.invalidate((key) => key.split('|')[2] === `${first}:${second}`);
    } else if (kind === 'issuer' && first) {
      modules.invalidate((key) => key.split(':')[1] === first);
      answers.invalidate((key) => key.split('|')[2]?.split(':')[1] === first);
    } else clear();
  };

  return {
    sessions,
    modules,
    answers,
    apply,
    /** Listening again (or for the first time): start from nothing, since notifications were missed. */
    resume() {
      clear();
      listening = true;
    },
    /** The channel is lost: cache nothing until it is back. */
    suspend() {
      listening = false;
      clear();
    },
    get isListening() {
      return listening;
    },
    get themeChanges() {
      return themeChanges;
    },
  };
}

/** The cache of each open database (tests run several apps, each with its own database). */
const cacheOfDatabase = new WeakMap<object, TReadCache>();

export function attachReadCache(db: object, cache: TReadCache): void {
  cacheOfDatabase.set(db, cache);
}

/** The read cache of `db`, if the app runs one (a transaction handle has none: its writes notify). */
export function readCacheOf(db: object): TReadCache | undefined {
  return cacheOfDatabase.get(db);
}

/**
 * Drops what this instance holds about `payload` at once, before the committed write's
 * notification comes back: the request that follows a logout on the same instance never sees
 * the old answer. The other instances learn it from the channel.
 */
export function invalidateNow(db: object, payload: string): void {
  readCacheOf(db)?.apply(payload);
}
