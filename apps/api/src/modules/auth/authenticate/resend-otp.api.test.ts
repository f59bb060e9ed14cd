import { afterEach, expect, it, vi } from 'vitest';
import { OTP_RESEND_DELAY_SECONDS } from '@nomina/domain';
import { describeApi } from '../../../testing/test-app';
import { DEMO_PASSWORD } from '../../../testing/inject-login';
import { waitForMessage } from '../../../testing/outbox';

const GIULIA_PHONE = '+393471234567';

describeApi('POST auth/authenticate/resend-otp', (app) => {
  afterEach(() => vi.useRealTimers());

  const startLogin = async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { login: 'grossi0001', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ verificationKey: string }>().verificationKey;
  };
  const resend = (verificationKey: string) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/resend-otp',
      payload: { verificationKey },
    });

  it('refuses a new code within the delay, then sends one that replaces the first', async () => {
    const key = await startLogin();
    const first = await waitForMessage(app(), GIULIA_PHONE);

    const early = await resend(key);
    expect(early.statusCode).toBe(429);
    expect(
      Number(early.json<{ fields: { retryAfterSeconds: string } }>().fields.retryAfterSeconds),
    ).toBeGreaterThan(0);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (OTP_RESEND_DELAY_SECONDS + 1) * 1000 });
    const late = await resend(key);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({
      maskedPhone: expect.stringMatching(/67$/),
      resendAfterSeconds: OTP_RESEND_DELAY_SECONDS,
    });
    const second = await waitForMessage(app(), GIULIA_PHONE, { after: first.createdAt });
    expect(second.body).not.toBe(first.body);
  });

  it('answers an unknown or finished login with flowExpired, sending nothing', async () => {
    const response = await resend('A'.repeat(32));
    expect(response.statusCode).toBe(400);
  });
});
