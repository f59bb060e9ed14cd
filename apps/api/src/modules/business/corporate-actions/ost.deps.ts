import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabase } from '../../../db/client';
import { createPaymentInstructions } from '../../../adapters/payments/instructions';
import { unitOfWork } from '../../../db/unit-of-work';
import { accountOf } from '../../../access';
import { authOf } from '../../../plugins/auth';
import { createPaymentModeDeps } from '../operations/deps';
import { checkPaymentMode } from '../payables/payment-mode.service';
import { callerOf, createPasswordConfirmDeps } from '../password-confirm/password-confirm.deps';
import {
  confirmPassword,
  findOperationToken,
  hashToken,
  issueOperationToken,
} from '../password-confirm/password-confirm.service';
import { createOperationTokensRepository } from '../password-confirm/password-confirm.repository';
import type { TEngineDeps } from './ost-engine';
import { createOstEngineRepository } from './ost-engine.repository';
import { createOstRepository } from './ost.repository';
import { OST_NATURE, type TOstDeps, type TOstScope } from './ost.service';

/**
 * The corporate-action services' dependencies, wired to the app's database and adapters: for
 * one request (the token's account, user and password checks), and for the register engine.
 */
export function createOstDeps(app: FastifyInstance) {
  const instructions = createPaymentInstructions(app.config);
  const passwords = createPasswordConfirmDeps(app);
  const ost = createOstRepository(app.db);
  const modes = createPaymentModeDeps(app.db);
  const transaction = unitOfWork(app.db, (db) => ({
    ost: createOstRepository(db),
    spendToken: (tokenHash: string) => createOperationTokensRepository(db).spend(tokenHash),
  }));
  return {
    engine: (): TEngineDeps => createOstEngineDeps(app.db, () => new Date()),
    forRequest(request: FastifyRequest): { deps: TOstDeps; scope: TOstScope } {
      const account = accountOf(request);
      const caller = callerOf(request);
      return {
        scope: { tituNume: account.tituNume, emetIden: account.emetIden, userId: authOf(request).userId },
        deps: {
          ost,
          transaction,
          isModuleOpen: (moduleKey) => modes.isModuleOpen(account, moduleKey),
          tokens: {
            issue: async () => {
              const token = await issueOperationToken(passwords, caller, { natureDemande: OST_NATURE });
              return { token, tokenHash: hashToken(token) };
            },
            find: (token) => findOperationToken(passwords, caller, token, OST_NATURE),
            confirmPassword: (password) => confirmPassword(passwords, caller, password),
          },
          now: () => new Date(),
          instructions,
          checkPaymentMode: (mode, montant) => checkPaymentMode(modes, account, mode, montant),
        },
      };
    },
  };
}

/** The register engine's dependencies over `db`: the due events, and a unit of work per event. */
export function createOstEngineDeps(db: TDatabase, now: () => Date): TEngineDeps {
  return {
    ost: createOstRepository(db),
    transaction: unitOfWork(db, (tx) => ({ engine: createOstEngineRepository(tx) })),
    now,
  };
}
