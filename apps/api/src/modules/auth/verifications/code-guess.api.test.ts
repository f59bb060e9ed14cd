import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users, verifications } from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../testing/inject-login';
import { codeIn, encryptForServer, waitForMessage } from '../../../testing/outbox';
import { describeApi } from '../../../testing/test-app';

const SIMULTANEOUS = 8;
const otherThan = (code: string, index: number) =>
  String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');

/**
 * Simultaneous guesses on one code: the attempt limit holds, on PostgreSQL too, where the
 * requests run on separate connections at once.
 */
describeApi('one-time code guesses under concurrency', (app) => {
  it('compares at most MAX_CODE_ATTEMPTS of simultaneous guesses, the right code last', async () => {
    const max = app().config.MAX_CODE_ATTEMPTS;
    for (let trial = 0; trial < 3; trial += 1) {
      const [user] = await app().db.select().from(users).where(eq(users.login, 'jdupont01'));
      const flow = await app().verifications.start({ userId: user!.id, purpose: 'RESET', ttlSeconds: 300 });
      const code = await app().verifications.issueCode(flow, 'MOBILE', 300);
      const guesses = Array.from({ length: SIMULTANEOUS }, (_, index) =>
        index === SIMULTANEOUS - 1 ? code : otherThan(code, index),
      );
      // Every guess carries the row as it was read before any of them ran.
      const results = await Promise.all(
        guesses.map((guess) => app().verifications.checkCode(flow, guess, max)),
      );
      const [after] = await app()
        .db.select({ attempts: verifications.attempts })
        .from(verifications)
        .where(eq(verifications.id, flow.id));
      const compared = results.filter((result) => result === 'wrong' || result === 'ok').length;
      expect(compared).toBeLessThanOrEqual(max);
      expect(after!.attempts).toBeLessThanOrEqual(max);
      // A guess that got no comparison is refused as exhausted, or as spent once the right code won.
      const refused = results.filter((result) => result === 'exhausted' || result === 'expired');
      expect(refused.length).toBe(SIMULTANEOUS - compared);
      if (!results.includes('ok')) expect(results.filter((r) => r === 'expired')).toHaveLength(0);
    }
  });

  it('lets only one of several simultaneous right codes through', async () => {
    const [user] = await app().db.select().from(users).where(eq(users.login, 'jdupont01'));
    const flow = await app().verifications.start({ userId: user!.id, purpose: 'RESET', ttlSeconds: 300 });
    const code = await app().verifications.issueCode(flow, 'MOBILE', 300);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => app().verifications.checkCode(flow, code, 3)),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
  });

  it('answers at most MAX_CODE_ATTEMPTS simultaneous validate-otp guesses with a comparison', async () => {
    const max = app().config.MAX_CODE_ATTEMPTS;
    const first = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { login: 'grossi0001', password: DEMO_PASSWORD },
    });
    const { verificationKey } = first.json();
    const code = codeIn(await waitForMessage(app(), '+393471234567'));
    const header = await encryptForServer(app(), { verificationKey });
    const boundary = '----nomina';
    const send = (guess: string) =>
      app().inject({
        method: 'POST',
        url: '/api/v1/auth/authenticate/validate-otp',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-payload': header },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="OtpCode"\r\n\r\n${guess}\r\n--${boundary}--\r\n`,
      });
    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, (_, index) => send(otherThan(code, index))),
    );
    const codes = answers.map((answer) => answer.json().errorCode as string);
    expect(codes.filter((errorCode) => errorCode === 'otp.error.invalid').length).toBeLessThan(max);
    expect(codes.every((errorCode) => ['otp.error.invalid', 'otp.error.exhausted'].includes(errorCode))).toBe(
      true,
    );
    const [row] = await app()
      .db.select({ attempts: verifications.attempts })
      .from(verifications)
      .where(eq(verifications.verificationKey, verificationKey));
    expect(row!.attempts).toBe(max);
    // The right code after the limit is refused too.
    expect((await send(code)).json().errorCode).toBe('otp.error.exhausted');
  });
});
