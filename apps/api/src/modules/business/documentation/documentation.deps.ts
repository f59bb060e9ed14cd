import type { FastifyInstance } from 'fastify';
import { createHistoryRepository } from '../history/history.repository';
import { executionsOf } from '../history/history.service';
import { createDocumentContentRepository } from './document-content.repository';
import type { TDocumentDeps } from './document-content';
import { createDocumentationRepository, type TDocumentationRepository } from './documentation.repository';
import { createGedRepository, type TGedRepository } from './ged.repository';

/** What the documentation's services need: their repositories and what making a document needs. */
export type TDocumentationDeps = TDocumentDeps & {
  documentation: TDocumentationRepository;
  ged: TGedRepository;
};

/** Built once per plugin from the app (the services never take the app). */
export function createDocumentDeps(app: FastifyInstance): TDocumentationDeps {
  const history = createHistoryRepository(app.db);
  return {
    content: createDocumentContentRepository(app.db),
    findExecutions: (idDemande) => executionsOf(history, idDemande),
    documentation: createDocumentationRepository(app.db),
    ged: createGedRepository(app.db),
    translations: app.translations,
    documents: app.documents,
    log: app.log,
  };
}
