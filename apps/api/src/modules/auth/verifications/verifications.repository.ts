import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { verifications } from '../../../db/schema';

export type TVerification = typeof verifications.$inferSelect;

/** The one-time secrets of every flow (only keyed hashes are stored): one query per method. */
export function createVerificationsRepository(db: TDatabase) {
  return {
    async insert(values: {
      verificationKey: string;
      userId: string | null;
      purpose: string;
      data: Record<string, unknown>;
      expiresAt: Date;
    }): Promise<TVerification> {
      const [row] = await db.insert(verifications).values(values).returning();
      return row!;
    },

    async setLink(id: string, secretHash: string): Promise<void> {
      await db.update(verifications).set({ secretHash, channel: 'LINK' }).where(eq(verifications.id, id));
    },

    /** Spends a live, unused link by its hash: the flow, or null. */
    async spendLink(secretHash: string, now: Date): Promise<TVerification | null> {
      const [row] = await db
        .update(verifications)
        .set({ secretHash: null, channel: null })
        .where(
          and(
            eq(verifications.secretHash, secretHash),
            eq(verifications.channel, 'LINK'),
            isNull(verifications.consumedAt),
            gt(verifications.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The live, unconsumed flow of a verification key (any purpose). */
    async findLive(verificationKey: string, now: Date): Promise<TVerification | null> {
      const [row] = await db
        .select()
        .from(verifications)
        .where(
          and(
            eq(verifications.verificationKey, verificationKey),
            isNull(verifications.consumedAt),
            gt(verifications.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    /** A new code's hash on the flow, its attempts back to zero. */
    async setCode(
      id: string,
      values: { channel: 'MOBILE' | 'MAIL'; secretHash: string; data: Record<string, unknown> },
    ): Promise<void> {
      await db
        .update(verifications)
        .set({ ...values, attempts: 0 })
        .where(eq(verifications.id, id));
    },

    /**
     * Takes one guess of a live code in one atomic statement: the attempt counter rises only
     * while it is under the limit. Null when no guess may be taken.
     */
    async takeGuess(
      id: string,
      maxAttempts: number,
    ): Promise<{ attempts: number; secretHash: string | null; data: Record<string, unknown> } | null> {
      const [taken] = await db
        .update(verifications)
        .set({ attempts: sql`${verifications.attempts} + 1` })
        .where(
          and(
            eq(verifications.id, id),
            lt(verifications.attempts, maxAttempts),
            isNotNull(verifications.secretHash),
            sql`${verifications.channel} is distinct from 'LINK'`,
            isNull(verifications.consumedAt),
          ),
        )
        .returning({
          attempts: verifications.attempts,
          secretHash: verifications.secretHash,
          data: verifications.data,
        });
      return taken ?? null;
    },

    async findSecret(id: string): Promise<{ secretHash: string | null; channel: string | null } | null> {
      const [row] = await db
        .select({ secretHash: verifications.secretHash, channel: verifications.channel })
        .from(verifications)
        .where(eq(verifications.id, id));
      return row ?? null;
    },

    /** Spends a code whose hash is still the one guessed: false when another call spent it first. */
    async spendCode(id: string, secretHash: string): Promise<boolean> {
      const [spent] = await db
        .update(verifications)
        .set({ secretHash: null, attempts: 0 })
        .where(and(eq(verifications.id, id), eq(verifications.secretHash, secretHash)))
        .returning({ id: verifications.id });
      return spent !== undefined;
    },

    /** Adds one to the flow's attempts; gives the new count. */
    async addAttempt(id: string): Promise<number> {
      const [updated] = await db
        .update(verifications)
        .set({ attempts: sql`${verifications.attempts} + 1` })
        .where(eq(verifications.id, id))
        .returning({ attempts: verifications.attempts });
      return updated?.attempts ?? 0;
    },

    async clearAttempts(id: string): Promise<void> {
      await db.update(verifications).set({ attempts: 0 }).where(eq(verifications.id, id));
    },

    async setData(id: string, data: Record<string, unknown>): Promise<void> {
      await db.update(verifications).set({ data }).where(eq(verifications.id, id));
    },

    async consume(id: string, now: Date): Promise<void> {
      await db
        .update(verifications)
        .set({ consumedAt: now, secretHash: null })
        .where(eq(verifications.id, id));
    },
  };
}

export type TVerificationsRepository = ReturnType<typeof createVerificationsRepository>;
