import { createHmac, createSecretKey } from 'node:crypto';
import { errors, jwtVerify } from 'jose';

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

/** The protected header of every access token (HS256, the only algorithm verified). */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/** Tokens already verified, kept until they expire: a repeat request checks no signature. */
const VERIFIED_TOKENS_MAX = 20_000;

/** Short-lived HS256 access tokens (ACCESS_TOKEN_TTL_SECONDS, 10 minutes by default). */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  // Signing is one HMAC (RFC 7515's compact form), computed in place: WebCrypto would send each
  // one to the thread pool and back, about a millisecond of every login. Verifying stays with
  // jose, whose claim checks are the ones that matter, on a token the first time it is seen.
  const signingKey = createSecretKey(Buffer.from(secret, 'utf8'));
  // Imported once: given raw bytes, jose would import the key again for every token.
  const key = globalThis.crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Keyed by the whole token: only the exact string whose signature checked out is found.
  const verified = new Map<string, { claims: TAccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: TAccessClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAt });
  };
  return {
    async sign(claims: TAccessClaims): Promise<string> {
      const issuedAt = Math.floor(Date.now() / 1000);
      const payload = {
        sid: claims.sessionId,
        login: claims.login,
        titu: claims.tituNume,
        acti: claims.actiIden,
        emet: claims.emetIden,
        sub: claims.userId,
        iss: ISSUER,
        iat: issuedAt,
        exp: issuedAt + ttlSeconds,
      };
      const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${signed}.${createHmac('sha256', signingKey).update(signed).digest('base64url')}`;
    },
    /** The claims of a valid token, or null. `allowExpired` serves logout, which must work late. */
    async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<TAccessClaims | null> {
      const known = verified.get(token);
      if (known && (options.allowExpired || known.expiresAt > Date.now())) return known.claims;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key, {
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
        const claims: TAccessClaims = {
          userId: payload.sub,
          sessionId: payload.sid,
          login: payload.login,
          tituNume: typeof payload.titu === 'string' ? payload.titu : null,
          actiIden: typeof payload.acti === 'number' ? payload.acti : null,
          emetIden: typeof payload.emet === 'number' ? payload.emet : null,
        };
        if (!options.allowExpired && typeof payload.exp === 'number')
          remember(token, claims, payload.exp * 1000);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type TAccessTokens = ReturnType<typeof createAccessTokens>;
