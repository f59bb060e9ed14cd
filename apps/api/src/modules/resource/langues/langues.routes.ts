import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLanguageEntry, isLanguage, type TLanguageEntry } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { languages } from '../../../db/schema';

async function listLanguages(db: TDatabase, siteOnly: boolean): Promise<TLanguageEntry[]> {
  const rows = await db
    .select({ langueIden: languages.langueIden, libelle: languages.libelle })
    .from(languages)
    .where(siteOnly ? eq(languages.isSite, true) : undefined)
    .orderBy(asc(languages.ordre));
  return rows.flatMap((row) =>
    isLanguage(row.langueIden) ? [{ langueIden: row.langueIden, libelle: row.libelle }] : [],
  );
}

/** GET langues (every language the register knows) and langues/site (those the site offers). */
export async function languesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['resource'], response: { 200: z.array(ZLanguageEntry) } };
  routes.get('/langues', { schema: { ...schema, summary: 'Languages known to the register' } }, () =>
    listLanguages(app.db, false),
  );
  routes.get('/langues/site', { schema: { ...schema, summary: 'Languages offered on the site' } }, () =>
    listLanguages(app.db, true),
  );
}
