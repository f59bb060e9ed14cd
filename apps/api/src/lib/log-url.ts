import type { FastifyRequest } from 'fastify';

/**
 * A request's address as the logs keep it: its path, and of its query only the names. Links and
 * flows carry their secrets in the query (`verify-token?sd=`, `controls?token=`, `secondToken=`),
 * which must never reach a log.
 */
export function logUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return `${url.slice(0, at)}?${names.map((name) => `${name}=…`).join('&')}`;
}

/** The request as Fastify's logger writes it, its query's values left out. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: logUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
