import type { FastifyInstance } from 'fastify';
import {
  closeSupportRequest,
  createSelfcareDeps,
  requestThread,
  type TRequestRow,
  type TSelfcareDeps,
} from '../business';

/** The desk's view of the support requests, over support's own repository and services. */
function createDeskRequests(selfcare: TSelfcareDeps) {
  return {
    listOpen: () => selfcare.support.listOpenRequests(),
    find: (idDemande: string) => selfcare.support.findRequest(idDemande),
    threadOf: (row: TRequestRow) => requestThread(selfcare, row),
    close: (idDemande: string) => closeSupportRequest(selfcare, idDemande),
  };
}

export type TDeskRequests = ReturnType<typeof createDeskRequests>;

/** What the desk API needs, built once per plugin: its requests, and support's own deps for answers. */
export function createDeskDeps(app: FastifyInstance) {
  const selfcare = createSelfcareDeps(app);
  return { requests: createDeskRequests(selfcare), selfcare };
}
