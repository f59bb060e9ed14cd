import type { THealthRepository } from './health.repository';

/** What the health check needs: the database's ping and which kind of database it is. */
export type THealthDeps = { health: THealthRepository; kind: 'pglite' | 'postgresql' };

/** The process answers and its database does too (a failed ping is the error handler's 500). */
export async function healthOf(deps: THealthDeps) {
  await deps.health.ping();
  return { status: 'ok' as const, database: deps.kind };
}
