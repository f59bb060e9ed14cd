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

/** The files of the support threads (any request's, the holder's or the desk's), over support's store. */
function createDeskFiles(selfcare: TSelfcareDeps) {
  return {
    find: (idFichier: string) => selfcare.support.findFile(idFichier),
    read: (storageKey: string) => selfcare.files.get(storageKey),
  };
}

export type TDeskFiles = ReturnType<typeof createDeskFiles>;

/** What the desk API needs, built once per plugin: its requests and files, and support's own deps for answers. */
export function createDeskDeps(app: FastifyInstance) {
  const selfcare = createSelfcareDeps(app);
  return { requests: createDeskRequests(selfcare), files: createDeskFiles(selfcare), selfcare };
}
