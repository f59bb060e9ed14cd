import type { TDatabase } from '../../db/client';
import { outbox } from '../../db/schema';

/** The local outbox the dev mailbox shows (mail and SMS sent without a transport), one query per method. */
export function createOutboxRepository(db: TDatabase) {
  return {
    async insert(message: typeof outbox.$inferInsert) {
      await db.insert(outbox).values(message);
    },
  };
}

export type TOutboxRepository = ReturnType<typeof createOutboxRepository>;
