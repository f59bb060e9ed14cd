import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeApi } from '../../../testing/test-app';

describeApi('GET resource/traduction/{lang}/{themeId}', (app) => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url: `/api/v1/resource/traduction/${path}`, headers });

  it('lists key and libelle pairs in the language, without any login', async () => {
    const response = await get('en/1');
    expect(response.statusCode).toBe(200);
    const list: { key: string; libelle: string }[] = response.json();
    expect(list).toContainEqual({ key: 'api.technical.error.title', libelle: 'Technical error' });
    expect(new Set(list.map((entry) => entry.key)).size).toBe(list.length);
  });

  it('gives each language its own texts', async () => {
    const text = async (lang: string) =>
      (await get(`${lang}/1`)).json().find((entry: { key: string }) => entry.key === 'menu.portefeuille')
        .libelle;
    expect(await text('fr')).toBe('Mon portefeuille');
    expect(await text('de')).toBe('Mein Depot');
    expect(await text('pt')).toBe('A minha carteira');
  });

  it('reads po as pt', async () => {
    expect((await get('po/1')).body).toBe((await get('pt/1')).body);
  });

  it('answers 304 to a matching If-None-Match and is cacheable', async () => {
    const first = await get('fr/2');
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const second = await get('fr/2', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const stale = await get('fr/2', { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it('sends the same list compressed when the client accepts gzip', async () => {
    const plain = await get('it/1');
    const zipped = await get('it/1', { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('refuses an unknown language with 404', async () => {
    const response = await get('nl/1');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('general.error.language.unknown');
  });

  it('refuses an unknown theme with 404', async () => {
    const response = await get('fr/99');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('general.error.theme.unknown');
  });

  it('refuses a theme that is not a number with 400', async () => {
    for (const path of ['fr/abc', 'fr/0', 'fr/-1', 'fr/1.5']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errorCode).toBe('general.error.validation');
    }
  });
});

describeApi('translations compressed with brotli', (app) => {
  it('prefers brotli when the client accepts it', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const plain = await app().inject({ method: 'GET', url: '/api/v1/resource/traduction/de/1' });
    const br = await app().inject({
      method: 'GET',
      url: '/api/v1/resource/traduction/de/1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describeApi('server-only texts', (app) => {
  it('keeps e-mail and SMS texts out of the page translations', async () => {
    const list: { key: string }[] = (
      await app().inject({ method: 'GET', url: '/api/v1/resource/traduction/fr/1' })
    ).json();
    expect(list.some((entry) => entry.key.startsWith('mail.') || entry.key.startsWith('sms.'))).toBe(false);
    expect(list.some((entry) => entry.key === 'login.error.credentials')).toBe(true);
  });
});
