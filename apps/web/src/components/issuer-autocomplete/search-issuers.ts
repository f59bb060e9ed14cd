import type { TIssuer } from '@nomina/domain';
import { http } from '../../lib/http/http-client';

export type TIssuerSearch = { expression: string; themeId: number; lang: string; signal?: AbortSignal };

/**
 * GET resource/autocomplete/emetteursMigres/{lang} (spec 1 §7): migrated issuers matching the
 * expression, '*' for the whole list of the theme. A background call: no loader.
 */
export function searchIssuers({ expression, themeId, lang, signal }: TIssuerSearch): Promise<TIssuer[]> {
  return http<TIssuer[]>(`/resource/autocomplete/emetteursMigres/${encodeURIComponent(lang)}`, {
    skipAuth: true,
    hiddenReq: true,
    query: { expression, theme: themeId },
    ...(signal ? { signal } : {}),
  });
}
