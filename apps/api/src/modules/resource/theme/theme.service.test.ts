import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import type { TThemeRepository, TThemeRow } from './theme.repository';
import { createThemeService } from './theme.service';

const theme = (id: number, over: Partial<TThemeRow> = {}) =>
  ({
    id,
    hosts: [`site${id}.example`],
    allowLegacyUser: false,
    alive: true,
    config: { isAvailable: true },
    ...over,
  }) as TThemeRow;

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
