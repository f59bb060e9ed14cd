import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { withBotToken } from '../../../testing/bot-token';
import { waitForMessage } from '../../../testing/outbox';
import { describeApi } from '../../../testing/test-app';

/** Messages to one destination a day (MESSAGES_PER_DESTINATION_PER_DAY), whoever asks them. */
describeApi(
  'messages to one phone or address are bounded per day',
  (app) => {
    const sentTo = async (recipient: string) =>
      (await app().db.select().from(outbox).where(eq(outbox.recipient, recipient))).length;

    it("refuses a holder's third contact code to the same number the same day", async () => {
      const alice = await injectAccountToken(app(), 'afaure0001');
      const ask = () =>
        injectWithToken(app(), alice, {
          method: 'POST',
          url: '/api/v1/business/profile/contact-code',
          payload: { kind: 'MOBILE', value: '+33699001122' },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect({ status: third.statusCode, errorCode: third.json().errorCode }).toEqual({
        status: 429,
        errorCode: 'general.error.ratelimit',
      });
      expect(await sentTo('+33699001122')).toBe(2);
    });

    it('sends a forgotten identifier to one address at most twice a day, answering alike', async () => {
      const remind = async () =>
        app().inject({
          method: 'POST',
          url: '/api/v1/auth/forgot/forgot-login',
          payload: await withBotToken(app(), 'forgot/forgot-login', { email: 'giulia.rossi@example.it' }),
        });
      for (let time = 0; time < 3; time += 1) expect((await remind()).json()).toEqual({ sent: true });
      await waitForMessage(app(), 'giulia.rossi@example.it');
      // The reminders leave after the answer: let the last one go (or not) before counting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await sentTo('giulia.rossi@example.it')).toBe(2);
    });
  },
  { MESSAGES_PER_DESTINATION_PER_DAY: '2' },
);
