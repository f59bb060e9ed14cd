import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, findNul } from '@nomina/domain';
import { AppError } from '../lib/app-error';

/**
 * No text with a NUL character enters a handler: PostgreSQL cannot store it and would fail
 * the query with a 500. One hook for every route (query, path parameters, parsed JSON or form
 * body), so no route can forget it; the multipart parts read in handlers are checked by their
 * own schemas.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const path = findNul(value);
      if (path !== null) throw new AppError(400, ERROR_CODES.validation, { [`${part}.${path}`]: 'nul' });
    }
  });
});
