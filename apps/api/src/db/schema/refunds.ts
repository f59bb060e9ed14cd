import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TRefundReason, TRefundStatut } from '@nomina/domain';
import { operations } from './operations';
import { payments } from './orders';

/**
 * A refund of a captured payment the request it paid cannot honour (issue 11: cancelled, rejected
 * or expired order, settled corporate action, request already paid). One per payment (unique), so
 * a repeated notification refunds once; its id is the idempotency key sent to the provider.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    idDemande: text('id_demande')
      .notNull()
      .references(() => operations.idDemande, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').$type<TRefundReason>().notNull(),
    /** EN_COURS until the provider accepts it (REMBOURSE); ECHEC after a refusal, retried later. */
    statut: text('statut').$type<TRefundStatut>().notNull(),
    /** The provider's id of the refund. */
    providerRefundRef: text('provider_refund_ref'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_refunds_payment').on(table.paymentId),
    index('payment_refunds_demande').on(table.idDemande),
  ],
);

/**
 * The local sandbox providers' own book of refunds (PAYMENT_PROVIDER / OPEN_BANKING_PROVIDER =
 * sandbox): what a real provider records on its side. The idempotency key is unique, so a refund
 * asked twice is recorded once and answers the same refund id.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  provider: text('provider').$type<'CB' | 'LINXO'>().notNull(),
  /** The sandbox session (charge) refunded. */
  chargeRef: text('charge_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
