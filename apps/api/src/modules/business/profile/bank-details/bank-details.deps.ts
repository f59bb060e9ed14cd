import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../../../db/unit-of-work';
import { createPasswordConfirmDeps } from '../../password-confirm/password-confirm.deps';
import { createOperationTokensRepository } from '../../password-confirm/password-confirm.repository';
import { createProfileDocumentsRepository } from '../documents/profile-documents.repository';
import { createProfileRepository } from '../profile.repository';
import { createBankDetailsRepository } from './bank-details.repository';
import type { TBankDetailsDeps } from './bank-details.service';

/** What the bank-details services need, built once per plugin from the app (never the app itself). */
export function createBankDetailsDeps(app: FastifyInstance): TBankDetailsDeps {
  return {
    bank: createBankDetailsRepository(app.db),
    profile: createProfileRepository(app.db),
    documents: createProfileDocumentsRepository(app.db),
    tokens: createOperationTokensRepository(app.db),
    passwords: createPasswordConfirmDeps(app),
    isModuleOpen: app.habilitations.isOpen,
    transaction: unitOfWork(app.db, (db) => ({
      bank: createBankDetailsRepository(db),
      profile: createProfileRepository(db),
    })),
  };
}
