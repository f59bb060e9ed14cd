import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Portfolio journeys' helpers: the bearer token the page itself sends (read from a business call
 * as it passes), the holder's figures asked with it, and the amount as the page must write it.
 */
export async function catchBearer(
  page: Page,
  pathPart: string,
  action: () => Promise<unknown>,
): Promise<string> {
  // The first signed-in one: the login page's own business call (the visitor's alerts) has none.
  const sent = page.waitForRequest(
    (request) => request.url().includes(pathPart) && request.headers().authorization !== undefined,
  );
  await action();
  const header = (await sent).headers().authorization ?? '';
  expect(header).toMatch(/^Bearer /);
  return header;
}

export async function apiGet<T>(request: APIRequestContext, authorization: string, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: { authorization } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

type TTotal = { total: number };

/** The valuation of the chosen account from its three sources: securities, rights and funds. */
export async function holderTotal(request: APIRequestContext, authorization: string): Promise<number> {
  const [titres, droits, positions] = await Promise.all([
    apiGet<TTotal>(request, authorization, '/business/portefeuille/titres'),
    apiGet<TTotal>(request, authorization, '/business/portefeuille/droits'),
    apiGet<TTotal>(request, authorization, '/business/positions'),
  ]);
  return Math.round((titres.total + droits.total + positions.total) * 100) / 100;
}

const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB' };

/** An amount in EUR as the portal writes it in a language (spec 3 §9). */
export function euros(value: number, language: 'fr' | 'en'): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(value);
}

/** True when the page is wider than the window (sideways scrolling). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
