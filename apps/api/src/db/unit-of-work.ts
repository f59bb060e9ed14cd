import type { TDatabase } from './client';

/**
 * Runs work in one transaction, over repositories bound to it. A service that must write several
 * things together takes one of these (built in its module's deps file) and never sees the
 * database: `await deps.transaction(async ({ orders, holdings }) => { … })`.
 */
export type TUnitOfWork<TRepositories> = <T>(work: (repositories: TRepositories) => Promise<T>) => Promise<T>;

/** A unit of work over `db`: `build` makes the repositories from the transaction's handle. */
export function unitOfWork<TRepositories>(
  db: TDatabase,
  build: (db: TDatabase) => TRepositories,
): TUnitOfWork<TRepositories> {
  return (work) => db.transaction((tx) => work(build(tx)));
}
