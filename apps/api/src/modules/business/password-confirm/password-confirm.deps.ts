import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountOf, authOf } from '../../../access';
import { createSignedInPasswordCheck } from '../../auth';
import { createOperationTokensRepository } from './password-confirm.repository';
import type { TOperationCaller, TPasswordConfirmDeps } from './password-confirm.service';

/** What the password confirmation needs, built once per plugin from the app (never the app itself). */
export function createPasswordConfirmDeps(app: FastifyInstance): TPasswordConfirmDeps {
  return {
    tokens: createOperationTokensRepository(app.db),
    checkPassword: createSignedInPasswordCheck(app.db, app.config.MAX_PASSWORD_ATTEMPTS),
  };
}

/** The request's signed-in user, session and chosen account (409 when no account is chosen). */
export function callerOf(request: FastifyRequest): TOperationCaller {
  const { userId, sessionId } = authOf(request);
  return { userId, sessionId, tituNume: accountOf(request).tituNume };
}
