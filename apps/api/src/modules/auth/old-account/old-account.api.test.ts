import { expect, it } from 'vitest';
import { describeApi } from '../../../testing/test-app';
import { codeIn, waitForMessage } from '../../../testing/outbox';
import { withBotToken } from '../../../testing/bot-token';

describeApi('old accounts (exolis)', (app) => {
  const post = async (url: string, payload: object) =>
    app().inject({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload: await withBotToken(app(), url, payload),
    });
  const oldLogin = (body: object) => post('authenticate/exolis', body);

  it('moves an OLIS-style account to a new identifier that logs in with the old password', async () => {
    const start = await oldLogin({ emetIden: '4815162', password: 'Ancien#Olis2019', variant: 'OLIS' });
    expect(start.statusCode).toBe(200);
    const { verificationKey } = start.json();
    expect((await post('exolis/request-otp', { verificationKey, type: 'MOBILE' })).json().errorCode).toBe(
      'signup.flow.expired',
    );
    const wrongRef = await post('exolis/verify-identity', {
      verificationKey,
      emetIden: 1001,
      refClient: '1001 / 999',
    });
    expect(wrongRef.json().errorCode).toBe('exolis.error.identity');
    const badFormat = await post('exolis/verify-identity', {
      verificationKey,
      emetIden: 1001,
      refClient: '1002 / 112',
    });
    expect(badFormat.json()).toMatchObject({
      errorCode: 'exolis.error.identity',
      fields: { refClient: 'invadidRef' },
    });
    expect(
      (
        await post('exolis/verify-identity', { verificationKey, emetIden: 1001, refClient: '1001 / 112' })
      ).json(),
    ).toEqual({ matched: true });
    expect((await post('exolis/validate/infos', { verificationKey })).json()).toEqual({
      hasPhone: true,
      hasEmail: true,
      maskedPhone: '+336******00',
      maskedEmail: 'e*************@example.fr',
    });
    await post('exolis/request-otp', { verificationKey, type: 'MOBILE' });
    const code = codeIn(await waitForMessage(app(), '+33677889900'));
    expect(
      (await post('exolis/validate/otp-by-key', { verificationKey, otpCode: code })).json().errorCode,
    ).toBe('otp.error.invalid');
    expect((await post('exolis/validate/otp', { verificationKey, otpCode: code })).json()).toMatchObject({
      telephone: '+33677889900',
    });
    expect(
      (
        await post('exolis/update-contacts', {
          verificationKey,
          telephone: '+33677889900',
          email: 'emilie.laurent@example.fr',
          consentementSms: true,
        })
      ).json(),
    ).toEqual({ done: true });
    const sent = await post('exolis/send-identifiant', { verificationKey, lang: 'fr' });
    expect(sent.json()).toEqual({ login: 'elaurent01' });
    expect((await waitForMessage(app(), 'emilie.laurent@example.fr')).body).toContain('elaurent01');
    expect(
      (await post('authenticate', { login: 'elaurent01', password: 'Ancien#Olis2019' })).json(),
    ).toMatchObject({ selected: { tituNume: 'T1001-000112' } });
    expect(
      (await oldLogin({ emetIden: '4815162', password: 'Ancien#Olis2019', variant: 'OLIS' })).json()
        .errorCode,
    ).toBe('exolis.error.migrated');
  });

  it('needs the access code on the PLS variant', async () => {
    expect(
      (await oldLogin({ emetIden: '73519', password: 'Ancien#Pls2019', variant: 'PLS', accessCode: 'WRONG' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await oldLogin({ emetIden: '73519', password: 'Ancien#Pls2019', variant: 'OLIS' })).statusCode,
    ).toBe(401);
    // Spec 1 §5: no whitespace in the access code, around it included (the form's rule).
    expect(
      (
        await oldLogin({
          emetIden: '73519',
          password: 'Ancien#Pls2019',
          variant: 'PLS',
          accessCode: ' PLS7351 ',
        })
      ).json(),
    ).toEqual({
      errorCode: 'general.error.validation',
      fields: { accessCode: 'login.errortext.whitespace' },
    });
    expect(
      (
        await oldLogin({
          emetIden: '73519',
          password: 'Ancien#Pls2019',
          variant: 'PLS',
          accessCode: 'PLS7351',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers a blocked old account with general.error.blocked.xpls', async () => {
    const blocked = await oldLogin({
      emetIden: '99999',
      password: 'Ancien#Pls2019',
      variant: 'PLS',
      accessCode: 'PLS9999',
    });
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json().errorCode).toBe('general.error.blocked.xpls');
    expect(
      (await oldLogin({ emetIden: '99999', password: 'wrong', variant: 'PLS', accessCode: 'PLS9999' })).json()
        .errorCode,
    ).toBe('login.error.credentials');
  });

  it('refuses old identifiers outside 5 to 9 digits', async () => {
    for (const emetIden of ['1234', '1234567890', '12a45', '12 345']) {
      expect((await oldLogin({ emetIden, password: 'x', variant: 'OLIS' })).statusCode, emetIden).toBe(400);
    }
  });

  it('asks for a code on the contact that stays before changing the other', async () => {
    const { verificationKey } = (
      await oldLogin({ emetIden: '73519', password: 'Ancien#Pls2019', variant: 'PLS', accessCode: 'PLS7351' })
    ).json();
    await post('exolis/verify-identity', {
      verificationKey,
      emetIden: 5005,
      refClient: '5005 / 113',
      refSalarie: 'E-0113',
    });
    await post('exolis/request-otp', { verificationKey, type: 'MAIL' });
    await post('exolis/validate/otp-by-key', {
      verificationKey,
      otpCode: codeIn(await waitForMessage(app(), 'marco.bianchi@example.it')),
    });
    const change = {
      verificationKey,
      telephone: '+393489998877',
      email: 'marco.bianchi@example.it',
      consentementSms: true,
    };
    expect((await post('exolis/update-contacts', change)).json().errorCode).toBe('signup.identity.required');
    // A code to the mobile being replaced does not allow replacing it (spec 1 §2 item 6).
    await post('exolis/request-otp', { verificationKey, type: 'MOBILE' });
    await post('exolis/validate/otp-old', {
      verificationKey,
      otpCode: codeIn(await waitForMessage(app(), '+393481112233')),
    });
    expect((await post('exolis/update-contacts', change)).json().errorCode).toBe('signup.identity.required');
    const before = new Date().toISOString();
    await post('exolis/request-otp', { verificationKey, type: 'MAIL' });
    const mail = await waitForMessage(app(), 'marco.bianchi@example.it', { after: before });
    await post('exolis/validate/otp-old', { verificationKey, otpCode: codeIn(mail) });
    expect((await post('exolis/update-contacts', change)).json()).toEqual({ done: true });
  });
});
