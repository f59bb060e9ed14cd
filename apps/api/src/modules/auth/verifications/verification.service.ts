import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@nomina/domain';
import type { TAuthCounters } from '../attempts/counters.repository';
import type { TVerification, TVerificationsRepository } from './verifications.repository';

export type { TVerification } from './verifications.repository';
export type TPurpose = 'SIGNUP' | 'RESET' | 'LOGIN_OTP' | 'OLD_ACCOUNT' | 'PROFILE_CONTACT' | 'COCT_SIGN';
export type TCodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted';

/** What the verification service needs: its repository, the day counters and the hashing key. */
export type TVerificationDeps = {
  verifications: TVerificationsRepository;
  counters: Pick<TAuthCounters, 'hit' | 'release'>;
  secret: string;
  /**
   * Wrong codes allowed per person over a day, over every code and flow (no bound when absent): a
   * user, or an old account not yet migrated.
   */
  guessesPerDay?: number;
  now?: () => Date;
};

const DAY_SECONDS = 86_400;

/** Whose daily budget of wrong codes a flow spends: its user's, or its old account's. */
const guesserOf = (row: TVerification): string | null =>
  row.userId ?? (typeof row.data.legacyId === 'string' ? `legacy:${row.data.legacyId}` : null);

/**
 * The one-time secrets of every flow: e-mail links and 6-digit codes. Only keyed hashes are
 * stored (a 6-digit code is too small a space for a plain hash), each is single use, expires,
 * and a code allows MAX_CODE_ATTEMPTS tries.
 */
export function createVerificationService(deps: TVerificationDeps) {
  const { verifications, counters, secret } = deps;
  const guessesPerDay = deps.guessesPerDay ?? Number.POSITIVE_INFINITY;
  const now = deps.now ?? (() => new Date());
  const keyed = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const sameHash = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const start = async (input: {
    userId: string | null;
    purpose: TPurpose;
    ttlSeconds: number;
    data?: Record<string, unknown>;
    verificationKey?: string;
  }): Promise<TVerification> =>
    verifications.insert({
      verificationKey: input.verificationKey ?? randomBytes(24).toString('base64url'),
      userId: input.userId,
      purpose: input.purpose,
      data: input.data ?? {},
      expiresAt: new Date(now().getTime() + input.ttlSeconds * 1000),
    });

  return {
    /** Starts a flow; the verification key ties its later steps together. */
    start,

    /** A link secret for an e-mail: the flow is found again from it, once. */
    async startLink(input: { userId: string; purpose: TPurpose; ttlSeconds: number }): Promise<string> {
      const link = randomBytes(32).toString('base64url');
      const row = await start({ ...input, data: {} });
      await verifications.setLink(row.id, keyed(`link:${link}`));
      return link;
    },

    /** Spends a link: gives its live flow, or null when unknown, used or expired. */
    openLink(link: string): Promise<TVerification | null> {
      return verifications.spendLink(keyed(`link:${link}`), now());
    },

    async find(verificationKey: string, purpose: TPurpose | TPurpose[]): Promise<TVerification | null> {
      const purposes = Array.isArray(purpose) ? purpose : [purpose];
      const row = await verifications.findLive(verificationKey, now());
      return row && purposes.includes(row.purpose as TPurpose) ? row : null;
    },

    /** A new code for the flow (replacing any earlier one), valid `ttlSeconds`. */
    async issueCode(row: TVerification, channel: 'MOBILE' | 'MAIL', ttlSeconds: number): Promise<string> {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await verifications.setCode(row.id, {
        channel,
        secretHash: keyed(`code:${row.verificationKey}:${code}`),
        data: { ...row.data, codeExpiresAt: now().getTime() + ttlSeconds * 1000 },
      });
      return code;
    },

    /**
     * Checks a code; a right one is spent at once, a wrong one uses up an attempt. Taking the
     * guess is one atomic statement (the attempt counter rises only while it is under the
     * limit), so simultaneous guesses on one code are never compared more than `maxAttempts`
     * times, and only one of them can spend a right code.
     */
    async checkCode(row: TVerification, code: string, maxAttempts: number): Promise<TCodeCheck> {
      // Wrong codes are also bounded per person over a day, over every code and flow. The budget
      // is taken before comparing, in one statement, so a burst of guesses over several live
      // codes cannot all read an unspent budget; it is given back when no wrong guess was made.
      const guesser = guesserOf(row);
      if (guesser) {
        const budget = await counters.hit('code-guess', guesser, {
          periodSeconds: DAY_SECONDS,
          max: guessesPerDay,
        });
        if (!budget.allowed) return 'exhausted';
      }
      const giveBack = async (check: TCodeCheck) => {
        if (guesser) await counters.release('code-guess', guesser);
        return check;
      };
      const taken = await verifications.takeGuess(row.id, maxAttempts);
      if (!taken) {
        const current = await verifications.findSecret(row.id);
        return giveBack(current?.secretHash && current.channel !== 'LINK' ? 'exhausted' : 'expired');
      }
      if (Number(taken.data.codeExpiresAt ?? 0) < now().getTime()) return giveBack('expired');
      if (sameHash(taken.secretHash!, keyed(`code:${row.verificationKey}:${code}`)))
        return giveBack((await verifications.spendCode(row.id, taken.secretHash!)) ? 'ok' : 'expired');
      return taken.attempts >= maxAttempts ? 'exhausted' : 'wrong';
    },

    /** Counts one failed step of a flow (not a code guess); gives the new count. */
    addAttempt(row: TVerification): Promise<number> {
      return verifications.addAttempt(row.id);
    },

    clearAttempts(row: TVerification): Promise<void> {
      return verifications.clearAttempts(row.id);
    },

    update(row: TVerification, data: Record<string, unknown>): Promise<void> {
      return verifications.setData(row.id, { ...row.data, ...data });
    },

    consume(row: TVerification): Promise<void> {
      return verifications.consume(row.id, now());
    },
  };
}
export type TVerifications = ReturnType<typeof createVerificationService>;
