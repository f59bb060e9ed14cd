import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLanguageEntry } from '@nomina/domain';
import { listLanguages } from './langues.service';
import { createResourceDeps } from '../resource.deps';

/** GET langues (every language the register knows) and langues/site (those the site offers). */
export async function languesRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['resource'], response: { 200: z.array(ZLanguageEntry) } };
  routes.get('/langues', { schema: { ...schema, summary: 'Languages known to the register' } }, () =>
    listLanguages(deps, false),
  );
  routes.get('/langues/site', { schema: { ...schema, summary: 'Languages offered on the site' } }, () =>
    listLanguages(deps, true),
  );
}
