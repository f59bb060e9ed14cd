import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';

/** The database's liveness: one query per method. */
export function createHealthRepository(db: TDatabase) {
  return {
    /** One round trip to the database: throws when it does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type THealthRepository = ReturnType<typeof createHealthRepository>;
