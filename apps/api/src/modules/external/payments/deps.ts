import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/client';
import {
  createCardProvider,
  createOpenBankingProvider,
  type TCardProvider,
  type TOpenBankingProvider,
} from '../../../adapters/payments/providers';
import type { TPayablesPort } from './payables.port';

/** What the payment services depend on: database, clock, the two providers and the notification key. */
export type TPaymentsDeps = {
  db: TDatabase;
  now: () => Date;
  card: TCardProvider;
  openBanking: TOpenBankingProvider;
  /** HMAC key the providers sign their notifications with. */
  webhookSecret: string;
};

/** What paying a request needs besides: business's requests, through the payables port. */
export type TPayingDeps = TPaymentsDeps & { payables: TPayablesPort };

export function createPaymentsDeps(app: FastifyInstance): TPaymentsDeps {
  const webhookSecret =
    app.config.PAYMENT_WEBHOOK_SECRET ??
    createHmac('sha256', app.secrets.jwtSecret).update('payment-webhook').digest('base64url');
  return {
    db: app.db,
    now: () => new Date(),
    card: createCardProvider(app.config, webhookSecret, app.db),
    openBanking: createOpenBankingProvider(app.config, webhookSecret, app.db),
    webhookSecret,
  };
}

/** What the app hands the payments' plugins: business's side of the payables port. */
export type TPaymentsOptions = { payables: TPayablesPort };

/** The paying services' dependencies: the payments' own and the port the app hands in. */
export function createPayingDeps(app: FastifyInstance, payables: TPayablesPort): TPayingDeps {
  return { ...createPaymentsDeps(app), payables };
}
