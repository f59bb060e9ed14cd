import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../../plugins/auth';
import { accountOf } from '../../../access';
import type { TActor } from './profile.service';

/** The token's user acting on its chosen account. */
export function actorOf(request: FastifyRequest): TActor {
  const { userId, login } = authOf(request);
  return { ...accountOf(request), userId, login };
}

/** Private answers are never kept by a browser or a proxy. */
export function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
