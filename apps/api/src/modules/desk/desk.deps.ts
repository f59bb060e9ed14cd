import type { FastifyInstance } from 'fastify';
import { closeRequest, createSelfcareDeps, findRequest, listOpenRequests, threadOf } from '../business';

type TRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/**
 * The desk's view of the support requests, bound to the app's database here so the desk service
 * never sees it (business's support functions still take the database).
 */
function createDeskRequests(app: FastifyInstance) {
  return {
    listOpen: () => listOpenRequests(app.db),
    find: (idDemande: string) => findRequest(app.db, idDemande),
    threadOf: (row: TRequestRow) => threadOf(app.db, row),
    close: (idDemande: string) => closeRequest(app.db, idDemande),
  };
}

export type TDeskRequests = ReturnType<typeof createDeskRequests>;

/** What the desk API needs, built once per plugin: its requests, and support's own deps for answers. */
export function createDeskDeps(app: FastifyInstance) {
  return { requests: createDeskRequests(app), selfcare: createSelfcareDeps(app) };
}
