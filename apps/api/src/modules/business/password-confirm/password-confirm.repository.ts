import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { operationTokens } from '../../../db/schema';

/** The operation tokens' queries, one per function. */

export type TOperationTokenRow = typeof operationTokens.$inferSelect;

export async function insertOperationToken(db: TDatabase, row: typeof operationTokens.$inferInsert) {
  await db.insert(operationTokens).values(row);
}

/** The unspent, unexpired token of this hash, user, account and operation. */
export async function findLiveOperationToken(
  db: TDatabase,
  by: { tokenHash: string; userId: string; tituNume: string; natureDemande: string },
  now: Date,
): Promise<TOperationTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(operationTokens)
    .where(
      and(
        eq(operationTokens.tokenHash, by.tokenHash),
        eq(operationTokens.userId, by.userId),
        eq(operationTokens.tituNume, by.tituNume),
        eq(operationTokens.natureDemande, by.natureDemande),
        isNull(operationTokens.spentAt),
        gt(operationTokens.expiresAt, now),
      ),
    );
  return row;
}

/** Spends a token once (at `now`): false when another request spent it first. */
export async function spendOperationToken(
  db: Pick<TDatabase, 'update'>,
  tokenHash: string,
  now: Date = new Date(),
): Promise<boolean> {
  const spent = await db
    .update(operationTokens)
    .set({ spentAt: now })
    .where(and(eq(operationTokens.tokenHash, tokenHash), isNull(operationTokens.spentAt)))
    .returning({ tokenHash: operationTokens.tokenHash });
  return spent.length === 1;
}
