import type { TTranslationKey } from '@nomina/translations/keys';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { TRouteHandle } from '../config/route-handle';
import { getThemeState } from '../lib/theme/theme-store';

/** The translation key naming the matched page: the last breadcrumb of the deepest route with one. */
function usePageKey(): TTranslationKey | null {
  const handles = useMatches().map((match) => match.handle as TRouteHandle | undefined);
  return (
    handles
      .reverse()
      .find((handle) => handle?.crumbs?.length)
      ?.crumbs?.at(-1) ?? null
  );
}

/**
 * The browser tab names the page and the issuer, in the reader's language (issue 16 §12):
 * "Titres – Aubépine Industries". Signed-in pages are named by their breadcrumb; the others
 * (login area) by their main heading, followed as it renders.
 */
export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const pageKey = usePageKey();
  const { pathname } = useLocation();

  useEffect(() => {
    const issuer = getThemeState()?.config.head.title ?? '';
    const show = (page: string) => {
      const title = page && issuer ? `${page} – ${issuer}` : page || issuer;
      if (title && document.title !== title) document.title = title;
    };
    if (pageKey) {
      show(t(pageKey));
      return undefined;
    }
    let frame = 0;
    const readHeading = () => {
      frame = 0;
      // The first heading shown: a page may keep another one hidden (a step not yet reached).
      const headings = Array.from(document.querySelectorAll('h1'));
      const shown = headings.find((heading) => heading.checkVisibility?.() ?? true);
      show(shown?.textContent?.trim() ?? '');
    };
    // Once per frame at most: checkVisibility computes styles, and a page being drawn changes
    // the document many times between two frames (a forced style pass on each is what it cost).
    const readNextFrame = () => {
      frame ||= requestAnimationFrame(readHeading);
    };
    readHeading();
    const observer = new MutationObserver(readNextFrame);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [pageKey, pathname, t, i18n.language]);
}
