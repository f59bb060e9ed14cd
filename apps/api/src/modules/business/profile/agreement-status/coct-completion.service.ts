import type { TProfileDeps } from '../profile.service';
import { findCoctCompletion } from './coct-completion.repository';

/** Whether the account's agreement is complete (spec 3 §7: { complete: false } when nothing is recorded). */
export async function readCoctCompletion({ db }: Pick<TProfileDeps, 'db'>, tituNume: string) {
  return { complete: (await findCoctCompletion(db, tituNume)) ?? false };
}
