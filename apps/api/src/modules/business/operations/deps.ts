import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/client';
import { unitOfWork, type TUnitOfWork } from '../../../db/unit-of-work';
import type { TPaymentInstructions } from '../../../adapters/payments/instructions';
import { createPaymentInstructions } from '../../../adapters/payments/instructions';
import { createModuleAccess, type TAccountScope } from '../../../access';
import { createSiteSettings } from '../../../settings';
import { createHistoryRepository, type THistoryRepository } from '../history/history.repository';
import { createOperationTokensRepository } from '../password-confirm/password-confirm.repository';
import { createValeursRepository } from '../portfolio/valeurs/valeurs.repository';
import { createHoldingsRepository, type THoldingsRepository } from './holdings.repository';
import { createOrdersRepository, type TOrdersRepository } from './orders.repository';
import { createReferenceRepository, type TReferenceRepository } from './reference.repository';
import type { TPricingSource } from './refunds/closing-refund.service';

/** Fee schedules (portfolio) and site parameters (settings) read from `db`. */
export function createPricingSource(db: TDatabase): TPricingSource {
  const valeurs = createValeursRepository(db);
  const settings = createSiteSettings(db);
  return { bareme: valeurs.findBareme, parameter: settings.parameterValue };
}

/** The password-confirmed operation tokens (business/password-confirm's table). */
export type TOperationTokens = ReturnType<typeof createOperationTokensRepository>;

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
    isModuleOpen: createModuleAccess(db).isOpen,
    pricing: createPricingSource(db),
    reference: createReferenceRepository(db),
  };
}

/** Built once per server from its config. */
export function createOperationsDeps(app: FastifyInstance): TOperationsDeps {
  return {
    isModuleOpen: app.habilitations.isOpen,
    reference: createReferenceRepository(app.db),
    holdings: createHoldingsRepository(app.db),
    orders: createOrdersRepository(app.db),
    history: createHistoryRepository(app.db),
    pricing: createPricingSource(app.db),
    operationTokens: createOperationTokensRepository(app.db),
    transaction: unitOfWork(app.db, (db) => ({
      orders: createOrdersRepository(db),
      operationTokens: createOperationTokensRepository(db),
    })),
    now: () => new Date(),
    instructions: createPaymentInstructions(app.config),
  };
}
