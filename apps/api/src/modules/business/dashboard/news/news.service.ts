import type { TNews } from '@nomina/domain';
import { languageOf, pickText, withFallback } from './pick-language';
import type { TDashboardDeps } from '../dashboard.deps';

/** News of the issuer and of the registrar, newest first, in the asked language or else in French. */
export async function readNews(
  { news }: Pick<TDashboardDeps, 'news'>,
  emetIden: number,
  codeLangue?: string,
): Promise<TNews[]> {
  const language = languageOf(codeLangue);
  const items = await news.findOf(emetIden);
  if (items.length === 0) return [];
  const texts = await news.findTexts(
    items.map((item) => item.id),
    withFallback(language),
  );
  return items.flatMap((item) => {
    const text = pickText(texts, (row) => row.newsId, item.id, language);
    if (!text) return [];
    return [
      {
        id: item.id,
        titre: text.titre,
        resume: text.resume,
        datePublication: item.datePublication,
        lien: item.lien,
        aLaUne: item.aLaUne,
      },
    ];
  });
}
