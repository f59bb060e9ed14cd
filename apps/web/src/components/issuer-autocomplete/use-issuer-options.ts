import { DEFAULT_THEME_ID, type TIssuer } from '@nomina/domain';
import { useEffect, useRef, useState } from 'react';
import { ISSUER_SEARCH, isSearchable } from './issuer-format';
import { searchIssuers } from './search-issuers';

type TIssuerOptionsInput = {
  text: string;
  themeId: number;
  lang: string;
  /** An issuer id to restore (a form coming back to this step): looked up once. */
  restoreId: number | null | undefined;
  /** Called when a search settles on exactly one issuer, or a restored one is found. */
  onSingle: (issuer: TIssuer) => void;
};

/** Spec 1 §8: failed background fetches are swallowed; an aborted one is simply replaced. */
function ignoreFailure(): TIssuer[] {
  return [];
}

/**
 * The issuers to offer (spec 1 §4): a debounced search on typed text, the theme's whole list
 * preloaded when the theme is not the registrar's, and a restored issuer looked up by id.
 */
export function useIssuerOptions({
  text,
  themeId,
  lang,
  restoreId,
  onSingle,
}: TIssuerOptionsInput): TIssuer[] {
  const [options, setOptions] = useState<TIssuer[]>([]);
  // The latest callback, without making the searches depend on the parent's render.
  const onSingleRef = useRef(onSingle);
  useEffect(() => {
    onSingleRef.current = onSingle;
  });

  useEffect(() => {
    const isPreloaded = themeId !== DEFAULT_THEME_ID;
    if (!isPreloaded && !restoreId) return;
    const controller = new AbortController();
    const expression = isPreloaded ? ISSUER_SEARCH.all : String(restoreId);
    void searchIssuers({ expression, themeId, lang, signal: controller.signal })
      .catch(ignoreFailure)
      .then((found) => {
        if (controller.signal.aborted) return;
        if (isPreloaded) setOptions(found);
        const restored = restoreId ? found.find((issuer) => issuer.emetIden === restoreId) : undefined;
        const single = restored ?? (found.length === 1 ? found[0] : undefined);
        if (single) onSingleRef.current(single);
      });
    return () => controller.abort();
  }, [themeId, lang, restoreId]);

  useEffect(() => {
    if (!isSearchable(text)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void searchIssuers({ expression: text.trim(), themeId, lang, signal: controller.signal })
        .catch(ignoreFailure)
        .then((found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          if (found.length === 1) onSingleRef.current(found[0]!);
        });
    }, ISSUER_SEARCH.debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, themeId, lang]);

  return options;
}
