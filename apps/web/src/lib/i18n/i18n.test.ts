import { STORAGE_KEYS } from '@nomina/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../storage/storage';
import { i18n, initI18n, resolveInitialLanguage, switchLanguage } from './i18n';

describe('resolveInitialLanguage', () => {
  it('maps the sign-up spelling po to pt', () => expect(resolveInitialLanguage('po')).toBe('pt'));
  it('maps the stored fra to fr', () => expect(resolveInitialLanguage('fra')).toBe('fr'));
  it('defaults to fr when nothing or something unknown is stored', () => {
    expect(resolveInitialLanguage(null)).toBe('fr');
    expect(resolveInitialLanguage('nl')).toBe('fr');
    expect(resolveInitialLanguage(42)).toBe('fr');
  });
});

describe('initI18n and switchLanguage', () => {
  const requested: string[] = [];

  beforeEach(() => {
    window.localStorage.clear();
    requested.length = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      const language = url.split('/').at(-2);
      const texts: Record<string, string> = { pt: 'Fechar', fr: 'Fermer', de: 'Schließen' };
      return new Response(JSON.stringify([{ key: 'general.close', libelle: texts[language ?? ''] ?? '?' }]), {
        status: 200,
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('normalises a stored po, loads pt texts for the theme and sets <html lang>', async () => {
    storage.set(STORAGE_KEYS.lang, 'po');

    const language = await initI18n(3);

    expect(language).toBe('pt');
    expect(requested[0]).toBe('/api/v1/resource/traduction/pt/3');
    expect(i18n.t('general.close')).toBe('Fechar');
    expect(document.documentElement.lang).toBe('pt');
    expect(storage.get(STORAGE_KEYS.lang)).toBe('pt');

    await switchLanguage('de');
    expect(requested).toContain('/api/v1/resource/traduction/de/3');
    expect(i18n.t('general.close')).toBe('Schließen');
    expect(document.documentElement.lang).toBe('de');
    expect(storage.get(STORAGE_KEYS.lang)).toBe('de');
  });
});
