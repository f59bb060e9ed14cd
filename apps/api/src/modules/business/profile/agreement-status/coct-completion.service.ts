import type { TProfileDeps } from '../profile.service';

/** Whether the account's agreement is complete (spec 3 §7: { complete: false } when nothing is recorded). */
export async function readCoctCompletion(
  { coctCompletion }: Pick<TProfileDeps, 'coctCompletion'>,
  tituNume: string,
) {
  return { complete: (await coctCompletion.findCoctCompletion(tituNume)) ?? false };
}
