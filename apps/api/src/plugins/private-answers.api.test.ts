import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gedDocuments } from '../db/schema';
import { DEMO_PASSWORD, refreshCookieOf } from '../testing/inject-login';
import { describeApi } from '../testing/test-app';

/** Authenticated and credential answers are never stored by a cache. */
describeApi('Cache-Control on private answers', (app) => {
  it('sends no-store on the login, refresh, holder data, document downloads and refusals', async () => {
    const login = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { login: 'jdupont01', password: DEMO_PASSWORD },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const { token, idRefreshToken } = login.json();
    const refresh = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/refreshtoken',
      headers: { cookie: refreshCookieOf(login) },
      payload: { idRefreshToken, login: 'jdupont01' },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    const bearer = { authorization: `Bearer ${refresh.json().token ?? token}` };
    const [document] = await app()
      .db.select()
      .from(gedDocuments)
      .where(eq(gedDocuments.tituNume, 'T1001-000101'))
      .limit(1);
    const uuid = document!.uuid;
    for (const url of [
      '/api/v1/business/titulaire',
      '/api/v1/business/portefeuille/titres',
      '/api/v1/business/files?docId=5&codeLangue=fr',
      `/api/v1/external/ged/download?uuid=${uuid}`,
      '/api/v1/external/ged/docs',
      '/api/v1/business/operation/historique/export?categorie=BOURSE&format=csv',
    ]) {
      const response = await app().inject({ url, headers: bearer });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await app().inject({ url: '/api/v1/business/titulaire' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const wrong = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { login: 'jdupont01', password: 'Wrong#Password1' },
    });
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public translations cacheable', async () => {
    const response = await app().inject({ url: '/api/v1/resource/traduction/fr/1' });
    expect(response.headers['cache-control']).toContain('public');
  });
});
