import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TModePaiement, TOrderNature, TSimulation, TStatutPaiement, TTypeVente } from '@nomina/domain';
import { holders } from './holders';
import { operations } from './operations';

/**
 * What an order placed on line adds to its operation row (spec 3 §4 purchase, sale, exercise
 * flows): the idempotency key (unique per holder, so a retried order is recorded once), the
 * payment status, where sale proceeds go and the amounts the holder confirmed.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    idDemande: text('id_demande')
      .primaryKey()
      .references(() => operations.idDemande, { onDelete: 'cascade' }),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the operation token spent to place it: a retry with the same key and token answers the same order. */
    tokenHash: text('token_hash').notNull(),
    natureDemande: text('nature_demande').$type<TOrderNature>().notNull(),
    modeDetention: text('mode_detention'),
    typeVente: integer('type_vente').$type<TTypeVente>(),
    idPlan: integer('id_plan'),
    statutPaiement: text('statut_paiement').$type<TStatutPaiement>().notNull(),
    modePaiement: text('mode_paiement').$type<TModePaiement>(),
    /** Bank account of the proceeds (sales); the full IBAN is needed to pay them. */
    iban: text('iban'),
    bic: text('bic'),
    /** Placed on a working day before the order window closed. */
    inBusinessDay: boolean('in_business_day').notNull(),
    simulation: jsonb('simulation').$type<TSimulation>().notNull(),
    /** Set when the order will not change any more (executed, expired, cancelled). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_requests_holder_key').on(table.tituNume, table.idempotencyKey),
    index('order_requests_open')
      .on(table.statutPaiement)
      .where(sql`${table.closedAt} is null`),
  ],
);

/** Payment attempts of an order with a provider (card or open banking). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idDemande: text('id_demande')
      .notNull()
      .references(() => operations.idDemande, { onDelete: 'cascade' }),
    provider: text('provider').$type<'CB' | 'LINXO'>().notNull(),
    /** The provider's id of the session or open-banking order. */
    providerRef: text('provider_ref').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** EN_COURS until the provider's signed notification: SUCCEEDED or REFUSED. */
    statut: text('statut').$type<'EN_COURS' | 'SUCCEEDED' | 'REFUSED'>().notNull(),
    reason: text('reason'),
    /** sha256 of the open-banking operationToken handed to the browser. */
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [index('payments_demande').on(table.idDemande, table.createdAt)],
);

/** The market's closed days (operation/closed-days); weekends are never stored. */
export const closedDays = pgTable('closed_days', {
  day: date('day').primaryKey(),
  libelle: text('libelle').notNull(),
});
