import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TUserAccess } from '@nomina/domain';
import { DEMO_PASSWORD } from '../db/seed/users';

export { DEMO_PASSWORD };

/** The refresh cookie a response set, ready to send back. */
export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'nomina_rt');
  if (!cookie) throw new Error('no refresh cookie in the response');
  return `nomina_rt=${cookie.value}`;
}

/** Logs a demo user in and gives the user access plus the refresh cookie. */
export async function injectLogin(app: FastifyInstance, login: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/authenticate',
    payload: { login, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${login} failed: ${response.statusCode} ${response.body}`);
  return { access: response.json() as TUserAccess, cookie: refreshCookieOf(response) };
}

/** Injects a request carrying a bearer token. */
export function injectWithToken(
  app: FastifyInstance,
  token: string,
  options: { method?: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> },
) {
  return app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    payload: options.payload,
    headers: { ...options.headers, authorization: `Bearer ${token}` },
  });
}
