import type { FastifyInstance } from 'fastify';
import { injectLogin, injectWithToken } from './inject-login';

/**
 * A bearer token of a demo user with an account chosen: the only account of a single-account
 * user, or the account of `emetIden` for a multi-account user (as the account selection page does).
 */
export async function holderToken(app: FastifyInstance, login: string, emetIden?: number): Promise<string> {
  const { access } = await injectLogin(app, login);
  if (emetIden === undefined) return access.token;
  const account = access.comptes.find((candidate) => candidate.emetIden === emetIden);
  if (!account) throw new Error(`${login} has no account at issuer ${emetIden}`);
  const chosen = await injectWithToken(app, access.token, {
    method: 'POST',
    url: '/api/v1/auth/authenticate/user-token',
    payload: { actiIden: account.actiIden, emetIden },
  });
  if (chosen.statusCode !== 200)
    throw new Error(`account choice failed: ${chosen.statusCode} ${chosen.body}`);
  return (chosen.json() as { token: string }).token;
}
