import type { TDatabase } from '../../db/client';
import { pingDatabase } from './health.repository';

/** What the health check needs: the database and which kind it is. */
export type THealthDeps = { db: TDatabase; kind: 'pglite' | 'postgresql' };

/** The process answers and its database does too (a failed ping is the error handler's 500). */
export async function healthOf(deps: THealthDeps) {
  await pingDatabase(deps.db);
  return { status: 'ok' as const, database: deps.kind };
}
