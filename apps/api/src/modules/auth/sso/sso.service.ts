import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { FLOW_ERRORS, ZIdInt4 } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { startSession } from '../authenticate/authenticate.service';
import type { TSsoRepository } from './sso.repository';

export const SSO_AUDIENCE = 'nomina';
const MAX_SSO_AGE_SECONDS = 300;
const refused = () => new AppError(401, FLOW_ERRORS.ssoInvalid);

/**
 * An SSO token is a JWT signed (HS256) by an issuer with the key it is configured with:
 * iss = the issuer's emetIden, sub = the portal login, aud = nomina, at most 5 minutes old.
 * The user must hold an account at that issuer.
 */
export async function verifySsoToken(sso: TSsoRepository, token: string) {
  let issuerId: number;
  try {
    issuerId = Number(decodeJwt(token).iss);
  } catch {
    throw refused();
  }
  if (!ZIdInt4.safeParse(issuerId).success) throw refused();
  const secret = await sso.issuerSecret(issuerId);
  if (!secret) throw refused();
  const verified = await jwtVerify(token, new TextEncoder().encode(secret), {
    algorithms: ['HS256'],
    audience: SSO_AUDIENCE,
    issuer: String(issuerId),
    maxTokenAge: MAX_SSO_AGE_SECONDS,
    requiredClaims: ['sub', 'iat', 'exp'],
  }).catch(() => null);
  if (!verified) throw refused();
  const user = await sso.findUserAtIssuer(String(verified.payload.sub).toLowerCase(), issuerId);
  if (!user) throw refused();
  return user;
}

/** Mints the token an issuer's intranet would send (demo and tests only). */
export async function mintSsoToken(secret: string, emetIden: number, login: string) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(String(emetIden))
    .setSubject(login)
    .setAudience(SSO_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));
}

/** authenticate/setup-sso: the user the issuer vouches for, signed in (an SSO session). */
export async function ssoLogin(
  deps: { sso: TSsoRepository } & Parameters<typeof startSession>[0],
  token: string,
) {
  const user = await verifySsoToken(deps.sso, token);
  const { session, refreshToken, comptes } = await startSession(deps, user, { isSso: true });
  return { session, refreshToken, login: user.login, comptes };
}
