import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer is private unless its route says otherwise: `Cache-Control: no-store` on
 * each one that did not set its own header, so no browser, proxy or shared cache keeps a
 * login answer, a token, a holder's data or a document. Only the few public resources
 * (translations, the public key) declare themselves cacheable.
 */
export const privateAnswers = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
});
