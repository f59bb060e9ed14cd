import { ERROR_CODES, type TSupportRequestDetail } from '@nomina/domain';
import { notFound } from '../../lib/app-error';
import type { TDeskRequests } from './desk.deps';

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
