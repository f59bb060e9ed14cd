import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@nomina/domain';
import { AppError } from '../lib/app-error';
import type { TAccessClaims } from './access-token';

/** The claims of an authenticated request (after requireAuth). */
export function authOf(request: FastifyRequest): TAccessClaims {
  if (!request.auth) throw new AppError(401, ERROR_CODES.unauthorized);
  return request.auth;
}
