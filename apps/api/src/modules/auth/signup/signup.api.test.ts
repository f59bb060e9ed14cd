import { expect, it } from 'vitest';
import { describeApi } from '../../../testing/test-app';
import { createPendingUser } from '../../../testing/fixtures';
import { codeIn, encryptForServer, linkSecretIn, waitForMessage } from '../../../testing/outbox';
import { withBotToken } from '../../../testing/bot-token';

const NEW_PASSWORD = 'Fresh#Start2026';

describeApi('sign-up', (app) => {
  const post = async (url: string, payload: object) =>
    app().inject({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload: await withBotToken(app(), url, payload),
    });

  async function openSignupLink(login: string, email: string) {
    expect((await post('forgot/verifyIdentifiant', { login, lang: 'fr' })).json()).toEqual({ sent: true });
    const mail = await waitForMessage(app(), email);
    expect(mail.subject).toBe('Activez votre espace actionnaire');
    const sd = linkSecretIn(mail);
    const opened = await app().inject({ method: 'GET', url: `/api/v1/auth/forgot/verify-token?sd=${sd}` });
    return { sd, opened };
  }

  it('runs from the identifier to a working login', async () => {
    const { sd, opened } = await openSignupLink('hbernard01', 'hugo.bernard@example.fr');
    expect(opened.json()).toMatchObject({
      purpose: 'SIGNUP',
      login: 'hbernard01',
      passwordRules: { min: 12, max: 64 },
    });
    const { verificationKey } = opened.json();
    expect(
      (await app().inject({ method: 'GET', url: `/api/v1/auth/forgot/verify-token?sd=${sd}` })).json()
        .errorCode,
    ).toBe('signup.link.invalid');

    const saved = await post('signup/save-password', {
      payload: await encryptForServer(app(), { verificationKey, password: NEW_PASSWORD }),
    });
    expect(saved.json()).toMatchObject({
      channel: 'MOBILE',
      maskedTo: expect.stringMatching(/^\+336\*+44$/),
    });
    const sms = await waitForMessage(app(), '+33611223344');

    const wrong = await post('firstconnexion/validate-otp', {
      verificationKey,
      otpCode: codeIn(sms) === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().errorCode).toBe('otp.error.invalid');
    const contacts = await post('firstconnexion/validate-otp', { verificationKey, otpCode: codeIn(sms) });
    expect(contacts.json()).toEqual({
      telephone: '+33611223344',
      email: 'hugo.bernard@example.fr',
      consentementSms: false,
    });

    const noConsent = await post('firstconnexion/update-contacts', {
      verificationKey,
      telephone: '+33611223344',
      email: 'hugo.bernard@example.fr',
    });
    expect(noConsent.json().errorCode).toBe('signup.consent.required');
    expect((await post('firstconnexion/consentSms', { verificationKey })).json()).toBe(true);
    const done = await post('firstconnexion/update-contacts', {
      verificationKey,
      telephone: '+33611223344',
      email: 'hugo.bernard@example.fr',
    });
    expect(done.json()).toEqual({ login: 'hbernard01' });

    const login = await post('authenticate', { login: 'hbernard01', password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(
      (
        await post('firstconnexion/update-contacts', {
          verificationKey,
          telephone: '+33611223344',
          email: 'x@example.fr',
        })
      ).json().errorCode,
    ).toBe('signup.flow.expired');
  });

  it('answers the same for unknown and active identifiers, and tells the active one by e-mail', async () => {
    expect((await post('forgot/verifyIdentifiant', { login: 'unknown123' })).json()).toEqual({ sent: true });
    expect((await post('forgot/verifyIdentifiant', { login: 'jdupont01' })).json()).toEqual({ sent: true });
    expect((await waitForMessage(app(), 'jean.dupont@example.fr')).subject).toBe(
      'Votre espace actionnaire est déjà actif',
    );
  });

  it('refuses an identifier outside 8 to 10 characters', async () => {
    for (const login of ['abcdefg', 'abcdefghijk', '        ']) {
      const response = await post('forgot/verifyIdentifiant', { login });
      expect(response.statusCode, login).toBe(400);
    }
  });

  it('refuses a weak password, a foreign payload and a made-up key, writing nothing', async () => {
    const user = await createPendingUser(app());
    const { verificationKey } = (await openSignupLink(user.login, user.email)).opened.json();
    const weak = await post('signup/save-password', {
      payload: await encryptForServer(app(), { verificationKey, password: 'short' }),
    });
    expect(weak.json()).toMatchObject({
      errorCode: 'signup.password.rules',
      fields: { hasUpperCase: 'hasUpperCase', minlength: 'minlength' },
    });
    expect((await post('signup/save-password', { payload: 'eyJub3QiOiJqd2UifQ' })).statusCode).toBe(400);
    const madeUp = await post('signup/save-password', {
      payload: await encryptForServer(app(), { verificationKey: 'A'.repeat(32), password: NEW_PASSWORD }),
    });
    expect(madeUp.json().errorCode).toBe('signup.flow.expired');
    expect(
      (await post('firstconnexion/validate-otp', { verificationKey, otpCode: '123456' })).json().errorCode,
    ).toBe('signup.flow.expired');
  });

  it('spends the code after three wrong tries', async () => {
    const user = await createPendingUser(app());
    const { verificationKey } = (await openSignupLink(user.login, user.email)).opened.json();
    await post('signup/save-password', {
      payload: await encryptForServer(app(), { verificationKey, password: NEW_PASSWORD }),
    });
    const code = codeIn(await waitForMessage(app(), user.phone));
    const wrongCode = code === '999999' ? '999998' : '999999';
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push(
        (await post('firstconnexion/validate-otp', { verificationKey, otpCode: wrongCode })).json().errorCode,
      );
    expect(answers).toEqual(['otp.error.invalid', 'otp.error.invalid', 'otp.error.exhausted']);
    expect(
      (await post('firstconnexion/validate-otp', { verificationKey, otpCode: code })).json().errorCode,
    ).toBe('otp.error.exhausted');
  });

  it('asks for the identity code before a contact change and checks the new phone', async () => {
    const user = await createPendingUser(app());
    const { verificationKey } = (await openSignupLink(user.login, user.email)).opened.json();
    await post('signup/save-password', {
      payload: await encryptForServer(app(), { verificationKey, password: NEW_PASSWORD }),
    });
    await post('firstconnexion/validate-otp', {
      verificationKey,
      otpCode: codeIn(await waitForMessage(app(), user.phone)),
    });
    const change = { verificationKey, telephone: '+33699887766', email: user.email, consentementSms: true };
    expect((await post('firstconnexion/update-contacts', change)).json().errorCode).toBe(
      'signup.identity.required',
    );
    // A code to the mobile being replaced does not allow replacing it (spec 1 §2 item 6).
    const before = new Date().toISOString();
    await post('firstconnexion/request-otp', { verificationKey, type: 'MOBILE' });
    const sms = await waitForMessage(app(), user.phone, { after: before });
    expect(
      (await post('firstconnexion/validate-identity-otp', { verificationKey, otpCode: codeIn(sms) })).json(),
    ).toEqual({ confirmed: true });
    expect((await post('firstconnexion/update-contacts', change)).json().errorCode).toBe(
      'signup.identity.required',
    );
    const sent = await post('firstconnexion/request-otp', { verificationKey, type: 'MAIL' });
    expect(sent.json()).toMatchObject({ channel: 'MAIL', maskedTo: 'p*********@example.fr' });
    const mail = await waitForMessage(app(), user.email, {
      after: new Date(Date.now() - 2000).toISOString(),
    });
    expect(
      (await post('firstconnexion/validate-identity-otp', { verificationKey, otpCode: codeIn(mail) })).json(),
    ).toEqual({ confirmed: true });
    const landline = await post('firstconnexion/update-contacts', { ...change, telephone: '+33140000000' });
    expect(landline.json()).toMatchObject({
      errorCode: 'signup.contact.invalid',
      fields: { telephone: 'form.field.validator.phone' },
    });
    expect((await post('firstconnexion/update-contacts', change)).json()).toEqual({ login: user.login });
  });
});
