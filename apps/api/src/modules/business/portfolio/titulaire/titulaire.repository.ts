import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { holders } from '../../../../db/schema';

/** The holder's query. */
export function createTitulaireRepository(db: TDatabase) {
  return {
    async findHolder(tituNume: string) {
      const [holder] = await db.select().from(holders).where(eq(holders.tituNume, tituNume));
      return holder;
    },
  };
}

export type TTitulaireRepository = ReturnType<typeof createTitulaireRepository>;
