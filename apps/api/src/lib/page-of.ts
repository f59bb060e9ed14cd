import type { FastifyRequest } from 'fastify';

/**
 * The page a request comes from: its Origin, else its Referer, as the bot check reads it; a
 * request without one (a script) is ruled by the host it was sent to, never by its body.
 */
export function pageOf(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): string {
  const page = request.headers.origin ?? request.headers.referer;
  return typeof page === 'string' && page !== 'null' ? page : `${request.protocol}://${request.host}`;
}
