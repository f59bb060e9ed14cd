import { MAX_MEETINGS, meetingStatutAt, parisWallClock, type TAssemblee } from '@nomina/domain';
import type { TMeetingsDeps } from './meetings.deps';

/**
 * The issuer's latest meetings (at most four, by meeting date), oldest first, each with its
 * statut computed from its dates and the current Paris time.
 */
export async function readAssemblees(
  { meetings }: TMeetingsDeps,
  emetIden: number,
  now = new Date(),
): Promise<TAssemblee[]> {
  const rows = await meetings.findLatest(emetIden, MAX_MEETINGS);
  const clock = parisWallClock(now);
  return rows
    .reverse()
    .map(({ emetIden: _issuer, ...row }) => ({ ...row, statut: meetingStatutAt(row, clock) }));
}
