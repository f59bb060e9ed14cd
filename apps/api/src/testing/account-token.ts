import type { FastifyInstance } from 'fastify';
import { injectLogin, injectWithToken } from './inject-login';

/**
 * Logs a demo user in and gives a token for one of their accounts: the login token itself for a
 * single-account user, a chosen-account token (authenticate/user-token) when `emetIden` is given.
 */
export async function injectAccountToken(app: FastifyInstance, login: string, emetIden?: number) {
  const { access } = await injectLogin(app, login);
  if (emetIden === undefined) return access.token;
  const account = access.comptes.find((compte) => compte.emetIden === emetIden);
  if (!account) throw new Error(`${login} has no account at issuer ${emetIden}`);
  const response = await injectWithToken(app, access.token, {
    method: 'POST',
    url: '/api/v1/auth/authenticate/user-token',
    payload: { actiIden: account.actiIden, emetIden },
  });
  if (response.statusCode !== 200) throw new Error(`account choice failed: ${response.statusCode}`);
  return (response.json() as { token: string }).token;
}
