import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/client';
import {
  createCardProvider,
  createOpenBankingProvider,
  type TCardProvider,
  type TOpenBankingProvider,
} from '../../../adapters/payments/providers';

/** What the payment services depend on: database, clock, the two providers and the notification key. */
export type TPaymentsDeps = {
  db: TDatabase;
  now: () => Date;
  card: TCardProvider;
  openBanking: TOpenBankingProvider;
  /** HMAC key the providers sign their notifications with. */
  webhookSecret: string;
};

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
