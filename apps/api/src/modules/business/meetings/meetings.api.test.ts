import { expect, it } from 'vitest';
import type { TAssemblee, TLienUtile } from '@nomina/domain';
import { injectAccountToken } from '../../../testing/account-token';
import { injectLogin, injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

describeApi('business assembleeGenerale and resource liens', (app) => {
  const get = (token: string, url: string) => injectWithToken(app(), token, { url: `/api/v1/${url}` });

  it("gives the issuer's four latest meetings, oldest first, one in each seeded status", async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const response = await get(token, 'business/assembleeGenerale');
    expect(response.statusCode).toBe(200);
    const meetings: TAssemblee[] = response.json();
    expect(meetings.map((meeting) => meeting.statut)).toEqual([
      'CONSULTATION',
      'JOURJ_OUVERT',
      'OUVERT',
      'BIENTOT',
    ]);
    const dates = meetings.map((meeting) => meeting.dateAG);
    expect([...dates].sort()).toEqual(dates);
    expect(meetings.every((meeting) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(meeting.dateDebutVote))).toBe(
      true,
    );
    expect(meetings.every((meeting) => meeting.urlVote.startsWith('https://'))).toBe(true);
    expect(meetings[3]).toMatchObject({ pays: 'BEL', commune: 'Bruxelles' });
    expect(meetings[0]).not.toHaveProperty('emetIden');
  });

  it('gives a single-sign-on session no vote link (spec 2 §6)', async () => {
    const { token: ssoToken } = (
      await app().inject({ method: 'GET', url: '/api/v1/dev/sso-link?login=jdupont01&emetIden=1001' })
    ).json();
    const login = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/setup-sso',
      payload: { token: ssoToken },
    });
    const meetings: TAssemblee[] = (await get(login.json().token, 'business/assembleeGenerale')).json();
    expect(meetings).toHaveLength(4);
    expect(meetings.map((meeting) => meeting.urlVote)).toEqual(['', '', '', '']);
  });

  it("sees only the chosen account's issuer", async () => {
    const calanque: TAssemblee[] = (
      await get(await injectAccountToken(app(), 'mmartin01', 2002), 'business/assembleeGenerale')
    ).json();
    expect(calanque.map((meeting) => [meeting.statut, meeting.urlVote !== ''])).toEqual([
      ['JOURJ', true],
      ['OUVERT', false],
    ]);
    const vercors = await get(
      await injectAccountToken(app(), 'mmartin01', 3003),
      'business/assembleeGenerale',
    );
    expect(vercors.statusCode).toBe(200);
    expect(vercors.json()).toEqual([]);
  });

  it('needs a login and a chosen account', async () => {
    expect((await app().inject({ url: '/api/v1/business/assembleeGenerale' })).statusCode).toBe(401);
    expect((await app().inject({ url: '/api/v1/resource/liens/1001' })).statusCode).toBe(401);
    const { access } = await injectLogin(app(), 'mmartin01');
    const unchosen = await get(access.token, 'business/assembleeGenerale');
    expect(unchosen.statusCode).toBe(409);
    expect(unchosen.json()).toMatchObject({ errorCode: 'general.error.account.none' });
    expect((await get(access.token, 'resource/liens/1001')).statusCode).toBe(409);
  });

  it("gives the chosen issuer's useful links, in order", async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const response = await get(token, 'resource/liens/1001');
    expect(response.statusCode).toBe(200);
    const links: TLienUtile[] = response.json();
    expect(links.map((link) => link.traductionKey)).toEqual([
      'liens.aubepine.investisseurs',
      'liens.aubepine.assemblees',
      'liens.amf',
    ]);
    expect(links.every((link) => link.url.startsWith('https://'))).toBe(true);
    const vercors = await get(await injectAccountToken(app(), 'mmartin01', 3003), 'resource/liens/3003');
    expect(vercors.json()).toEqual([]);
  });

  it("refuses another issuer's links (403) and a malformed issuer (400)", async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const other = await get(token, 'resource/liens/2002');
    expect(other.statusCode, other.body).toBe(403);
    expect(other.json()).toMatchObject({ errorCode: 'liens.error.issuer' });
    const calanque = await injectAccountToken(app(), 'mmartin01', 2002);
    expect((await get(calanque, 'resource/liens/1001')).statusCode).toBe(403);
    for (const bad of ['abc', '-1', '0', '1001.5', '123456789012']) {
      const response = await get(token, `resource/liens/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toHaveProperty('errorCode');
    }
  });
});
