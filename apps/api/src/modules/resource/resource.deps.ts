import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/client';
import { createSiteSettings } from '../../settings';
import { createFaqRepository } from './faq/faq.repository';
import { createIssuersRepository } from './issuers/issuers.repository';
import { issuerOfPage as issuerOfPageWith } from './issuers/issuer.service';
import { createLanguagesRepository } from './langues/langues.repository';
import { createModulesRepository } from './modules/modules.repository';
import { readModules as readModulesWith } from './modules/modules.service';
import { themeServiceOf } from './theme/theme.deps';
import { createTranslationsRepository } from './traduction/traduction.repository';
import { createTranslationCache as createTranslationCacheWith } from './traduction/traduction.service';
import { createUsefulLinksRepository } from './useful-links/useful-links.repository';

/**
 * The resource module's composition root: its repositories over the database, the theme service
 * (one per database, its cache shared), the site settings, the texts and the environment. Built
 * once per plugin from the app; the services never take the app or the database.
 */
export function createResourceDeps(app: FastifyInstance) {
  return {
    issuers: createIssuersRepository(app.db),
    faq: createFaqRepository(app.db),
    languages: createLanguagesRepository(app.db),
    modules: createModulesRepository(app.db),
    usefulLinks: createUsefulLinksRepository(app.db),
    theme: themeServiceOf(app.db),
    settings: createSiteSettings(app.db),
    translations: app.translations,
    isProduction: app.config.isProduction,
  };
}

export type TResourceDeps = ReturnType<typeof createResourceDeps>;

/**
 * What the app and the other modules use of the resource module, over one database: the issuer
 * whose settings rule a page, the menu of an account, the translation cache and the maintenance
 * check.
 */
export function createResourceServices(db: TDatabase) {
  const issuers = createIssuersRepository(db);
  const modules = createModulesRepository(db);
  const theme = themeServiceOf(db);
  return {
    /** Whether a call from a page, for an account's issuer, may be served (theme.service). */
    isServing: (call: { page: string; emetIden: number | null }) => theme.isServing(call),
    /** The issuer whose settings rule a page (issuer.service). */
    issuerOfPage: (page: string) => issuerOfPageWith({ issuers, theme }, page),
    /** The first issuer of a theme: whose settings rule a visitor's form on that theme. */
    firstIssuerOfTheme: (themeId: number) => issuers.firstOfTheme(themeId),
    /** The menu of one account (modules.service). */
    readModules: (account: { actiIden: number; emetIden: number }) => readModulesWith({ modules }, account),
    /** The translation cache over the database's texts, kept `ttlSeconds`. */
    translationCache: (ttlSeconds: number) =>
      createTranslationCacheWith({ texts: createTranslationsRepository(db) }, ttlSeconds),
  };
}

export type TResourceServices = ReturnType<typeof createResourceServices>;
