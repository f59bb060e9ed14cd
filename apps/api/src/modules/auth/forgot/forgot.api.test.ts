import { expect, it } from 'vitest';
import { describeApi } from '../../../testing/test-app';
import { DEMO_PASSWORD } from '../../../testing/inject-login';
import { codeIn, encryptForServer, linkSecretIn, waitForMessage } from '../../../testing/outbox';
import { withBotToken } from '../../../testing/bot-token';

describeApi('forgotten credentials', (app) => {
  const post = async (url: string, payload: object) =>
    app().inject({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload: await withBotToken(app(), url, payload),
    });
  const login = (name: string, password: string) => post('authenticate', { login: name, password });

  it('resets a password through the e-mail link, unlocking the account and ending sessions', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login('lschneider', 'Wrong#Password1');
    expect((await login('lschneider', DEMO_PASSWORD)).statusCode).toBe(423);
    expect(
      (await post('forgot/set-password', { login: 'lschneider', buttonChoice: 'MAIL', lang: 'de' })).json(),
    ).toEqual({ sent: true });
    const mail = await waitForMessage(app(), 'lukas.schneider@example.de');
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort zurück');
    const info = (
      await app().inject({ method: 'GET', url: `/api/v1/auth/forgot/verify-token?sd=${linkSecretIn(mail)}` })
    ).json();
    expect(info).toMatchObject({ purpose: 'RESET', login: 'lschneider' });
    const saved = await post('signup/save-password', {
      payload: await encryptForServer(app(), {
        verificationKey: info.verificationKey,
        password: 'Neues#Passwort2026',
      }),
    });
    expect(saved.json()).toEqual({ done: true });
    expect((await login('lschneider', 'Neues#Passwort2026')).statusCode).toBe(200);
  });

  it('resets a password with a code by SMS', async () => {
    const started = await post('forgot/set-password', {
      login: 'jdupont01',
      buttonChoice: 'SMS',
      lang: 'fr',
    });
    expect(started.json()).toMatchObject({ channel: 'MOBILE', maskedTo: '**********' });
    const code = codeIn(await waitForMessage(app(), '+33612345678'));
    // The key alone, answered before any code, sets nothing: whoever knows a login would own it.
    const skipped = await post('signup/save-password', {
      payload: await encryptForServer(app(), {
        verificationKey: started.json().verificationKey,
        password: 'Pirate#Prise2026',
      }),
    });
    expect({ status: skipped.statusCode, errorCode: skipped.json().errorCode }).toEqual({
      status: 400,
      errorCode: 'otp.error.invalid',
    });
    expect((await login('jdupont01', 'Pirate#Prise2026')).statusCode).toBe(401);
    const checked = await post('forgot/validate-code', {
      verificationKey: started.json().verificationKey,
      otpCode: code,
    });
    expect(checked.json()).toMatchObject({ purpose: 'RESET', login: 'jdupont01' });
    const saved = await post('signup/save-password', {
      payload: await encryptForServer(app(), {
        verificationKey: checked.json().verificationKey,
        password: 'Nouveau#Depart2026',
      }),
    });
    expect(saved.json()).toEqual({ done: true });
    expect((await login('jdupont01', 'Nouveau#Depart2026')).statusCode).toBe(200);
  });

  it('gives an unknown login the same kind of answer, whose key never accepts a code', async () => {
    const unknown = await post('forgot/set-password', { login: 'nobody9999', buttonChoice: 'SMS' });
    expect(Object.keys(unknown.json()).sort()).toEqual(['channel', 'maskedTo', 'verificationKey']);
    const checked = await post('forgot/validate-code', {
      verificationKey: unknown.json().verificationKey,
      otpCode: '123456',
    });
    expect(checked.json().errorCode).toBe('otp.error.invalid');
    // A real login's key answers wrong codes alike, past its attempts too: nothing tells them apart.
    const known = await post('forgot/set-password', { login: 'mmartin01', buttonChoice: 'SMS' });
    await waitForMessage(app(), '+33698765432');
    for (let guess = 0; guess < 4; guess += 1) {
      const wrong = await post('forgot/validate-code', {
        verificationKey: known.json().verificationKey,
        otpCode: '000000',
      });
      expect({ status: wrong.statusCode, errorCode: wrong.json().errorCode }).toEqual({
        status: 400,
        errorCode: 'otp.error.invalid',
      });
    }
    expect((await post('forgot/set-password', { login: 'nobody9999', buttonChoice: 'MAIL' })).json()).toEqual(
      { sent: true },
    );
  });

  it('sends a forgotten identifier to the e-mail on record', async () => {
    expect(
      (await post('forgot/forgot-login', { email: 'Giulia.Rossi@example.it', lang: 'it' })).json(),
    ).toEqual({ sent: true });
    const mail = await waitForMessage(app(), 'giulia.rossi@example.it');
    expect(mail.subject).toBe('Il suo identificativo');
    expect(mail.body).toContain('grossi0001');
    expect((await post('forgot/forgot-login', { lang: 'it' })).statusCode).toBe(400);
    const malformed = await post('forgot/forgot-login', { email: 'not-an-address', lang: 'fr' });
    expect(malformed.json()).toMatchObject({ fields: { email: 'form.field.validator.email' } });
    expect((await post('forgot/set-password', { login: 'x', buttonChoice: 'FAX' })).statusCode).toBe(400);
  });

  it('checks the identifier and the phone as the forms do (spec 1 §5), and sends nothing for them', async () => {
    for (const login of ['court', 'beaucoup-trop-long', ' jdupont01 '])
      expect(
        (await post('forgot/set-password', { login, buttonChoice: 'MAIL', lang: 'fr' })).json(),
      ).toMatchObject({ fields: { login: 'form.validator.identifiant' } });
    for (const telephone of ['0612', '+33 abc 12 34', '+999123456789'])
      expect((await post('forgot/forgot-login', { telephone, lang: 'fr' })).json()).toMatchObject({
        fields: { telephone: 'form.field.validator.invalidphone' },
      });
    expect((await post('forgot/forgot-login', { telephone: '+33612345678', lang: 'fr' })).json()).toEqual({
      sent: true,
    });
  });
});

describeApi('login with a one-time code', (app) => {
  async function validate(verificationKey: string, code: string) {
    const boundary = '----nomina';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="OtpCode"\r\n\r\n${code}\r\n--${boundary}--\r\n`;
    return app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/validate-otp',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-auth-payload': await encryptForServer(app(), { verificationKey }),
      },
      payload: body,
    });
  }

  it('asks for the SMS code, then logs in with it once', async () => {
    const first = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { login: 'grossi0001', password: DEMO_PASSWORD },
    });
    expect(first.json()).toMatchObject({ otpRequired: true, maskedPhone: '+393*******67' });
    expect(first.json()).not.toHaveProperty('token');
    const code = codeIn(await waitForMessage(app(), '+393471234567'));
    const wrong = await validate(first.json().verificationKey, code === '000000' ? '000001' : '000000');
    expect(wrong.json().errorCode).toBe('otp.error.invalid');
    const ok = await validate(first.json().verificationKey, code);
    expect(ok.json()).toMatchObject({ login: 'grossi0001', selected: { emetIden: 5005 } });
    expect((await validate(first.json().verificationKey, code)).json().errorCode).toBe('signup.flow.expired');
  });

  it('refuses a missing header or a malformed code', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/validate-otp',
      payload: { OtpCode: '123456' },
    });
    expect(response.statusCode).toBe(400);
    // The code form's messages (spec 1 §5): a letter first, then the length.
    const fieldOf = async (code: string) => (await validate('A'.repeat(32), code)).json().fields.OtpCode;
    expect(await fieldOf('12ab56')).toBe('form.validator.alphanumeric');
    expect(await fieldOf('12345')).toBe('form.validator.otp.length');
  });
});

describeApi('SSO', (app) => {
  const sso = (token: string) =>
    app().inject({ method: 'POST', url: '/api/v1/auth/authenticate/setup-sso', payload: { token } });

  it('logs in the user an issuer vouches for', async () => {
    const { token } = (
      await app().inject({ method: 'GET', url: '/api/v1/dev/sso-link?login=jdupont01&emetIden=1001' })
    ).json();
    const response = await sso(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ login: 'jdupont01', selected: { emetIden: 1001 } });
  });

  it('refuses a token for a user without an account at the issuer, or forged', async () => {
    const { token } = (
      await app().inject({ method: 'GET', url: '/api/v1/dev/sso-link?login=grossi0001&emetIden=1001' })
    ).json();
    expect((await sso(token)).json().errorCode).toBe('sso.error.invalid');
    const other = (
      await app().inject({ method: 'GET', url: '/api/v1/dev/sso-link?login=grossi0001&emetIden=5005' })
    ).json().token as string;
    const [header, payload] = other.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'jdupont01' })).toString('base64url')}.${other.split('.')[2]}`;
    expect((await sso(forged)).statusCode).toBe(401);
    expect((await sso('garbage')).statusCode).toBe(401);
  });
});
