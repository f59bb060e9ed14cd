import { expect, it } from 'vitest';
import { describeApi } from '../../testing/test-app';

describeApi('resource reference data', (app) => {
  const get = (url: string) => app().inject({ method: 'GET', url: `/api/v1/resource/${url}` });

  it('lists the six site languages in order', async () => {
    const response = await get('langues/site');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((entry: { langueIden: string }) => entry.langueIden)).toEqual([
      'fr',
      'en',
      'de',
      'es',
      'it',
      'pt',
    ]);
    expect((await get('langues')).json()).toContainEqual({ langueIden: 'de', libelle: 'Deutsch' });
  });

  it('gives the register-wide value of a site parameter split on ;', async () => {
    const response = await get('parametreSite?emetIden=1001&paramName=TUTO_CONFIG');
    expect(response.json()).toEqual({
      emetIden: 1001,
      paramName: 'TUTO_CONFIG',
      paramValue: '4;3;2;3;2',
      values: ['4', '3', '2', '3', '2'],
    });
  });

  it('prefers the issuer’s own value over the default', async () => {
    expect((await get('parametreSite?emetIden=2002&paramName=MIN_PASSWORD_LENGTH')).json().values).toEqual([
      '14',
    ]);
    expect((await get('parametreSite?emetIden=1001&paramName=MIN_PASSWORD_LENGTH')).json().values).toEqual([
      '12',
    ]);
    expect((await get('parametreSite?emetIden=4004&paramName=CAPTCHA_ACTIVATED')).json().paramValue).toBe(
      '0',
    );
  });

  it('refuses unknown parameters and issuers', async () => {
    const unknownName = await get('parametreSite?emetIden=1001&paramName=DROP_TABLE');
    expect(unknownName.statusCode).toBe(400);
    expect(unknownName.json().errorCode).toBe('general.error.validation');
    const unknownIssuer = await get('parametreSite?emetIden=9999&paramName=CB_PLAFOND');
    expect(unknownIssuer.statusCode).toBe(404);
    expect(unknownIssuer.json().errorCode).toBe('general.error.issuer.unknown');
    expect((await get('parametreSite?paramName=CB_PLAFOND')).statusCode).toBe(400);
    expect((await get('parametreSite?emetIden=abc&paramName=CB_PLAFOND')).statusCode).toBe(400);
  });

  it('gives the allowed and strong-check dial codes of an issuer', async () => {
    const response = await get('phone?emetIden=1001');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.allowedDialCodes).toContain('33');
    expect(body.mobileCheckDialCodes).toContain('33');
    expect(body.mobileCheckDialCodes).not.toContain('1');
    expect((await get('phone?emetIden=123456')).statusCode).toBe(404);
    expect((await get('phone')).statusCode).toBe(400);
  });

  it('gives the logo of a theme or of an issuer', async () => {
    expect((await get('logo?themeId=2')).json()).toEqual({
      themeId: 2,
      emetIden: 2002,
      logo: '/themes/theme-2/logo.svg',
      alt: 'Calanque Énergie',
    });
    expect((await get('logo?emetIden=1003')).json()).toMatchObject({
      themeId: 1,
      emetIden: 1003,
      logo: '/themes/theme-1/logo.svg',
    });
    expect((await get('logo')).statusCode).toBe(400);
    expect((await get('logo?themeId=77')).json().errorCode).toBe('general.error.theme.unknown');
  });

  it('searches migrated issuers without regard to accents or case', async () => {
    const response = await get('autocomplete/emetteursMigres/fr?expression=CEDRE&theme=1');
    expect(response.json()).toEqual([{ emetIden: 1002, emetLibe: 'Cèdre Logistique' }]);
    expect(
      (await get('autocomplete/emetteursMigres/fr?expression=100&theme=1'))
        .json()
        .map((i: { emetIden: number }) => i.emetIden),
    ).toEqual([1001, 1002, 1003]);
  });

  it('lists every migrated issuer for * on theme 1 and only its own on an issuer theme', async () => {
    const all = (await get('autocomplete/emetteursMigres/en?expression=*&theme=1')).json();
    expect(all.length).toBe(7);
    expect(all.map((i: { emetIden: number }) => i.emetIden)).not.toContain(1004);
    expect((await get('autocomplete/emetteursMigres/fr?expression=*&theme=4')).json()).toEqual([
      { emetIden: 4004, emetLibe: 'Lumen Télécom' },
    ]);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect((await get('autocomplete/emetteursMigres/fr?expression=%25&theme=1')).json()).toEqual([]);
    expect((await get('autocomplete/emetteursMigres/fr?expression=_&theme=1')).json()).toEqual([]);
  });

  it('refuses bad autocomplete input', async () => {
    expect((await get('autocomplete/emetteursMigres/xx?expression=a&theme=1')).statusCode).toBe(404);
    expect((await get('autocomplete/emetteursMigres/fr?expression=a&theme=12')).statusCode).toBe(404);
    expect((await get('autocomplete/emetteursMigres/fr?theme=1')).statusCode).toBe(400);
    expect(
      (await get(`autocomplete/emetteursMigres/fr?expression=${'a'.repeat(101)}&theme=1`)).statusCode,
    ).toBe(400);
  });

  it('answers an unknown API path with 404 and an errorCode', async () => {
    const response = await get('nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('general.error.notfound');
  });
});

describeApi('health, docs and headers', (app) => {
  it('reports health with the database kind', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  it('describes every resource endpoint in OpenAPI', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    for (const path of [
      'theme',
      'traduction/{lang}/{themeId}',
      'langues',
      'langues/site',
      'parametreSite',
      'phone',
      'logo',
      'autocomplete/emetteursMigres/{lang}',
    ]) {
      expect(paths).toContain(`/api/v1/resource/${path}`);
    }
    expect(paths).toContain('/api/health');
  });

  it('sends a strict content security policy without unsafe-inline', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});

describeApi(
  'production mode',
  (app) => {
    it('has no dev endpoints', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/dev/themes/1/alive',
        payload: { alive: false },
      });
      expect(response.statusCode).toBe(404);
    });
  },
  {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    JWE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY----- test',
    PAYMENT_PROVIDER: 'sandbox',
    OPEN_BANKING_PROVIDER: 'sandbox',
    EXECUTION_VENUE: 'local',
  },
);
