import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@nomina/domain';
import { AppError } from '../lib/app-error';
import { createAccessTokens } from '../access';

export { authOf } from '../access';

/** The bearer token of a request, if any. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

export type TAuthPluginOptions = {
  /**
   * Whether a session is live and its user accepted the terms in force (null when ended); given
   * by the auth module (app.ts wires it), so this plugin depends on no module.
   */
  findRequestSession: (sessionId: string) => Promise<{ hasCurrentTerms: boolean; isSso: boolean } | null>;
};

/**
 * Access tokens and the `requireAuth` hook. A module puts the hook on its prefix once
 * (`app.addHook('onRequest', app.requireAuth)`); a token whose session was revoked by logout or
 * by refresh-token reuse stops working at once. A user who has not accepted the terms of use in
 * force gets 403 `cgu.error.pending` on every authenticated route except those whose config says
 * `allowsPendingTerms` (reading and accepting the terms, choosing an account); see decision 012.
 */
export const auth = fp(async (app: FastifyInstance, options: TAuthPluginOptions) => {
  const tokens = createAccessTokens(app.secrets.jwtSecret, app.config.ACCESS_TOKEN_TTL_SECONDS);
  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null);
  app.decorateRequest('viaSso', false);
  app.decorate('requireAuth', async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerOf(request);
    const claims = token ? await tokens.verify(token) : null;
    const session = claims ? await options.findRequestSession(claims.sessionId) : null;
    if (!claims || !session) throw new AppError(401, ERROR_CODES.unauthorized);
    request.auth = claims;
    request.viaSso = session.isSso;
    if (!session.hasCurrentTerms && request.routeOptions.config.allowsPendingTerms !== true)
      throw new AppError(403, ERROR_CODES.termsPending);
  });
});
