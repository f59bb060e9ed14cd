import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@nomina/domain';
import { AppError } from '../lib/app-error';
import { pageOf } from '../lib/page-of';
import { bearerOf } from './auth';

export type TMaintenancePluginOptions = {
  /**
   * Whether a call may be served: the theme of its page is alive, and so is the theme of the chosen
   * account's issuer when there is one. Given by the resource module, in memory (app.ts wires it,
   * so this plugin depends on no module).
   */
  isServing: (call: { page: string; emetIden: number | null }) => Promise<boolean>;
};

/**
 * Maintenance mode on the server (spec 1 §4: it follows the theme's alive flag). The
 * `requireAlive` hook answers 503 general.error.maintenance, before the body is read and before
 * anything is counted or written, while the theme of the request's page (Origin, else Referer,
 * else the host) or of the chosen account's issuer is in maintenance. A module puts it on the
 * calls maintenance closes (`addHook('onRequest', app.requireAlive)`): logins, sign-up, recovery,
 * the old account, business calls and the holder's external calls. What the maintenance page and
 * a session need (resource, logout, refresh, the public key), health, desk, dev and the providers'
 * callbacks are never behind it.
 *
 * It may run before requireAuth: the account is then read from the bearer token (a verified token
 * is remembered, so this costs no second check). A token that does not verify leaves the page's
 * theme alone to decide, and requireAuth refuses it after.
 */
export const maintenance = fp(async (app: FastifyInstance, options: TMaintenancePluginOptions) => {
  async function chosenIssuerOf(request: FastifyRequest): Promise<number | null> {
    if (request.auth) return request.auth.emetIden;
    const token = bearerOf(request);
    return token ? ((await app.tokens.verify(token))?.emetIden ?? null) : null;
  }

  app.decorate('requireAlive', async (request: FastifyRequest) => {
    const call = { page: pageOf(request), emetIden: await chosenIssuerOf(request) };
    if (!(await options.isServing(call))) throw new AppError(503, ERROR_CODES.maintenance);
  });
});
