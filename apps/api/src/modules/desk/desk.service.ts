import { ERROR_CODES, type TSupportRequestDetail } from '@nomina/domain';
import type { TDatabase } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findRequest, listOpenRequests, threadOf } from '../business';

/** The open support requests with who wrote them, without their messages (the desk's queue). */
export async function openRequests(db: TDatabase) {
  const rows = await listOpenRequests(db);
  const threads = await Promise.all(
    rows.map(async (row) => ({
      ...(await threadOf(db, row)),
      nom: row.nom,
      email: row.email,
      telephone: row.telephone,
      tituNume: row.tituNume,
    })),
  );
  return threads.map(({ messages: _messages, ...summary }) => summary);
}

/** One request's thread, or 404. */
export async function requestThread(db: TDatabase, idDemande: string): Promise<TSupportRequestDetail> {
  const row = await findRequest(db, idDemande);
  if (!row) throw notFound(ERROR_CODES.notFound);
  return threadOf(db, row);
}
