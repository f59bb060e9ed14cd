import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type TApiError } from '@nomina/domain';
import { AppError } from '../lib/app-error';
import { logUrl } from '../lib/log-url';
import { isMalformedMultipart, isMultipartOverLimit } from './multipart';

/**
 * One place turns every failure into `{ errorCode, fields? }`: bad input is a 4xx with the
 * field paths, an unexpected failure is a logged 500 whose details never reach the caller.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: TApiError = {
        errorCode: error.errorCode,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.params ? { params: error.params } : {}),
      };
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = Object.fromEntries(
        error.validation.map((issue) => [
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
          issue.message,
        ]),
      );
      return reply.status(400).send({ errorCode: ERROR_CODES.validation, fields });
    }
    if (error instanceof ZodError) {
      // A schema parsed inside a handler (a multipart field, a decrypted payload): bad input too.
      const fields = Object.fromEntries(
        error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
      );
      return reply.status(400).send({ errorCode: ERROR_CODES.validation, fields });
    }
    if (isMalformedMultipart(error)) return reply.status(400).send({ errorCode: ERROR_CODES.validation });
    if (isMultipartOverLimit(error, request.headers['content-type']))
      return reply.status(413).send({ errorCode: ERROR_CODES.validation });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: logUrl(request.url) }, 'response did not match its schema');
      return reply.status(500).send({ errorCode: ERROR_CODES.technical });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ errorCode: ERROR_CODES.tooManyRequests });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, oversized body and the like.
      return reply.status(status).send({ errorCode: ERROR_CODES.validation });
    }
    request.log.error({ err: error, url: logUrl(request.url) }, 'unexpected failure');
    return reply.status(500).send({ errorCode: ERROR_CODES.technical });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ errorCode: ERROR_CODES.notFound }));
});
