import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, type TAccessClaims } from './access-token';

const SECRET = 'a-test-secret-of-forty-eight-characters-at-least!';
const CLAIMS: TAccessClaims = {
  userId: 'c0ffee00-0000-4000-8000-000000000001',
  sessionId: 'c0ffee00-0000-4000-8000-000000000002',
  login: 'jdupont01',
  tituNume: 'T1001-000101',
  actiIden: 7,
  emetIden: 3,
};

describe('access tokens', () => {
  it('signs an HS256 JWT that a standard verifier accepts, with the claims and the lifetime', async () => {
    const token = await createAccessTokens(SECRET, 600).sign(CLAIMS);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      issuer: 'nomina',
      algorithms: ['HS256'],
    });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: CLAIMS.userId, sid: CLAIMS.sessionId, titu: 'T1001-000101' });
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
  });

  it('gives back the claims of its own token, and of a token signed elsewhere with the secret', async () => {
    const tokens = createAccessTokens(SECRET, 600);
    expect(await tokens.verify(await tokens.sign(CLAIMS))).toEqual(CLAIMS);
    const foreign = await new SignJWT({ sid: CLAIMS.sessionId, login: 'jdupont01' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(CLAIMS.userId)
      .setIssuer('nomina')
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(foreign)).toMatchObject({ userId: CLAIMS.userId, tituNume: null });
  });

  it('refuses a token signed with another secret or altered after signing', async () => {
    const tokens = createAccessTokens(SECRET, 600);
    const other = await createAccessTokens(`${SECRET}x`, 600).sign(CLAIMS);
    expect(await tokens.verify(other)).toBeNull();
    const [header, , signature] = (await tokens.sign(CLAIMS)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...CLAIMS, sub: 'someone-else', exp: 9e9 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses an expired token, and reads it still for logout', async () => {
    const tokens = createAccessTokens(SECRET, -10);
    const token = await tokens.sign(CLAIMS);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token, { allowExpired: true })).toEqual(CLAIMS);
  });
});
