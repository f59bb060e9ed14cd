import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { meetings } from '../../../db/schema';

/** The meetings' queries, one per method. */
export function createMeetingsRepository(db: TDatabase) {
  return {
    /** The issuer's latest meetings, newest meeting date first. */
    async findLatest(emetIden: number, limit: number) {
      return db
        .select()
        .from(meetings)
        .where(eq(meetings.emetIden, emetIden))
        .orderBy(desc(meetings.dateAG), desc(meetings.id))
        .limit(limit);
    },
  };
}

export type TMeetingsRepository = ReturnType<typeof createMeetingsRepository>;
