import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../../db/unit-of-work';
import { createPasswordConfirmDeps } from '../password-confirm/password-confirm.deps';
import { createOperationTokensRepository } from '../password-confirm/password-confirm.repository';
import { createAcceptanceRepository } from './acceptance.repository';
import type { TAcceptanceDeps } from './acceptance.service';

/** What the acceptance services need, built once per plugin from the app (never the app itself). */
export function createAcceptanceDeps(app: FastifyInstance): TAcceptanceDeps {
  return {
    acceptance: createAcceptanceRepository(app.db),
    passwords: createPasswordConfirmDeps(app),
    transaction: unitOfWork(app.db, (db) => ({
      tokens: createOperationTokensRepository(db),
      acceptance: createAcceptanceRepository(db),
    })),
  };
}
