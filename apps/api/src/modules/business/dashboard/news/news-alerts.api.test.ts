import { expect, it } from 'vitest';
import type { TAlert, TCoctCompletion, TNews } from '@nomina/domain';
import { injectAccountToken } from '../../../../testing/account-token';
import { injectLogin, injectWithToken } from '../../../../testing/inject-login';
import { describeApi } from '../../../../testing/test-app';

describeApi('news, alerts and account agreement status', (app) => {
  const get = (token: string, url: string) =>
    injectWithToken(app(), token, { url: `/api/v1/business/${url}` });

  it("gives the issuer's and the registrar's news, newest first, in the asked language", async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const fr: TNews[] = (await get(token, 'news?codeLangue=fr')).json();
    expect(fr).toHaveLength(6);
    expect(fr[0]).toMatchObject({
      titre: 'Aubépine Industries : chiffre d’affaires du troisième trimestre en hausse de 6 %',
      aLaUne: true,
    });
    const dates = fr.map((item) => item.datePublication);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(fr.filter((item) => item.aLaUne)).toHaveLength(3);
    const en: TNews[] = (await get(token, 'news?codeLangue=en')).json();
    expect(en[0]!.titre).toBe('Aubépine Industries: third-quarter revenue up 6%');
    // German: the registrar's and the issuer's news are both written in it (issue 16 §12).
    const de: TNews[] = (await get(token, 'news?codeLangue=de')).json();
    expect(de.map((item) => item.titre)).toContain('Ihre Jahresauszüge sind online');
    expect(de[0]!.titre).toBe('Aubépine Industries: Umsatz im dritten Quartal um 6 % gestiegen');
  });

  it("never shows another issuer's news", async () => {
    const token = await injectAccountToken(app(), 'mmartin01', 2002);
    const titles = ((await get(token, 'news?codeLangue=fr')).json() as TNews[]).map((item) => item.titre);
    expect(titles).toHaveLength(5);
    expect(titles).toContain('Calanque Énergie met en service son parc solaire de la Crau');
    expect(titles.some((title) => title.includes('Aubépine'))).toBe(false);
  });

  // The French fallback of a missing language is unit-tested in pick-language.test.ts: every
  // seeded alert is now written in the six languages (issue 16 §12).
  it('gives only the alerts in force for the theme, in the asked language', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const themeOne: TAlert[] = (await get(token, 'alerts?codeLangue=en')).json();
    expect(themeOne.map((alert) => [alert.niveau, alert.titre])).toEqual([['INFO', 'Tax forms available']]);
    const themeTwo: TAlert[] = (await get(token, 'alerts?codeLangue=de&themeId=2')).json();
    expect(themeTwo.map((alert) => [alert.niveau, alert.titre])).toEqual([
      ['URGENT', 'Laufende Phishing-Versuche'],
    ]);
    expect(themeTwo[0]!.dateFin).toBeNull();
    expect((await get(token, 'alerts?codeLangue=x1')).statusCode).toBe(400);
  });

  it('gives visitors the same alerts without a token, and wants a theme', async () => {
    const anonymous = (url: string) => app().inject({ method: 'GET', url: `/api/v1/business/${url}` });
    const response = await anonymous('alertsWithoutToken?codeLangue=it&themeId=1');
    expect(response.statusCode).toBe(200);
    expect((response.json() as TAlert[]).map((alert) => alert.titre)).toEqual([
      'Modelli fiscali disponibili',
    ]);
    expect((await anonymous('alertsWithoutToken?themeId=3')).json() as TAlert[]).toEqual([]);
    const missing = await anonymous('alertsWithoutToken?codeLangue=fr');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('general.error.validation');
    expect((await anonymous('alerts?codeLangue=fr&themeId=1')).statusCode).toBe(401);
    expect((await anonymous('news')).statusCode).toBe(401);
  });

  it("tells whether the chosen account's agreement is complete", async () => {
    const jdupont = await injectAccountToken(app(), 'jdupont01');
    const incomplete: TCoctCompletion = (
      await get(jdupont, 'actionnaire/coct-info-completion-status')
    ).json();
    expect(incomplete).toEqual({ complete: false });
    const mmartin = await injectAccountToken(app(), 'mmartin01', 1001);
    expect((await get(mmartin, 'actionnaire/coct-info-completion-status')).json()).toEqual({
      complete: true,
    });
    const { access } = await injectLogin(app(), 'mmartin01');
    expect((await get(access.token, 'actionnaire/coct-info-completion-status')).statusCode).toBe(409);
  });
});
