import { describe, expect, it } from 'vitest';
import type { TThemeResponse } from '@nomina/domain';
import { firstScreenPreloads } from './first-screen';

const theme = (themeId: number, logo: string) =>
  ({ themeId, allowLegacyUser: true, alive: true, config: { logo } }) as unknown as TThemeResponse;

describe("the first screen's preloads", () => {
  it("are the origin's theme texts in the default language and its logo", async () => {
    const preloads = firstScreenPreloads({
      findThemeByOrigin: async (origin) =>
        origin.includes('theme3')
          ? theme(3, '/themes/theme-3/logo.svg')
          : theme(1, '/themes/theme-1/logo.svg'),
    });
    await expect(preloads('http://theme3.localhost:3000')).resolves.toEqual([
      { href: '/api/v1/resource/traduction/fr/3', as: 'fetch' },
      { href: '/themes/theme-3/logo.svg', as: 'image' },
    ]);
    await expect(preloads('http://localhost:3000')).resolves.toEqual([
      { href: '/api/v1/resource/traduction/fr/1', as: 'fetch' },
      { href: '/themes/theme-1/logo.svg', as: 'image' },
    ]);
  });
});
