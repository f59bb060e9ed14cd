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

/** The outbox an adapter was given, or one over the database it was given (the app's older call). */
export const outboxOf = (options: { outbox: TOutboxRepository } | { db: TDatabase }): TOutboxRepository =>
  'outbox' in options ? options.outbox : createOutboxRepository(options.db);
