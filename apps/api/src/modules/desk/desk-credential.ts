import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@nomina/domain';
import { AppError } from '../../lib/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * onRequest hook of the desk API: the bearer must equal DESK_API_TOKEN (compared in constant
 * time). Without a configured credential nobody gets in.
 */
export function requireDeskCredential(expected: string | undefined) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!expected || !presented || !timingSafeEqual(digest(presented), digest(expected)))
      throw new AppError(401, ERROR_CODES.unauthorized);
  };
}
