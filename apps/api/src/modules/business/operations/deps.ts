import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/client';
import { unitOfWork, type TUnitOfWork } from '../../../db/unit-of-work';
import type { TPaymentInstructions } from '../../../adapters/payments/instructions';
import { createPaymentInstructions } from '../../../adapters/payments/instructions';
import { isModuleOpen, type TAccountScope } from '../../../access';
import { readParameterValue } from '../../../settings';
import { createHistoryRepository, type THistoryRepository } from '../history/history.repository';
import {
  findLiveOperationToken,
  insertOperationToken,
  spendOperationToken,
} from '../password-confirm/password-confirm.repository';
import { readBareme } from '../portfolio/valeurs/valeurs.service';
import { createHoldingsRepository, type THoldingsRepository } from './holdings.repository';
import { createOrdersRepository, type TOrdersRepository } from './orders.repository';
import { createReferenceRepository, type TReferenceRepository } from './reference.repository';
import type { TPricingSource } from './refunds/closing-refund.service';

/** Fee schedules (portfolio) and site parameters (settings) read from `db`. */
export function createPricingSource(db: TDatabase): TPricingSource {
  return {
    bareme: (emetIden, code) => readBareme(db, emetIden, code),
    parameter: (emetIden, name) => readParameterValue(db, emetIden, name),
  };
}

/** The password-confirmed operation tokens (business/password-confirm's table) read and written from `db`. */
export function createOperationTokens(db: TDatabase) {
  return {
    insert: (row: Parameters<typeof insertOperationToken>[1]) => insertOperationToken(db, row),
    findLive: (by: Parameters<typeof findLiveOperationToken>[1], now: Date) =>
      findLiveOperationToken(db, by, now),
    spend: (tokenHash: string, now?: Date) => spendOperationToken(db, tokenHash, now),
  };
}
export type TOperationTokens = ReturnType<typeof createOperationTokens>;

/** What placing an order writes together: the token spent and the order recorded. */
export type TPlaceRepositories = { orders: TOrdersRepository; operationTokens: TOperationTokens };

/** What checking a payment mode reads: the account's modules, the site parameters, the bank on file. */
export type TPaymentModeDeps = {
  isModuleOpen: (account: TAccountScope, moduleKey: string) => Promise<boolean>;
  pricing: Pick<TPricingSource, 'parameter'>;
  reference: Pick<TReferenceRepository, 'findBankOnFile'>;
};

/**
 * What the order services depend on: the operations' repositories, the pricing and module reads
 * of other layers, the order's unit of work, the clock and the payment-instruction adapter.
 */
export type TOperationsDeps = TPaymentModeDeps & {
  reference: TReferenceRepository;
  holdings: THoldingsRepository;
  orders: TOrdersRepository;
  /** An order's fills (the history's). */
  history: Pick<THistoryRepository, 'findFills'>;
  pricing: TPricingSource;
  operationTokens: TOperationTokens;
  transaction: TUnitOfWork<TPlaceRepositories>;
  now: () => Date;
  instructions: TPaymentInstructions;
};

/** The payment-mode check's reads from `db` (every payable request is checked with them). */
export function createPaymentModeDeps(db: TDatabase): TPaymentModeDeps {
  return {
    isModuleOpen: (account, moduleKey) => isModuleOpen(db, account, moduleKey),
    pricing: createPricingSource(db),
    reference: createReferenceRepository(db),
  };
}

/** Built once per server from its config. */
export function createOperationsDeps(app: FastifyInstance): TOperationsDeps {
  return {
    ...createPaymentModeDeps(app.db),
    reference: createReferenceRepository(app.db),
    holdings: createHoldingsRepository(app.db),
    orders: createOrdersRepository(app.db),
    history: createHistoryRepository(app.db),
    pricing: createPricingSource(app.db),
    operationTokens: createOperationTokens(app.db),
    transaction: unitOfWork(app.db, (db) => ({
      orders: createOrdersRepository(db),
      operationTokens: createOperationTokens(db),
    })),
    now: () => new Date(),
    instructions: createPaymentInstructions(app.config),
  };
}
