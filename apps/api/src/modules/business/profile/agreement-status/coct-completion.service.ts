import type { TDatabase } from '../../../../db/client';
import { findCoctCompletion } from './coct-completion.repository';

/** Whether the account's agreement is complete (spec 3 §7: { complete: false } when nothing is recorded). */
export async function readCoctCompletion(db: TDatabase, tituNume: string) {
  return { complete: (await findCoctCompletion(db, tituNume)) ?? false };
}
