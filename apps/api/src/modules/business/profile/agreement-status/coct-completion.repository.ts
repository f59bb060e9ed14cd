import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { coctCompletions } from '../../../../db/schema';

/** The agreement completion's query. */
export function createCoctCompletionRepository(db: TDatabase) {
  return {
    /** Whether the account's agreement is recorded complete; undefined when nothing is recorded. */
    async findCoctCompletion(tituNume: string): Promise<boolean | undefined> {
      const [row] = await db
        .select({ complete: coctCompletions.complete })
        .from(coctCompletions)
        .where(eq(coctCompletions.tituNume, tituNume));
      return row?.complete;
    },
  };
}

export type TCoctCompletionRepository = ReturnType<typeof createCoctCompletionRepository>;
