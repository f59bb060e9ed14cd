import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { createAuthCounters } from '../../../lib/auth-counters';
import { verifications } from '../../../db/schema';

export type TVerification = typeof verifications.$inferSelect;
export type TPurpose = 'SIGNUP' | 'RESET' | 'LOGIN_OTP' | 'OLD_ACCOUNT' | 'PROFILE_CONTACT' | 'COCT_SIGN';
export type TCodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted';

/**
 * The one-time secrets of every flow: e-mail links and 6-digit codes. Only keyed hashes are
 * stored (a 6-digit code is too small a space for a plain hash), each is single use, expires,
 * and a code allows MAX_CODE_ATTEMPTS tries.
 */
export function createVerifications(db: TDatabase, secret: string, options: { guessesPerDay?: number } = {}) {
  const counters = createAuthCounters(db);
  const guessesPerDay = options.guessesPerDay ?? Number.POSITIVE_INFINITY;
  const DAY_SECONDS = 86_400;
  const keyed = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const sameHash = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    /** Starts a flow; the verification key ties its later steps together. */
    async start(input: {
      userId: string | null;
      purpose: TPurpose;
      ttlSeconds: number;
      data?: Record<string, unknown>;
      verificationKey?: string;
    }) {
      const verificationKey = input.verificationKey ?? randomBytes(24).toString('base64url');
      const [row] = await db
        .insert(verifications)
        .values({
          verificationKey,
          userId: input.userId,
          purpose: input.purpose,
          data: input.data ?? {},
          expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
        })
        .returning();
      return row!;
    },

    /** A link secret for an e-mail: the flow is found again from it, once. */
    async startLink(input: { userId: string; purpose: TPurpose; ttlSeconds: number }) {
      const link = randomBytes(32).toString('base64url');
      const row = await this.start({ ...input, data: {} });
      await db
        .update(verifications)
        .set({ secretHash: keyed(`link:${link}`), channel: 'LINK' })
        .where(eq(verifications.id, row.id));
      return link;
    },

    /** Spends a link: gives its live flow, or null when unknown, used or expired. */
    async openLink(link: string): Promise<TVerification | null> {
      const [row] = await db
        .update(verifications)
        .set({ secretHash: null, channel: null })
        .where(
          and(
            eq(verifications.secretHash, keyed(`link:${link}`)),
            eq(verifications.channel, 'LINK'),
            isNull(verifications.consumedAt),
            gt(verifications.expiresAt, new Date()),
          ),
        )
        .returning();
      return row ?? null;
    },

    async find(verificationKey: string, purpose: TPurpose | TPurpose[]): Promise<TVerification | null> {
      const purposes = Array.isArray(purpose) ? purpose : [purpose];
      const [row] = await db
        .select()
        .from(verifications)
        .where(
          and(
            eq(verifications.verificationKey, verificationKey),
            isNull(verifications.consumedAt),
            gt(verifications.expiresAt, new Date()),
          ),
        );
      return row && purposes.includes(row.purpose as TPurpose) ? row : null;
    },

    /** A new code for the flow (replacing any earlier one), valid `ttlSeconds`. */
    async issueCode(row: TVerification, channel: 'MOBILE' | 'MAIL', ttlSeconds: number): Promise<string> {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await db
        .update(verifications)
        .set({
          channel,
          secretHash: keyed(`code:${row.verificationKey}:${code}`),
          attempts: 0,
          data: { ...row.data, codeExpiresAt: Date.now() + ttlSeconds * 1000 },
        })
        .where(eq(verifications.id, row.id));
      return code;
    },

    /**
     * Checks a code; a right one is spent at once, a wrong one uses up an attempt. Taking the
     * guess is one atomic statement (the attempt counter rises only while it is under the
     * limit), so simultaneous guesses on one code are never compared more than `maxAttempts`
     * times, and only one of them can spend a right code.
     */
    async checkCode(row: TVerification, code: string, maxAttempts: number): Promise<TCodeCheck> {
      // Wrong codes are also bounded per user over a day, over every code and flow.
      if (row.userId && (await counters.count('code-guess', row.userId, DAY_SECONDS)) >= guessesPerDay)
        return 'exhausted';
      const [taken] = await db
        .update(verifications)
        .set({ attempts: sql`${verifications.attempts} + 1` })
        .where(
          and(
            eq(verifications.id, row.id),
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
      if (!taken) {
        const [current] = await db
          .select({ secretHash: verifications.secretHash, channel: verifications.channel })
          .from(verifications)
          .where(eq(verifications.id, row.id));
        return current?.secretHash && current.channel !== 'LINK' ? 'exhausted' : 'expired';
      }
      if (Number(taken.data.codeExpiresAt ?? 0) < Date.now()) return 'expired';
      if (sameHash(taken.secretHash!, keyed(`code:${row.verificationKey}:${code}`))) {
        const [spent] = await db
          .update(verifications)
          .set({ secretHash: null, attempts: 0 })
          .where(and(eq(verifications.id, row.id), eq(verifications.secretHash, taken.secretHash!)))
          .returning({ id: verifications.id });
        return spent ? 'ok' : 'expired';
      }
      if (row.userId)
        await counters.hit('code-guess', row.userId, { periodSeconds: DAY_SECONDS, max: guessesPerDay });
      return taken.attempts >= maxAttempts ? 'exhausted' : 'wrong';
    },

    /** Counts one failed step of a flow (not a code guess); gives the new count. */
    async addAttempt(row: TVerification): Promise<number> {
      const [updated] = await db
        .update(verifications)
        .set({ attempts: sql`${verifications.attempts} + 1` })
        .where(eq(verifications.id, row.id))
        .returning({ attempts: verifications.attempts });
      return updated?.attempts ?? 0;
    },

    async clearAttempts(row: TVerification): Promise<void> {
      await db.update(verifications).set({ attempts: 0 }).where(eq(verifications.id, row.id));
    },

    async update(row: TVerification, data: Record<string, unknown>) {
      await db
        .update(verifications)
        .set({ data: { ...row.data, ...data } })
        .where(eq(verifications.id, row.id));
    },

    async consume(row: TVerification) {
      await db
        .update(verifications)
        .set({ consumedAt: new Date(), secretHash: null })
        .where(eq(verifications.id, row.id));
    },
  };
}
export type TVerifications = ReturnType<typeof createVerifications>;
