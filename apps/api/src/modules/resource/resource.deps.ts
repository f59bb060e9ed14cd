import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TTranslationCache } from './traduction/traduction.service';

/** What the resource services need: the database (through their repositories), the texts, the environment. */
export type TResourceDeps = {
  db: TDatabase;
  translations: TTranslationCache;
  isProduction: boolean;
};

/** Built once per plugin from the app (the services never take the app). */
export function createResourceDeps(app: FastifyInstance): TResourceDeps {
  return { db: app.db, translations: app.translations, isProduction: app.config.isProduction };
}
