import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import type { TThemeRepository, TThemeWithIssuers } from './theme.repository';
import { createThemeService, pageTheme } from './theme.service';

const theme = (id: number, over: Partial<TThemeWithIssuers> = {}) =>
  ({
    id,
    hosts: [`site${id}.example`],
    allowLegacyUser: false,
    alive: true,
    config: { isAvailable: true },
    issuers: [1000 + id],
    ...over,
  }) as TThemeWithIssuers;

describe('theme service cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-03-02T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('reads the themes once for every caller within a few seconds, again after', async () => {
    const themes = strictFake<TThemeRepository>('themes', { selectAll: async () => [theme(1), theme(2)] });
    const service = createThemeService({ themes });
    expect(await service.themeExists(2)).toBe(true);
    expect(await service.themeHosts(2)).toEqual(['site2.example']);
    expect((await service.findThemeByOrigin('https://site2.example/page')).themeId).toBe(2);
    expect(themes.selectAll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3001);
    expect(await service.themeExists(3)).toBe(false);
    expect(themes.selectAll).toHaveBeenCalledTimes(2);
  });

  it('reads again at once after a theme is put in or out of maintenance', async () => {
    const themes = strictFake<TThemeRepository>('themes', {
      selectAll: async () => [theme(1)],
      updateAlive: async (id, alive) => theme(id, { alive }),
    });
    const service = createThemeService({ themes });
    await service.findTheme(1);
    expect((await service.setThemeAlive(1, false)).alive).toBe(false);
    await service.findTheme(1);
    expect(themes.selectAll).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const themes = strictFake<TThemeRepository>('themes', {
      selectAll: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return [theme(1)];
      },
    });
    const service = createThemeService({ themes });
    await expect(service.themeExists(1)).rejects.toThrow('connection lost');
    expect(await service.themeExists(1)).toBe(true);
  });
});

describe('theme service: reading again when the read cache hears of a change', () => {
  it('reads again as soon as the change count moves, whatever the time left', async () => {
    let changes = 0;
    const themes = strictFake<TThemeRepository>('themes', { selectAll: async () => [theme(1)] });
    const service = createThemeService({ themes, changes: () => changes });
    await service.themeExists(1);
    await service.themeExists(1);
    expect(themes.selectAll).toHaveBeenCalledTimes(1);
    changes += 1;
    await service.themeExists(1);
    expect(themes.selectAll).toHaveBeenCalledTimes(2);
  });
});

describe('isServing (spec 1 §4: maintenance follows the alive flag)', () => {
  const serviceOf = (...rows: TThemeWithIssuers[]) =>
    createThemeService({ themes: strictFake<TThemeRepository>('themes', { selectAll: async () => rows }) });

  it('follows the theme of the page, an unknown or malformed page being the registrar’s', async () => {
    const service = serviceOf(theme(1, { alive: false }), theme(2));
    expect(await service.isServing({ page: 'https://site2.example/#/login', emetIden: null })).toBe(true);
    expect(await service.isServing({ page: 'https://site1.example', emetIden: null })).toBe(false);
    expect(await service.isServing({ page: 'https://elsewhere.example', emetIden: null })).toBe(false);
    expect(await service.isServing({ page: 'not a url', emetIden: null })).toBe(false);
  });

  it('also follows the theme of the chosen account’s issuer, in one read', async () => {
    const service = serviceOf(theme(1), theme(3, { alive: false }));
    expect(await service.isServing({ page: 'https://site1.example', emetIden: 1001 })).toBe(true);
    expect(await service.isServing({ page: 'https://site1.example', emetIden: 1003 })).toBe(false);
    expect(await service.isServing({ page: 'https://site1.example', emetIden: 4242 })).toBe(true);
  });
});

describe('pageTheme: the theme the browser holds may only add maintenance in production', () => {
  const deps = (isProduction: boolean, ...rows: TThemeWithIssuers[]) => ({
    isProduction,
    theme: createThemeService({
      themes: strictFake<TThemeRepository>('themes', { selectAll: async () => rows }),
    }),
  });
  const request = { url: 'https://site1.example', themeId: 3 };

  it('in production, dresses the page in its origin’s theme, in maintenance when the held one is', async () => {
    expect(await pageTheme(deps(true, theme(1), theme(3)), request)).toMatchObject({
      themeId: 1,
      alive: true,
    });
    expect(await pageTheme(deps(true, theme(1), theme(3, { alive: false })), request)).toMatchObject({
      themeId: 1,
      alive: false,
    });
  });

  it('outside production, answers the held theme, in maintenance when the origin’s is', async () => {
    expect(await pageTheme(deps(false, theme(1), theme(3)), request)).toMatchObject({
      themeId: 3,
      alive: true,
    });
    expect(await pageTheme(deps(false, theme(1, { alive: false }), theme(3)), request)).toMatchObject({
      themeId: 3,
      alive: false,
    });
  });
});
