import { ERROR_CODES, type TSupportRequestDetail } from '@nomina/domain';
import type { TDatabase } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { closeRequest, findRequest, listOpenRequests, threadOf } from '../business';

/** The open support requests with who wrote them, without their messages (the desk's queue). */
export async function openRequests(deps: { db: TDatabase }) {
  const rows = await listOpenRequests(deps.db);
  const threads = await Promise.all(
    rows.map(async (row) => ({
      ...(await threadOf(deps.db, row)),
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
  deps: { db: TDatabase },
  idDemande: string,
): Promise<TSupportRequestDetail> {
  const row = await findRequest(deps.db, idDemande);
  if (!row) throw notFound(ERROR_CODES.notFound);
  return threadOf(deps.db, row);
}

/** Closes a request (404 for an unknown one); answers its thread as it now stands. */
export async function closeDeskRequest(deps: { db: TDatabase }, idDemande: string) {
  return closeRequest(deps.db, idDemande);
}
