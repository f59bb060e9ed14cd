import { desc, eq } from 'drizzle-orm';
import { MAX_MEETINGS, meetingStatutAt, parisWallClock, type TAssemblee } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { meetings } from '../../../db/schema';

/**
 * The issuer's latest meetings (at most four, by meeting date), oldest first, each with its
 * statut computed from its dates and the current Paris time.
 */
export async function readAssemblees(
  db: TDatabase,
  emetIden: number,
  now = new Date(),
): Promise<TAssemblee[]> {
  const rows = await db
    .select()
    .from(meetings)
    .where(eq(meetings.emetIden, emetIden))
    .orderBy(desc(meetings.dateAG), desc(meetings.id))
    .limit(MAX_MEETINGS);
  const clock = parisWallClock(now);
  return rows
    .reverse()
    .map(({ emetIden: _issuer, ...row }) => ({ ...row, statut: meetingStatutAt(row, clock) }));
}
