import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPaymentInstructions } from '../../../adapters/payments/instructions';
import { accountOf, isModuleOpen } from '../../../access';
import { authOf } from '../../../plugins/auth';
import { checkPaymentMode } from '../payables/payment-mode.service';
import { callerOf, createPasswordConfirmDeps } from '../password-confirm/password-confirm.deps';
import {
  confirmPassword,
  findOperationToken,
  hashToken,
  issueOperationToken,
} from '../password-confirm/password-confirm.service';
import type { TEngineDeps } from './ost-engine';
import { OST_NATURE, type TOstDeps, type TOstScope } from './ost.service';

/**
 * The corporate-action services' dependencies, wired to the app's database and adapters: for
 * one request (the token's account, user and password checks), and for the register engine.
 */
export function createOstDeps(app: FastifyInstance) {
  const instructions = createPaymentInstructions(app.config);
  const passwords = createPasswordConfirmDeps(app);
  return {
    engine: (): TEngineDeps => ({ db: app.db, now: () => new Date() }),
    forRequest(request: FastifyRequest): { deps: TOstDeps; scope: TOstScope } {
      const account = accountOf(request);
      const caller = callerOf(request);
      return {
        scope: { tituNume: account.tituNume, emetIden: account.emetIden, userId: authOf(request).userId },
        deps: {
          db: app.db,
          isModuleOpen: (moduleKey) => isModuleOpen(app.db, account, moduleKey),
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
          checkPaymentMode: (mode, montant) => checkPaymentMode(app.db, account, mode, montant),
        },
      };
    },
  };
}
