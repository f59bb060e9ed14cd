import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { coctCompletions } from '../../../../db/schema';

/** Whether the account's agreement is recorded complete; undefined when nothing is recorded. */
export async function findCoctCompletion(db: TDatabase, tituNume: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ complete: coctCompletions.complete })
    .from(coctCompletions)
    .where(eq(coctCompletions.tituNume, tituNume));
  return row?.complete;
}
