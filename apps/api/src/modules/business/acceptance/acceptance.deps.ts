import type { FastifyInstance } from 'fastify';
import { createPasswordConfirmDeps } from '../password-confirm/password-confirm.deps';
import type { TAcceptanceDeps } from './acceptance.service';

/** What the acceptance services need, built once per plugin from the app (never the app itself). */
export function createAcceptanceDeps(app: FastifyInstance): TAcceptanceDeps {
  return { db: app.db, passwords: createPasswordConfirmDeps(app) };
}
