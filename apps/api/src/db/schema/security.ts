import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Persistent counters of the anti-abuse limits that span hours or days (reset codes sent per
 * login and per phone, code guesses per login): one row per scope and key, counted in a
 * window that restarts once it is older than the limit's period.
 *
 * The login's lock states live here too (scopes login-pair and login-unknown, see
 * modules/auth/attempts/login-locks.repository.ts): `count` is the failures, `windowStart` and
 * `lastAt` the last failure, and the lock columns the state the lock policy gave them.
 */
export const authCounters = pgTable(
  'auth_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    permanent: boolean('permanent').notNull().default(false),
    /** What the state belongs to beyond its key (a login and address pair: a keyed digest of the password's hash). */
    stamp: text('stamp').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
