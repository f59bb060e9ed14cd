import type { FastifyInstance } from 'fastify';

/** An expiry date two years ahead, as the sandbox card page expects it (MM/YY). */
export const sandboxCardExpiry = () =>
  `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** Posts the sandbox provider's hosted card page (a form, as the browser sends it). */
export const postSandboxForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
