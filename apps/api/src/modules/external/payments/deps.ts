import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unitOfWork, type TUnitOfWork } from '../../../db/unit-of-work';
import {
  createCardProvider,
  createOpenBankingProvider,
  type TCardProvider,
  type TOpenBankingProvider,
} from '../../../adapters/payments/providers';
import { createSandboxRefundsRepository } from '../../../adapters/payments/sandbox-refunds.repository';
import type { TPayables, TPayablesPort } from './payables.port';
import { createPaymentsRepository, type TPaymentsRepository } from './payments.repository';
import { createRefundsRepository, type TRefundsRepository } from './refunds.repository';

/** What the payment services depend on: their repositories, clock, the two providers and the notification key. */
export type TPaymentsDeps = {
  payments: TPaymentsRepository;
  refunds: TRefundsRepository;
  now: () => Date;
  card: TCardProvider;
  openBanking: TOpenBankingProvider;
  /** HMAC key the providers sign their notifications with. */
  webhookSecret: string;
};

/** What a provider's confirmed outcome writes together: the payment, the request it pays, a refund. */
export type TOutcomeRepositories = {
  payments: TPaymentsRepository;
  refunds: TRefundsRepository;
  payables: TPayables;
};

/** What paying a request needs besides: business's requests (the payables port) and the outcome's unit of work. */
export type TPayingDeps = TPaymentsDeps & {
  payables: TPayables;
  transaction: TUnitOfWork<TOutcomeRepositories>;
};

export function createPaymentsDeps(app: FastifyInstance): TPaymentsDeps {
  const webhookSecret =
    app.config.PAYMENT_WEBHOOK_SECRET ??
    createHmac('sha256', app.secrets.jwtSecret).update('payment-webhook').digest('base64url');
  const sandboxBook = createSandboxRefundsRepository(app.db);
  return {
    payments: createPaymentsRepository(app.db),
    refunds: createRefundsRepository(app.db),
    now: () => new Date(),
    card: createCardProvider(app.config, webhookSecret, sandboxBook),
    openBanking: createOpenBankingProvider(app.config, webhookSecret, sandboxBook),
    webhookSecret,
  };
}

/** What the app hands the payments' plugins: business's side of the payables port. */
export type TPaymentsOptions = { payables: TPayablesPort };

/** The paying services' dependencies: the payments' own and the port the app hands in, bound to the database. */
export function createPayingDeps(app: FastifyInstance, payables: TPayablesPort): TPayingDeps {
  return {
    ...createPaymentsDeps(app),
    payables: payables(app.db),
    transaction: unitOfWork(app.db, (db) => ({
      payments: createPaymentsRepository(db),
      refunds: createRefundsRepository(db),
      payables: payables(db),
    })),
  };
}
