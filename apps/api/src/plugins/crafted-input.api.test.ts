import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { makePng } from '../adapters/identity-check/test-files';
import { injectAccountToken } from '../testing/account-token';
import { botToken } from '../testing/bot-token';
import { multipart, multipartBody } from '../testing/multipart';
import { encryptForServer } from '../testing/outbox';
import { SUPPORT_FORM } from '../testing/fixtures';
import { describeApi } from '../testing/test-app';

/**
 * Input the route fuzz cannot write, because it lives inside a valid shape: a multipart field, an
 * encrypted payload, a cursor in base64url, a signed token's claim. Each is a 4xx, never a 500.
 */
describeApi('crafted input inside valid shapes', (app) => {
  const refusedCleanly = (response: { statusCode: number; json: () => { errorCode?: string } }) => {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errorCode).toEqual(expect.any(String));
  };

  it('a check session token with a NUL in a multipart field', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const body = multipart(
      { secondToken: `${'a'.repeat(30)}\u0000b` },
      { name: 'cni.png', bytes: makePng(10, 10) },
    );
    refusedCleanly(
      await app().inject({
        method: 'POST',
        url: '/api/v1/external/vialink/smart-upload-doc',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      }),
    );
  });

  it("a support request's language with a NUL, inside the encrypted payload", async () => {
    const payload = await encryptForServer(app(), {
      ...SUPPORT_FORM,
      lang: 'f\u0000r',
      captchaToken: await botToken(app()),
    });
    const body = multipartBody({ payload }, []);
    refusedCleanly(
      await app().inject({
        method: 'POST',
        url: '/api/v1/business/selfcare/demande',
        payload: body.payload,
        headers: body.headers,
      }),
    );
  });

  it('a history cursor with an impossible date, year 0 or a NUL in its id', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    for (const cursor of [
      '2024-13-45T25:61:61.000000Z|x',
      '0000-01-01T00:00:00.000000Z|x',
      '2024-01-01T00:00:00.000000Z|a\u0000b',
    ]) {
      const apres = Buffer.from(cursor).toString('base64url');
      refusedCleanly(
        await app().inject({
          url: `/api/v1/business/operation/historique?categorie=BOURSE&apres=${apres}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    }
  });

  it('an SSO token whose issuer is beyond any id', async () => {
    for (const iss of ['2147483648', '1e21', '-1']) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(iss)
        .setSubject('jdupont01')
        .setAudience('nomina')
        .setIssuedAt()
        .sign(new TextEncoder().encode('x'.repeat(32)));
      refusedCleanly(
        await app().inject({
          method: 'POST',
          url: '/api/v1/auth/authenticate/setup-sso',
          payload: { token },
        }),
      );
    }
  });
});
