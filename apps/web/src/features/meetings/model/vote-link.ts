import { voteLocale } from '@nomina/domain';

/**
 * The vote link with request_locale (po becoming pt), or null when it cannot be opened: a
 * single-sign-on user, an empty link or a link that is not a web address (spec 2 §5 Vote).
 */
export function voteLink(
  urlVote: string,
  lang: string | null | undefined,
  options: { isSSO: boolean; base?: string },
): string | null {
  if (options.isSSO || urlVote.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(urlVote.trim(), options.base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('request_locale', voteLocale(lang));
  return url.toString();
}
