import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { legacyAccounts, outbox, sessions, users, verifications } from '../../db/schema';
import { describeApi } from '../../testing/test-app';

/** Bad input to every credential and code endpoint: a 4xx with an errorCode, and no row written. */
describeApi('bad input writes nothing', (app) => {
  const counts = async () => {
    const tables = { users, sessions, verifications, outbox, legacyAccounts };
    const entries = await Promise.all(
      Object.entries(tables).map(
        async ([name, table]) => [name, (await app().db.select({ n: count() }).from(table))[0]!.n] as const,
      ),
    );
    return Object.fromEntries(entries);
  };

  const badRequests: Array<[string, object | string]> = [
    ['auth/authenticate', { login: '', password: '' }],
    ['auth/authenticate', '{"login": "jdupont01", "password": '],
    ['auth/authenticate/refreshtoken', { idRefreshToken: 'not-a-uuid', login: 'jdupont01' }],
    ['auth/authenticate/setup-sso', { token: '' }],
    ['auth/forgot/verifyIdentifiant', { login: 'short' }],
    ['auth/forgot/set-password', { login: 'jdupont01', buttonChoice: 'PIGEON' }],
    ['auth/forgot/forgot-login', { email: 'a@b.fr', telephone: '+33612345678' }],
    ['auth/forgot/validate-code', { verificationKey: 'x', otpCode: '12' }],
    ['auth/signup/save-password', { payload: 'not-a-jwe' }],
    ['auth/firstconnexion/validate-otp', { verificationKey: 'A'.repeat(32), otpCode: 'abcdef' }],
    [
      'auth/firstconnexion/update-contacts',
      { verificationKey: 'A'.repeat(32), telephone: '+33612345678', email: 'x@y.fr' },
    ],
    ['auth/authenticate/exolis', { emetIden: '12', password: 'x', variant: 'OLIS' }],
    [
      'auth/exolis/verify-identity',
      { verificationKey: 'A'.repeat(32), emetIden: 1001, refClient: '1001 / 1' },
    ],
    [
      'auth/exolis/update-contacts',
      { verificationKey: 'A'.repeat(32), telephone: '', email: '', consentementSms: true },
    ],
    ['business/selfcare/demande', { payload: 'not-a-jwe' }],
    ['external/recaptcha/verify', { captchaToken: '', version: 'v2' }],
  ];

  it('answers every one with a 4xx and an errorCode, and changes no table', async () => {
    const before = await counts();
    for (const [url, payload] of badRequests) {
      const response = await app().inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode, `${url} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().errorCode, url).toEqual(expect.any(String));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await counts()).toEqual(before);
  });
});
