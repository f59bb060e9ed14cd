import { ERROR_CODES, type TSupportRequestDetail } from '@nomina/domain';
import { notFound } from '../../lib/app-error';
import type { TDeskFiles, TDeskRequests } from './desk.deps';

/** The open support requests with who wrote them, without their messages (the desk's queue). */
export async function openRequests(deps: { requests: Pick<TDeskRequests, 'listOpen' | 'threadOf'> }) {
  const rows = await deps.requests.listOpen();
  const threads = await Promise.all(
    rows.map(async (row) => ({
      ...(await deps.requests.threadOf(row)),
      nom: row.nom,
      email: row.email,
      telephone: row.telephone,
      tituNume: row.tituNume,
    })),
  );
  return threads.map(({ messages: _messages, ...summary }) => summary);
}

/** One request's thread, or 404. */
export async function requestThread(
  deps: { requests: Pick<TDeskRequests, 'find' | 'threadOf'> },
  idDemande: string,
): Promise<TSupportRequestDetail> {
  const row = await deps.requests.find(idDemande);
  if (!row) throw notFound(ERROR_CODES.notFound);
  return deps.requests.threadOf(row);
}

/** Closes a request (404 for an unknown one); answers its thread as it now stands. */
export async function closeDeskRequest(deps: { requests: Pick<TDeskRequests, 'close'> }, idDemande: string) {
  return deps.requests.close(idDemande);
}

/** The types a support file may have (told by its bytes when it was sent); anything else goes as bytes. */
const SENT_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * A file of any support thread (a writer's or the desk's), with its bytes: 404 when the id is
 * unknown or its bytes are gone.
 */
export async function requestFile(deps: { files: TDeskFiles }, idFichier: string) {
  const file = await deps.files.find(idFichier);
  if (!file) throw notFound(ERROR_CODES.notFound);
  const bytes = await deps.files.read(file.storageKey);
  if (!bytes) throw notFound(ERROR_CODES.notFound);
  return {
    fileName: file.fileName,
    contentType: SENT_TYPES.has(file.contentType) ? file.contentType : 'application/octet-stream',
    bytes,
  };
}
