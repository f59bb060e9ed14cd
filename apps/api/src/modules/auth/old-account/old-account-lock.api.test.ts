import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ERROR_CODES } from '@nomina/domain';
import { legacyAccounts } from '../../../db/schema';
import { withBotToken } from '../../../testing/bot-token';
import { describeApi } from '../../../testing/test-app';

const OLIS = { emetIden: '4815162', password: 'Ancien#Olis2019', variant: 'OLIS' };
const MAX_PASSWORD_ATTEMPTS = 3;

/**
 * Wrong old passwords lock an old account for a while, never for good: whoever knows an old
 * identifier must not shut its holder out of the migration (README, Security).
 */
describeApi(
  'old-account login, temporary locks',
  (app) => {
    const oldLogin = async (body: object) =>
      app().inject({
        method: 'POST',
        url: '/api/v1/auth/authenticate/exolis',
        payload: await withBotToken(app(), 'authenticate/exolis', body),
      });
    const lockOf = async () =>
      (
        await app()
          .db.select({
            failedAttempts: legacyAccounts.failedAttempts,
            lockouts: legacyAccounts.lockouts,
            lockedUntil: legacyAccounts.lockedUntil,
          })
          .from(legacyAccounts)
          .where(eq(legacyAccounts.oldIdentifier, OLIS.emetIden))
      )[0]!;

    it('answers 429 with Retry-After once the wrong passwords reach the limit, then lets the owner in when it lifts', async () => {
      const wrong = { ...OLIS, password: 'Mauvais#2019' };
      for (let n = 1; n < MAX_PASSWORD_ATTEMPTS; n += 1)
        expect((await oldLogin(wrong)).json().errorCode).toBe(ERROR_CODES.badCredentials);
      const locking = await oldLogin(wrong);
      expect(locking.statusCode).toBe(429);
      expect(locking.json()).toEqual({ errorCode: ERROR_CODES.tooManyRequests });
      expect(Number(locking.headers['retry-after'])).toBeGreaterThan(0);
      // The right password waits too, and counts nothing more.
      expect((await oldLogin(OLIS)).statusCode).toBe(429);
      const locked = await lockOf();
      expect(locked).toMatchObject({ failedAttempts: MAX_PASSWORD_ATTEMPTS, lockouts: 1 });
      expect(locked.lockedUntil!.getTime()).toBeGreaterThan(Date.now());

      // The lock over (as if its time had passed), the owner gets in and the count starts afresh.
      await app()
        .db.update(legacyAccounts)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(legacyAccounts.oldIdentifier, OLIS.emetIden));
      const opened = await oldLogin(OLIS);
      expect(opened.statusCode).toBe(200);
      expect(await lockOf()).toEqual({ failedAttempts: 0, lockouts: 0, lockedUntil: null });
    });
  },
  { MAX_PASSWORD_ATTEMPTS: String(MAX_PASSWORD_ATTEMPTS), IDENTIFIER_RATE_LIMIT_PER_MINUTE: '100' },
);
