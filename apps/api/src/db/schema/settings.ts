import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { holders, users } from './holders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A holder's electronic-delivery choices (spec 3 §1 e_services, e_convocation). No row: paper. */
export const holderSettings = pgTable('holder_settings', {
  tituNume: text('titu_nume')
    .primaryKey()
    .references(() => holders.tituNume),
  eServices: boolean('e_services').notNull().default(false),
  eServicesAt: at('e_services_at'),
  eConvocation: boolean('e_convocation').notNull().default(false),
  eConvocationAt: at('e_convocation_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Requests for exemption from the income-tax advance on dividends, one per holder and year. */
export const advanceExemptions = pgTable(
  'advance_exemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    annee: integer('annee').notNull(),
    situation: text('situation').notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('advance_exemptions_holder_year').on(table.tituNume, table.annee)],
);

/** Published versions of the terms of use; the highest one is due. */
export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  publishedAt: at('published_at').notNull().defaultNow(),
});

/** Who accepted which version, and when (authenticate/acceptCgu). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => termsVersions.version),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.version] })],
);
