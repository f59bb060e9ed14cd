import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { injectLogin } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

/** Issue 9 §10: every claim of a new token comes from the session, and a token must expire. */
describeApi('token claims', (app) => {
  it('takes the login of a refreshed token from the session, not from the body', async () => {
    const { access, cookie } = await injectLogin(app(), 'jdupont01');
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/refreshtoken',
      headers: { cookie },
      payload: { idRefreshToken: access.idRefreshToken, login: 'mmartin01' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().login).toBe('jdupont01');
    expect(decodeJwt(response.json().token).login).toBe('jdupont01');
  });

  it('refuses an access token without expiry', async () => {
    const { access } = await injectLogin(app(), 'jdupont01');
    const claims = decodeJwt(access.token);
    const endless = await new SignJWT({
      sid: claims.sid,
      login: claims.login,
      titu: claims.titu,
      acti: claims.acti,
      emet: claims.emet,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub!)
      .setIssuer('nomina')
      .setIssuedAt()
      .sign(new TextEncoder().encode(app().secrets.jwtSecret));
    const response = await app().inject({
      url: '/api/v1/business/titulaire',
      headers: { authorization: `Bearer ${endless}` },
    });
    expect(response.statusCode).toBe(401);
    const normal = await app().inject({
      url: '/api/v1/business/titulaire',
      headers: { authorization: `Bearer ${access.token}` },
    });
    expect(normal.statusCode).toBe(200);
  });
});

const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

/** Issue 9 §11: in production the page origin decides the theme, whatever the body says. */
describeApi(
  'POST resource/theme in production',
  (app) => {
    it('answers the theme of the origin, not a themeId of the body', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/resource/theme',
        payload: { url: 'http://localhost:3000', themeId: 4 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().themeId).toBe(1);
    });
  },
  {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    JWE_PRIVATE_KEY: privateKey,
    PAYMENT_PROVIDER: 'sandbox',
    OPEN_BANKING_PROVIDER: 'sandbox',
    EXECUTION_VENUE: 'local',
  },
);
