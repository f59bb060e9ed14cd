import { expect, it } from 'vitest';
import type { TModuleGroup } from '@nomina/domain';
import { injectLogin, injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

const subModule = (groups: TModuleGroup[], key: string) =>
  groups.flatMap((group) => group.sousModule).find((sub) => sub.moduleKey === key);

describeApi('GET resource/modules', (app) => {
  it('gives the menu in order with everything granted to an ordinary account', async () => {
    const { access } = await injectLogin(app(), 'jdupont01');
    const response = await injectWithToken(app(), access.token, { url: '/api/v1/resource/modules' });
    expect(response.statusCode).toBe(200);
    const groups: TModuleGroup[] = response.json();
    expect(groups[0]).toMatchObject({ groupeUrl: 'portefeuille', groupeNom: 'menu.portefeuille' });
    expect(groups.map((group) => group.groupeOrdre)).toEqual(
      [...groups.map((group) => group.groupeOrdre)].sort((a, b) => a - b),
    );
    expect(subModule(groups, 'operation_acheter')).toMatchObject({
      habiliteActi: true,
      habiliteEmet: true,
      motifsBlocage: [],
    });
  });

  it('carries the issuer refusals of the chosen account only', async () => {
    const { access } = await injectLogin(app(), 'mmartin01');
    const choose = (emetIden: number) =>
      injectWithToken(app(), access.token, {
        method: 'POST',
        url: '/api/v1/auth/authenticate/user-token',
        payload: { actiIden: 102, emetIden },
      });
    const vercors: TModuleGroup[] = (
      await injectWithToken(app(), (await choose(3003)).json().token, { url: '/api/v1/resource/modules' })
    ).json();
    expect(subModule(vercors, 'operation_acheter')?.habiliteEmet).toBe(false);
    const aubepine: TModuleGroup[] = (
      await injectWithToken(app(), (await choose(1001)).json().token, { url: '/api/v1/resource/modules' })
    ).json();
    expect(subModule(aubepine, 'operation_acheter')?.habiliteEmet).toBe(true);
  });

  it('carries the account refusals with their reasons', async () => {
    const { access } = await injectLogin(app(), 'lschneider');
    const groups: TModuleGroup[] = (
      await injectWithToken(app(), access.token, { url: '/api/v1/resource/modules' })
    ).json();
    expect(subModule(groups, 'operation_vendre')).toMatchObject({
      habiliteActi: false,
      motifsBlocage: ['habilitations.motif.blackout'],
    });
  });

  it('needs a login and a chosen account', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/v1/resource/modules' })).statusCode).toBe(401);
    const { access } = await injectLogin(app(), 'mmartin01');
    const unchosen = await injectWithToken(app(), access.token, { url: '/api/v1/resource/modules' });
    expect(unchosen.statusCode).toBe(409);
    expect(unchosen.json().errorCode).toBe('general.error.account.none');
  });
});
