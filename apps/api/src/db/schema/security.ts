import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Persistent counters of the anti-abuse limits that span hours or days (reset codes sent per
 * login and per phone, code guesses per login): one row per scope and key, counted in a
 * window that restarts once it is older than the limit's period.
 */
export const authCounters = pgTable(
  'auth_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
