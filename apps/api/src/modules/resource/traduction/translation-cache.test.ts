import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTranslationCache } from './traduction.service';
import type { TTranslationsRepository } from './traduction.repository';

type TRow = Awaited<ReturnType<TTranslationsRepository['selectRows']>>[number];

/** A repository whose rows the test changes, counting its reads; `failing` makes the next read throw. */
function fakeTexts(rows: TRow[]) {
  const state = { rows, reads: 0, failing: false };
  const texts: TTranslationsRepository = {
    selectRows: async () => {
      state.reads += 1;
      if (state.failing) throw new Error('database down');
      return state.rows;
    },
  };
  return { state, texts };
}

const row = (key: string, libelle: string): TRow => ({ key, libelle, themeId: 0 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const titleOf = (bundle: { brotli: Buffer }) =>
  (JSON.parse(brotliDecompressSync(bundle.brotli).toString()) as { libelle: string }[])[0]?.libelle;

describe('translation cache', () => {
  it('reads a list once while it is fresh, and once for callers that arrive together', async () => {
    const { state, texts } = fakeTexts([row('menu.title', 'Mon portefeuille')]);
    const cache = createTranslationCache({ texts }, 60, () => 0);
    await Promise.all([cache.get('fr', 1), cache.get('fr', 1)]);
    await cache.get('fr', 1);
    expect(state.reads).toBe(1);
  });

  it('serves the list in memory once it is stale and reads it again in the background', async () => {
    let clock = 0;
    const { state, texts } = fakeTexts([row('menu.title', 'Mon portefeuille')]);
    const cache = createTranslationCache({ texts }, 60, () => clock);
    await cache.get('fr', 1);
    state.rows = [row('menu.title', 'Mes titres')];
    clock = 61_000;
    expect(titleOf(await cache.get('fr', 1))).toBe('Mon portefeuille');
    await settle();
    expect(state.reads).toBe(2);
    const fresh = await cache.get('fr', 1);
    expect(titleOf(fresh)).toBe('Mes titres');
    expect(fresh.texts.get('menu.title')).toBe('Mes titres');
  });

  it('keeps the compressed bytes when the texts did not change', async () => {
    let clock = 0;
    const { texts } = fakeTexts([row('menu.title', 'Mon portefeuille')]);
    const cache = createTranslationCache({ texts }, 60, () => clock);
    const first = await cache.get('fr', 1);
    clock = 61_000;
    await cache.get('fr', 1);
    await settle();
    const second = await cache.get('fr', 1);
    expect(second.expiresAt).toBe(121_000);
    expect(second.brotli).toBe(first.brotli);
    expect(second.etag).toBe(first.etag);
  });

  it('keeps serving the list in memory when a new read fails, and tries again next time', async () => {
    let clock = 0;
    const { state, texts } = fakeTexts([row('menu.title', 'Mon portefeuille')]);
    const cache = createTranslationCache({ texts }, 60, () => clock);
    await cache.get('fr', 1);
    clock = 61_000;
    state.failing = true;
    expect(titleOf(await cache.get('fr', 1))).toBe('Mon portefeuille');
    await settle();
    state.failing = false;
    state.rows = [row('menu.title', 'Mes titres')];
    await cache.get('fr', 1);
    await settle();
    expect(state.reads).toBe(3);
    expect(titleOf(await cache.get('fr', 1))).toBe('Mes titres');
  });

  it('does not keep a first read that failed', async () => {
    const { state, texts } = fakeTexts([row('menu.title', 'Mon portefeuille')]);
    const cache = createTranslationCache({ texts }, 60, () => 0);
    state.failing = true;
    await expect(cache.get('fr', 1)).rejects.toThrow('database down');
    state.failing = false;
    expect(titleOf(await cache.get('fr', 1))).toBe('Mon portefeuille');
  });

  it('reads every time, and waits for the read, with a lifetime of 0', async () => {
    const { state, texts } = fakeTexts([row('menu.title', 'Mon portefeuille')]);
    const cache = createTranslationCache({ texts }, 0, () => 0);
    await cache.get('fr', 1);
    state.rows = [row('menu.title', 'Mes titres')];
    expect(titleOf(await cache.get('fr', 1))).toBe('Mes titres');
    expect(state.reads).toBe(2);
  });
});
