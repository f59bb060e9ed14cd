import { SignJWT, errors, jwtVerify } from 'jose';

/** What an access token says: the user, the session and, once chosen, the holder's account. */
export type TAccessClaims = {
  userId: string;
  sessionId: string;
  login: string;
  tituNume: string | null;
  actiIden: number | null;
  emetIden: number | null;
};

const ISSUER = 'nomina';

/** Short-lived HS256 access tokens (ACCESS_TOKEN_TTL_SECONDS, 10 minutes by default). */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TAccessClaims): Promise<string> {
      return new SignJWT({
        sid: claims.sessionId,
        login: claims.login,
        titu: claims.tituNume,
        acti: claims.actiIden,
        emet: claims.emetIden,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims of a valid token, or null. `allowExpired` serves logout, which must work late. */
    async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<TAccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          // A token without an expiry would be good forever: refused.
          requiredClaims: ['exp', 'sub', 'sid'],
          ...(options.allowExpired ? { currentDate: new Date(0) } : {}),
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.login !== 'string'
        )
          return null;
        return {
          userId: payload.sub,
          sessionId: payload.sid,
          login: payload.login,
          tituNume: typeof payload.titu === 'string' ? payload.titu : null,
          actiIden: typeof payload.acti === 'number' ? payload.acti : null,
          emetIden: typeof payload.emet === 'number' ? payload.emet : null,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type TAccessTokens = ReturnType<typeof createAccessTokens>;
