import type { FastifyInstance } from 'fastify';
import { createPasswordConfirmDeps } from '../../password-confirm/password-confirm.deps';
import type { TBankDetailsDeps } from './bank-details.service';

/** What the bank-details services need, built once per plugin from the app (never the app itself). */
export function createBankDetailsDeps(app: FastifyInstance): TBankDetailsDeps {
  return { db: app.db, passwords: createPasswordConfirmDeps(app) };
}
