import { expect, it } from 'vitest';
import { withBotToken } from '../../../testing/bot-token';
import { codeIn, waitForMessage } from '../../../testing/outbox';
import { describeApi } from '../../../testing/test-app';

/** Spec 1 §4: the old-account contact actions first record the SMS consent with the flow's key. */
describeApi('old-account SMS consent (exolis/consentSms)', (app) => {
  const post = async (url: string, payload: object) =>
    app().inject({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload: await withBotToken(app(), url, payload),
    });
  const contacts = { telephone: '+33677889900', email: 'emilie.laurent@example.fr' };

  /** An OLIS flow up to the contact step: logged in, identity matched, space code checked. */
  async function flowAtContacts(): Promise<string> {
    const start = await post('authenticate/exolis', {
      emetIden: '4815162',
      password: 'Ancien#Olis2019',
      variant: 'OLIS',
    });
    const { verificationKey } = start.json();
    await post('exolis/verify-identity', { verificationKey, emetIden: 1001, refClient: '1001 / 112' });
    expect((await post('exolis/consentSms', { verificationKey })).json().errorCode).toBe(
      'signup.flow.expired',
    );
    await post('exolis/request-otp', { verificationKey, type: 'MOBILE' });
    const code = codeIn(await waitForMessage(app(), contacts.telephone));
    expect((await post('exolis/validate/otp', { verificationKey, otpCode: code })).statusCode).toBe(200);
    return verificationKey;
  }

  it("is refused by sign-up's consent call, which opens sign-up flows only", async () => {
    const verificationKey = await flowAtContacts();
    const signup = await post('firstconnexion/consentSms', { verificationKey });
    expect(signup.json().errorCode).toBe('signup.flow.expired');
  });

  it('records the consent on the flow, which update-contacts then takes as given', async () => {
    const verificationKey = await flowAtContacts();
    const refused = await post('exolis/update-contacts', {
      verificationKey,
      ...contacts,
      consentementSms: false,
    });
    expect(refused.json().errorCode).toBe('signup.consent.required');
    const consent = await post('exolis/consentSms', { verificationKey });
    expect(consent.statusCode).toBe(200);
    expect(consent.json()).toBe(true);
    const done = await post('exolis/update-contacts', {
      verificationKey,
      ...contacts,
      consentementSms: false,
    });
    expect(done.json()).toEqual({ done: true });
  });

  it('answers signup.flow.expired for an unknown key', async () => {
    const unknown = await post('exolis/consentSms', { verificationKey: 'A'.repeat(32) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('signup.flow.expired');
  });
});
