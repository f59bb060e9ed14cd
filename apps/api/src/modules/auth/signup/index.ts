import type { FastifyInstance } from 'fastify';
import { completeRoutes } from './complete.routes';
import { savePasswordRoutes } from './save-password.routes';
import { securingRoutes } from './securing.routes';
import { signupStartRoutes } from './signup-start.routes';

/** Sign-up and first connection: identity (e-mail link), updating (password), securing (codes, contacts). */
export async function signupRoutes(app: FastifyInstance) {
  await app.register(signupStartRoutes);
  await app.register(savePasswordRoutes);
  await app.register(securingRoutes);
  await app.register(completeRoutes);
}
