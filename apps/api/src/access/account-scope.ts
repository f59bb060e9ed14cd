import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@nomina/domain';
import { AppError } from '../lib/app-error';
import { authOf } from './request-auth';

/** The chosen account of the token: every business query is scoped to it and nothing else. */
export type TAccountScope = { tituNume: string; actiIden: number; emetIden: number };

/** The token's chosen account, or 409 general.error.account.none when none is chosen yet. */
export function accountOf(request: FastifyRequest): TAccountScope {
  const { tituNume, actiIden, emetIden } = authOf(request);
  if (!tituNume || actiIden === null || emetIden === null) {
    throw new AppError(409, ERROR_CODES.noAccountSelected);
  }
  return { tituNume, actiIden, emetIden };
}

/**
 * preHandler refusing (403 habilitations.restriction.msg.n) a call of a module the chosen account
 * may not open: the browser's module guard is a convenience, this is the rule.
 */
export function requireModule(app: FastifyInstance, ...moduleKeys: string[]) {
  return async (request: FastifyRequest) => {
    const account = accountOf(request);
    for (const key of moduleKeys) {
      if (!(await app.habilitations.isOpen(account, key))) throw new AppError(403, ERROR_CODES.moduleRefused);
    }
  };
}

/**
 * preHandler for a call several pages make: refused (403 habilitations.restriction.msg.n) unless
 * the chosen account may open at least one of `moduleKeys`.
 */
export function requireAnyModule(app: FastifyInstance, ...moduleKeys: string[]) {
  return async (request: FastifyRequest) => {
    const account = accountOf(request);
    for (const key of moduleKeys) if (await app.habilitations.isOpen(account, key)) return;
    throw new AppError(403, ERROR_CODES.moduleRefused);
  };
}
