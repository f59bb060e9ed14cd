import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAcceptCguRequest, ZApiError, ZCguCurrent, ZCguState } from '@nomina/domain';
import { authOf } from '../../../plugins/auth';
import { acceptCgu, cguState, currentCgu } from './cgu.service';
import { authDeps } from '../auth.deps';

/** Terms of use at login (spec 1 §2 terms display, spec 3 §7 authenticate/acceptCgu). */
export async function cguRoutes(app: FastifyInstance) {
  const { cgu } = authDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/authenticate/cgu',
    {
      onRequest: app.requireAuth,
      config: { allowsPendingTerms: true },
      schema: {
        tags: ['auth'],
        summary: 'The terms version the user accepted, and the one due (pendingVersion) if any',
        response: { 200: ZCguState, 401: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cguState(cgu, authOf(request).userId);
    },
  );

  routes.get(
    '/authenticate/cgu/current',
    {
      schema: {
        tags: ['auth'],
        summary: 'The version of the terms in force (public: the sign-up shows and accepts it)',
        response: { 200: ZCguCurrent },
      },
    },
    async () => currentCgu(cgu),
  );

  routes.post(
    '/authenticate/acceptCgu',
    {
      onRequest: app.requireAuth,
      config: { allowsPendingTerms: true },
      schema: {
        tags: ['auth'],
        summary: 'Accept the current terms of use (version and time recorded)',
        description: '409 cgu.error.version when the version is not the current one.',
        body: ZAcceptCguRequest,
        response: { 200: ZCguState, 400: ZApiError, 401: ZApiError, 409: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return acceptCgu(cgu, authOf(request).userId, request.body.version);
    },
  );
}
