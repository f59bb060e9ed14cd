import type { FastifyInstance } from 'fastify';
import { createAuthCounters } from '../../../auth';
import { createProfileDocumentsRepository } from './profile-documents.repository';
import { createProfileFileStore } from './profile-file-store';
import type { TDocumentsDeps } from './profile-documents.service';

/** What the profile-document services need, built once per plugin from the app (never the app itself). */
export function createDocumentsDeps(app: FastifyInstance): TDocumentsDeps {
  const counters = createAuthCounters(app.db);
  return {
    documents: createProfileDocumentsRepository(app.db),
    files: createProfileFileStore(app.config.dataDir),
    boundsMb: { image: app.config.ID_CHECK_MAX_IMAGE_MB, pdf: app.config.ID_CHECK_MAX_PDF_MB },
    isModuleOpen: app.habilitations.isOpen,
    // The identity check's daily count of a user's files (ID_CHECK_UPLOADS_PER_DAY), shared.
    mayUpload: async (userId) =>
      (
        await counters.hit('id-check:upload-user', userId, {
          periodSeconds: 86_400,
          max: app.config.ID_CHECK_UPLOADS_PER_DAY,
        })
      ).allowed,
  };
}
