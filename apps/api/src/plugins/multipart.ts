import multipart, {
  type FastifyMultipartAttachFieldsToBodyOptions,
  type FastifyMultipartOptions,
} from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@nomina/domain';
import { AppError } from '../lib/app-error';

/** Messages of the multipart parser (busboy) for a body it cannot read: bad input, not a failure. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Malformed part header)/;

/** Whether an error is the multipart parser refusing a malformed body. */
export function isMalformedMultipart(error: { message?: string; statusCode?: number }): boolean {
  return error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message ?? '');
}

/**
 * Whether an error is a multipart body cut off at a route's limit. Past the field limit,
 * @fastify/multipart (9.4) destroys the file part being read, and the route's read fails with
 * 'Premature close' instead of the library's own 413 (fastify/fastify-multipart#642).
 */
export function isMultipartOverLimit(error: { code?: string }, contentType: unknown): boolean {
  return (
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' &&
    typeof contentType === 'string' &&
    /^\s*multipart\//i.test(contentType)
  );
}

/** A multipart/form-data content type carrying a usable boundary (RFC 2046: 1 to 70 characters). */
const WITH_BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/**
 * Registers the multipart parser for a route context, with its refusals mapped to 400: a
 * multipart body without boundary is refused before the parser sees it, and a body the parser
 * cannot read is answered by the error handler (see `isMalformedMultipart`).
 */
export async function registerMultipart(
  app: FastifyInstance,
  options: FastifyMultipartOptions | FastifyMultipartAttachFieldsToBodyOptions,
) {
  await app.register(multipart, options);
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !WITH_BOUNDARY.test(type))
      throw new AppError(400, ERROR_CODES.validation, { 'content-type': 'boundary' });
  });
}
