import { expect, type APIRequestContext } from '@playwright/test';

/** The part of POST resource/theme's answer the journeys compare with the page. */
export type TThemeAnswer = {
  themeId: number;
  alive: boolean;
  config: { head: { title: string }; logo: string };
};

/** Asks the server which theme a page origin gets, as the web app does on start. */
export async function fetchThemeFor(request: APIRequestContext, origin: string): Promise<TThemeAnswer> {
  const response = await request.post('/api/v1/resource/theme', { data: { url: origin } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TThemeAnswer;
}

/** Dev-only endpoint (non-production): puts a theme into maintenance (false) or out of it (true). */
export async function setThemeAlive(
  request: APIRequestContext,
  themeId: number,
  alive: boolean,
): Promise<void> {
  const response = await request.post(`/api/v1/dev/themes/${themeId}/alive`, { data: { alive } });
  expect(response.ok(), `dev alive toggle answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
}

/** A language's texts for a theme, as the server serves them to the web app. */
export async function fetchTexts(
  request: APIRequestContext,
  language: string,
  themeId = 1,
): Promise<Record<string, string>> {
  const response = await request.get(`/api/v1/resource/traduction/${language}/${themeId}`);
  expect(response.status(), await response.text()).toBe(200);
  const entries = (await response.json()) as Array<{ key: string; libelle: string }>;
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.libelle]));
}

/** The text of one key, failing clearly when the server does not have it. */
export function text(texts: Record<string, string>, key: string): string {
  const value = texts[key];
  expect(value, `translation key "${key}" is missing`).toBeTruthy();
  return value!;
}

/** The issuer whose logo a theme shows, with the alternative text the logo must carry. */
export async function fetchThemeLogo(
  request: APIRequestContext,
  themeId: number,
): Promise<{ logo: string; alt: string }> {
  const response = await request.get(`/api/v1/resource/logo?themeId=${themeId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { logo: string; alt: string };
}
