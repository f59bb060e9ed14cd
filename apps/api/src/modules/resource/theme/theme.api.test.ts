import { expect, it } from 'vitest';
import { describeApi } from '../../../testing/test-app';

describeApi('POST resource/theme', (app) => {
  const postTheme = (url: unknown) =>
    app().inject({ method: 'POST', url: '/api/v1/resource/theme', payload: { url } });

  it('finds the theme of an issuer host', async () => {
    const response = await postTheme('http://theme3.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      themeId: 3,
      allowLegacyUser: false,
      alive: true,
      config: {
        id: 'theme-3',
        head: { title: 'Vercors Santé' },
        logo: '/themes/theme-3/logo.svg',
      },
    });
  });

  it('ignores the path and case of the page address', async () => {
    const response = await postTheme('https://ACTIONNAIRES.borealis-banque.example/#/login');
    expect(response.json()).toMatchObject({ themeId: 5, allowLegacyUser: true });
  });

  it('gives the registrar theme to an unknown host', async () => {
    const response = await postTheme('https://unknown.example.org');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ themeId: 1, allowLegacyUser: true, alive: true });
  });

  it('offers both old-account variants on theme 1 and only the old-PLS one on theme 5', async () => {
    expect((await postTheme('http://localhost:3000')).json().config.login.getMyAccess).toEqual({
      exPLS: true,
      exOLIS: true,
    });
    expect((await postTheme('http://theme5.localhost')).json().config.login.getMyAccess).toEqual({
      exPLS: true,
      exOLIS: false,
    });
    expect((await postTheme('http://theme2.localhost')).json().config.login.getMyAccess).toEqual({
      exPLS: false,
      exOLIS: false,
    });
  });

  it.each([['not a url'], ['javascript:alert(1)'], ['ftp://theme2.localhost']])(
    'refuses the malformed origin %s',
    async (url) => {
      const response = await postTheme(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('general.error.origin.invalid');
    },
  );

  it('refuses a missing or non-text url', async () => {
    for (const payload of [{}, { url: 42 }, { url: '' }]) {
      const response = await app().inject({ method: 'POST', url: '/api/v1/resource/theme', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('general.error.validation');
    }
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/resource/theme',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('general.error.validation');
  });

  it('reports maintenance through the alive flag', async () => {
    const off = await app().inject({
      method: 'POST',
      url: '/api/v1/dev/themes/2/alive',
      payload: { alive: false },
    });
    expect(off.json()).toMatchObject({ themeId: 2, alive: false });
    expect((await postTheme('http://theme2.localhost')).json().alive).toBe(false);
    await app().inject({ method: 'POST', url: '/api/v1/dev/themes/2/alive', payload: { alive: true } });
    expect((await postTheme('http://theme2.localhost')).json().alive).toBe(true);
  });

  it('answers 404 when toggling an unknown theme', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/dev/themes/42/alive',
      payload: { alive: false },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('general.error.theme.unknown');
  });
});

describeApi('POST resource/theme with the stored theme', (app) => {
  it('answers the theme the browser holds', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/resource/theme',
      payload: { url: 'http://localhost:3000', themeId: 4 },
    });
    expect(response.json()).toMatchObject({
      themeId: 4,
      config: { head: { title: 'Lumen Télécom' } },
    });
  });

  it('refuses a theme outside 1 to 5', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/resource/theme',
      payload: { url: 'http://localhost:3000', themeId: 6 },
    });
    expect(response.statusCode).toBe(400);
  });
});
