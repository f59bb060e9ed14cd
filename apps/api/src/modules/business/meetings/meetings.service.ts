import { MAX_MEETINGS, meetingStatutAt, parisWallClock, type TAssemblee } from '@nomina/domain';
import type { TMeetingsDeps } from './meetings.deps';

/**
 * The issuer's latest meetings (at most four, by meeting date), oldest first, each with its
 * statut computed from its dates and the current Paris time. A single-sign-on session may not
 * open the vote (spec 2 §5, §6): it gets no vote link, whatever its browser would do with one.
 */
export async function readAssemblees(
  { meetings }: TMeetingsDeps,
  emetIden: number,
  options: { viaSso: boolean; now?: Date },
): Promise<TAssemblee[]> {
  const rows = await meetings.findLatest(emetIden, MAX_MEETINGS);
  const clock = parisWallClock(options.now ?? new Date());
  return rows.reverse().map(({ emetIden: _issuer, ...row }) => ({
    ...row,
    urlVote: options.viaSso ? '' : row.urlVote,
    statut: meetingStatutAt(row, clock),
  }));
}
