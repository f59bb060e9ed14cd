import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { advanceExemptions, holderSettings, termsAcceptances, users } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { createPendingUser } from '../../../testing/fixtures';
import { DEMO_PASSWORD, injectLogin, injectWithToken } from '../../../testing/inject-login';
import { waitForMessage } from '../../../testing/outbox';
import { describeApi } from '../../../testing/test-app';
import { exemptionWindow } from '@nomina/domain';
import { parisDay } from './settings.service';

describeApi('settings: password, e-services, e-convocation, exemption, terms', (app) => {
  const post = (token: string, url: string, payload: object) =>
    injectWithToken(app(), token, { method: 'POST', url, payload });

  it('changes the password: rules, wrong current password counted, other sessions ended, e-mail', async () => {
    const other = await injectLogin(app(), 'sfontaine1');
    const token = await injectAccountToken(app(), 'sfontaine1');
    const url = '/api/v1/auth/account/updatePassword';

    const weak = await post(token, url, { currentPassword: DEMO_PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errorCode).toBe('password.rules.unmet');
    const same = await post(token, url, { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
    expect(same.json().errorCode).toBe('maj_password.error.same');

    const wrong = await post(token, url, {
      currentPassword: 'Wrong#Pass2025',
      newPassword: 'Nouveau#Secret2026',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorCode).toBe('password.confirm.error.wrong');
    const [counted] = await app().db.select().from(users).where(eq(users.login, 'sfontaine1'));
    expect(counted!.failedAttempts).toBe(1);

    const done = await post(token, url, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Nouveau#Secret2026',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().revokedSessions).toBeGreaterThanOrEqual(1);
    const stale = await injectWithToken(app(), other.access.token, { url: '/api/v1/business/titulaire' });
    expect(stale.statusCode).toBe(401);
    const mail = await waitForMessage(app(), 'sophie.fontaine@example.fr');
    expect(mail.subject).not.toBe('mail.password.changed.subject');
    const oldLogin = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { login: 'sfontaine1', password: DEMO_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    await injectLogin(app(), 'sfontaine1', 'Nouveau#Secret2026');
  });

  it('keeps e-services and e-convocation, refusing a subscription without the legal confirmation', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const before = await app().db.select({ n: count() }).from(holderSettings);
    const refused = await post(token, '/api/v1/business/insert/e-abonnement', {
      abonne: true,
      confirmation: false,
    });
    expect(refused.json().errorCode).toBe('e_services.error.confirmation');
    const bad = await post(token, '/api/v1/business/update/e-convocation', { abonne: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(await app().db.select({ n: count() }).from(holderSettings)).toEqual(before);

    await post(token, '/api/v1/business/insert/e-abonnement', { abonne: true, confirmation: true });
    await post(token, '/api/v1/business/update/e-convocation', { abonne: true });
    const state = await injectWithToken(app(), token, { url: '/api/v1/business/e-services' });
    expect(state.json()).toMatchObject({
      eServices: true,
      eConvocation: true,
      email: 'j**********@example.fr',
    });
    expect(state.headers['cache-control']).toBe('no-store');
  });

  it('records an exemption for a French resident once, and refuses a resident abroad with 403', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const window = exemptionWindow(parisDay(new Date()));
    const request = await post(token, '/api/v1/business/update/dispense-acompte', {
      situation: 'SINGLE',
      attestation: true,
    });
    if (window.isOpen) {
      expect(request.statusCode, request.body).toBe(200);
      expect(request.json().demandes[0]).toMatchObject({ annee: window.year, situation: 'SINGLE' });
      const again = await post(token, '/api/v1/business/update/dispense-acompte', {
        situation: 'SINGLE',
        attestation: true,
      });
      expect(again.json().errorCode).toBe('dispense_acompte.error.already');
    } else expect(request.json().errorCode).toBe('dispense_acompte.error.closed');
    const noAttestation = await post(token, '/api/v1/business/update/dispense-acompte', {
      situation: 'COUPLE',
      attestation: false,
    });
    expect(noAttestation.statusCode).toBe(400);

    const abroad = await injectAccountToken(app(), 'lschneider');
    const before = await app().db.select({ n: count() }).from(advanceExemptions);
    const guarded = await post(abroad, '/api/v1/business/update/dispense-acompte', {
      situation: 'SINGLE',
      attestation: true,
    });
    expect(guarded.statusCode).toBe(403);
    expect(guarded.json().errorCode).toBe('upi.guard.french.taxresidence');
    expect(await app().db.select({ n: count() }).from(advanceExemptions)).toEqual(before);
  });

  it('asks for the new terms once, and records the version and time of the acceptance', async () => {
    const token = await injectAccountToken(app(), 'rfaure0001');
    const state = await injectWithToken(app(), token, { url: '/api/v1/auth/authenticate/cgu' });
    expect(state.json()).toMatchObject({ pendingVersion: 2, acceptedVersion: 1 });
    const stale = await post(token, '/api/v1/auth/authenticate/acceptCgu', { version: 1 });
    expect(stale.statusCode).toBe(409);
    const accepted = await post(token, '/api/v1/auth/authenticate/acceptCgu', { version: 2 });
    expect(accepted.json()).toMatchObject({ pendingVersion: null, acceptedVersion: 2 });
    const [user] = await app().db.select().from(users).where(eq(users.login, 'rfaure0001'));
    const rows = await app().db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user!.id));
    expect(rows.map((row) => row.version).sort()).toEqual([1, 2]);
    const other = await injectAccountToken(app(), 'jdupont01');
    expect(
      (await injectWithToken(app(), other, { url: '/api/v1/auth/authenticate/cgu' })).json().pendingVersion,
    ).toBeNull();
  });

  it('answers user-data for a live sign-up key only, with starred contacts', async () => {
    const holder = await createPendingUser(app());
    const [user] = await app().db.select().from(users).where(eq(users.login, holder.login));
    const flow = await app().verifications.start({ userId: user!.id, purpose: 'SIGNUP', ttlSeconds: 600 });
    const url = '/api/v1/auth/authenticate/user-data?verificationKey=';
    const answer = await app().inject({ url: `${url}${flow.verificationKey}` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().login).toBe(holder.login);
    expect(answer.json().email).not.toBe(holder.email);
    expect(answer.json().email).toContain('@example.fr');
    const unknown = await app().inject({ url: `${url}${'A'.repeat(32)}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toEqual(expect.any(String));
  });

  it('needs a login for every settings call', async () => {
    for (const url of ['/api/v1/business/e-services', '/api/v1/business/dispense-acompte']) {
      expect((await app().inject({ url })).statusCode).toBe(401);
    }
    const anonymous = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/account/updatePassword',
      payload: { currentPassword: 'x', newPassword: 'y' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
