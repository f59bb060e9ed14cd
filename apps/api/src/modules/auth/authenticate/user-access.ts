import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ALL_ISSUERS, DEFAULT_THEME_ID, type TCompte, type TUserAccess } from '@nomina/domain';
import { accounts, issuers } from '../../../db/schema';
import type { TSessionRow } from '../sessions/session.service';

export const REFRESH_COOKIE = 'nomina_rt';

/** The accounts of a user, with their issuer's name and theme. */
export async function listComptes(
  app: FastifyInstance,
  userId: string,
): Promise<(TCompte & { themeId: number })[]> {
  return app.db
    .select({
      actiIden: accounts.actiIden,
      emetIden: accounts.emetIden,
      tituNume: accounts.tituNume,
      emetLibe: issuers.emetLibe,
      themeId: issuers.themeId,
    })
    .from(accounts)
    .innerJoin(issuers, eq(issuers.emetIden, accounts.emetIden))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.emetIden), asc(accounts.actiIden));
}

/**
 * The issuer whose parameters and theme apply to a user before an account is chosen: the one
 * of their first account (register-wide defaults when they have none).
 */
export async function primaryIssuerOf(
  app: FastifyInstance,
  userId: string,
): Promise<{ emetIden: number; themeId: number }> {
  const [row] = await app.db
    .select({ emetIden: accounts.emetIden, themeId: issuers.themeId })
    .from(accounts)
    .innerJoin(issuers, eq(issuers.emetIden, accounts.emetIden))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.emetIden))
    .limit(1);
  return row ?? { emetIden: ALL_ISSUERS, themeId: DEFAULT_THEME_ID };
}

/**
 * Answers a login, SSO or refresh: a fresh access token for the session, the refresh secret in
 * an HttpOnly cookie scoped to the auth service, and the user's accounts.
 */
export async function sendUserAccess(
  app: FastifyInstance,
  reply: FastifyReply,
  input: { session: TSessionRow; refreshToken: string; login: string },
): Promise<TUserAccess> {
  const { session } = input;
  const comptes = await listComptes(app, session.userId);
  const selected =
    session.tituNume && session.actiIden !== null && session.emetIden !== null
      ? { tituNume: session.tituNume, actiIden: session.actiIden, emetIden: session.emetIden }
      : null;
  const token = await app.tokens.sign({
    userId: session.userId,
    sessionId: session.id,
    login: input.login,
    ...(selected ?? { tituNume: null, actiIden: null, emetIden: null }),
  });
  reply.setCookie(REFRESH_COOKIE, input.refreshToken, {
    httpOnly: true,
    secure: app.config.isProduction,
    sameSite: 'strict',
    path: '/api/v1/auth',
    expires: session.expiresAt,
  });
  const themeOf = comptes.find((compte) => compte.emetIden === selected?.emetIden) ?? comptes[0];
  return {
    token,
    idRefreshToken: session.id,
    idTheme: themeOf?.themeId ?? 1,
    login: input.login,
    comptes: comptes.map(({ themeId: _theme, ...compte }) => compte),
    selected,
  };
}

/** The only account of a single-account user is chosen at login. */
export function soleAccount(comptes: TCompte[]) {
  if (comptes.length !== 1) return null;
  const [only] = comptes;
  return { tituNume: only!.tituNume, actiIden: only!.actiIden, emetIden: only!.emetIden };
}
