import type { FastifyReply } from 'fastify';
import type { TCompte, TUserAccess } from '@nomina/domain';
import type { TAccountsRepository, TCompteWithTheme } from '../accounts/accounts.repository';
import type { TSessionRow } from '../sessions/session.service';
import type { TAccessTokens } from '../../../access';

export const REFRESH_COOKIE = 'nomina_rt';

export type TUserAccessDeps = {
  accounts: Pick<TAccountsRepository, 'listComptes'>;
  tokens: Pick<TAccessTokens, 'sign'>;
  config: { isProduction: boolean };
};

/**
 * Answers a login, SSO or refresh: a fresh access token for the session, the refresh secret in
 * an HttpOnly cookie scoped to the auth service, and the user's accounts (read once: a caller
 * that has just listed them passes them in).
 */
export async function sendUserAccess(
  deps: TUserAccessDeps,
  reply: FastifyReply,
  input: { session: TSessionRow; refreshToken: string; login: string; comptes?: TCompteWithTheme[] },
): Promise<TUserAccess> {
  const { session } = input;
  const comptes = input.comptes ?? (await deps.accounts.listComptes(session.userId));
  const selected =
    session.tituNume && session.actiIden !== null && session.emetIden !== null
      ? { tituNume: session.tituNume, actiIden: session.actiIden, emetIden: session.emetIden }
      : null;
  const token = await deps.tokens.sign({
    userId: session.userId,
    sessionId: session.id,
    login: input.login,
    ...(selected ?? { tituNume: null, actiIden: null, emetIden: null }),
  });
  reply.setCookie(REFRESH_COOKIE, input.refreshToken, {
    httpOnly: true,
    secure: deps.config.isProduction,
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
