import type { FastifyInstance } from 'fastify';
import { closeSupportRequest, createSelfcareDeps } from '../business';
import { createOrderFundsDeps, createReviewDeps } from '../desk';
import { themeServiceOf } from '../resource';
import { createDevHelpersRepository } from './dev-helpers.repository';

/**
 * What the non-production helpers need: their repository, the theme service (the one every
 * module shares, so a theme put in maintenance is seen at once), the desk's order funds and the
 * public URL. Built once per plugin from the app (the services never take the app or the database).
 */
export function createDevDeps(app: FastifyInstance) {
  return {
    helpers: createDevHelpersRepository(app.db),
    funds: createOrderFundsDeps(app),
    theme: themeServiceOf(app.db),
    publicUrl: app.config.publicUrl,
  };
}

export type TDevDeps = ReturnType<typeof createDevDeps>;

/** The desk helper's deps: support's own (for the answer) and the requests by reference. */
export function createDeskAnswerDeps(app: FastifyInstance) {
  const selfcare = createSelfcareDeps(app);
  return {
    selfcare,
    requests: {
      findByReference: (reference: string) => selfcare.support.findRequestByReference(reference),
      close: (idDemande: string) => closeSupportRequest(selfcare, idDemande),
    },
  };
}

export type TDeskAnswerDeps = ReturnType<typeof createDeskAnswerDeps>;

/** The profile-review helper's deps: the desk's review, and the helpers' login lookup. */
export function createDevReviewDeps(app: FastifyInstance) {
  return { ...createReviewDeps(app), helpers: createDevHelpersRepository(app.db) };
}
