import type { FastifyInstance } from 'fastify';
import { createESignature } from '../../../../adapters/e-signature/e-signature';
import { pdfContextOf } from '../../../../lib/pdf/pdf-context';
import { unitOfWork } from '../../../../db/unit-of-work';
import { createNotifier } from '../../../auth';
import { createProfileRepository } from '../profile.repository';
import { createAgreementRepository } from './agreement.repository';
import type { TAgreementDeps } from './agreement.service';

/** What the agreement services need, built once per plugin from the app (never the app itself). */
export function createAgreementDeps(app: FastifyInstance): TAgreementDeps {
  const config = app.config;
  return {
    agreements: createAgreementRepository(app.db),
    profile: createProfileRepository(app.db),
    transaction: unitOfWork(app.db, (db) => ({
      agreements: createAgreementRepository(db),
      profile: createProfileRepository(db),
    })),
    store: app.documents,
    signer: createESignature(
      config.ESIGN_PROVIDER === 'p12'
        ? { kind: 'p12', path: config.ESIGN_P12_PATH!, passphrase: config.ESIGN_P12_PASSPHRASE! }
        : { kind: 'local', dataDir: config.dataDir },
    ),
    verifications: app.verifications,
    notifier: createNotifier(app),
    pdfContext: (language) => pdfContextOf(app.translations, language),
    otpTtlSeconds: config.OTP_TTL_SECONDS,
    maxCodeAttempts: config.MAX_CODE_ATTEMPTS,
  };
}
