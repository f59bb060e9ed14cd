import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { news, newsTexts } from '../../../../db/schema';

/** The news' queries, one per method. */
export function createNewsRepository(db: TDatabase) {
  return {
    /** News of the issuer and of the registrar, newest first. */
    async findOf(emetIden: number) {
      return db
        .select()
        .from(news)
        .where(or(eq(news.emetIden, emetIden), isNull(news.emetIden)))
        .orderBy(desc(news.datePublication), desc(news.id));
    },

    /** The texts of these news in these languages. */
    async findTexts(newsIds: number[], languages: string[]) {
      return db
        .select()
        .from(newsTexts)
        .where(and(inArray(newsTexts.newsId, newsIds), inArray(newsTexts.langueIden, languages)));
    },
  };
}

export type TNewsRepository = ReturnType<typeof createNewsRepository>;
