import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TLanguage } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { translations } from '../../../db/schema';

/** The translation texts: one query per method. */
export function createTranslationsRepository(db: TDatabase) {
  return {
    /** One language's rows of the common base (theme 0) and of a theme, each key's base row first. */
    async selectRows(language: TLanguage, themeId: number) {
      return db
        .select({ key: translations.key, libelle: translations.libelle, themeId: translations.themeId })
        .from(translations)
        .where(and(eq(translations.langueIden, language), inArray(translations.themeId, [0, themeId])))
        .orderBy(asc(translations.key), asc(translations.themeId));
    },
  };
}

export type TTranslationsRepository = ReturnType<typeof createTranslationsRepository>;
