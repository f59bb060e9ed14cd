import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@nomina/domain';
import { AppError } from '../lib/app-error';
import { createAccessTokens, type TAccessClaims } from '../modules/auth/tokens/access-token';
import { findRequestSession } from '../modules/auth/sessions/session.service';

/** The bearer token of a request, if any. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * Access tokens and the `requireAuth` hook. A module puts the hook on its prefix once
 * (`app.addHook('onRequest', app.requireAuth)`); a token whose session was revoked by logout or
 * by refresh-token reuse stops working at once. A user who has not accepted the terms of use in
 * force gets 403 `cgu.error.pending` on every authenticated route except those whose config says
 * `allowsPendingTerms` (reading and accepting the terms, choosing an account); see decision 012.
 */
export const auth = fp(async (app: FastifyInstance) => {
  const tokens = createAccessTokens(app.secrets.jwtSecret, app.config.ACCESS_TOKEN_TTL_SECONDS);
  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerOf(request);
    const claims = token ? await tokens.verify(token) : null;
    const session = claims ? await findRequestSession(app.db, claims.sessionId) : null;
    if (!claims || !session) throw new AppError(401, ERROR_CODES.unauthorized);
    request.auth = claims;
    if (!session.hasCurrentTerms && request.routeOptions.config.allowsPendingTerms !== true)
      throw new AppError(403, ERROR_CODES.termsPending);
  });
});

/** The claims of an authenticated request (after requireAuth). */
export function authOf(request: FastifyRequest): TAccessClaims {
  if (!request.auth) throw new AppError(401, ERROR_CODES.unauthorized);
  return request.auth;
}
