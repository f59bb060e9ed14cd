import { expect, it } from 'vitest';
import { withBotToken } from '../../../testing/bot-token';
import { describeApi } from '../../../testing/test-app';

describeApi(
  'old accounts: codes to one account are bounded per day, like reset codes',
  (app) => {
    const post = async (url: string, payload: object) =>
      app().inject({
        method: 'POST',
        url: `/api/v1/auth/${url}`,
        payload: await withBotToken(app(), url, payload),
      });

    it('refuses a code past the day budget, whichever flow asks (each would reset its attempts)', async () => {
      const flowMatched = async () => {
        const start = await post('authenticate/exolis', {
          emetIden: '4815162',
          password: 'Ancien#Olis2019',
          variant: 'OLIS',
        });
        const { verificationKey } = start.json();
        const matched = await post('exolis/verify-identity', {
          verificationKey,
          emetIden: 1001,
          refClient: '1001 / 112',
        });
        expect(matched.json()).toEqual({ matched: true });
        return verificationKey as string;
      };
      const first = await flowMatched();
      expect((await post('exolis/request-otp', { verificationKey: first, type: 'MOBILE' })).statusCode).toBe(
        200,
      );
      expect((await post('exolis/request-otp', { verificationKey: first, type: 'MAIL' })).statusCode).toBe(
        200,
      );
      const again = await post('exolis/request-otp', { verificationKey: first, type: 'MOBILE' });
      expect({ status: again.statusCode, errorCode: again.json().errorCode }).toEqual({
        status: 429,
        errorCode: 'general.error.ratelimit',
      });
      const other = await flowMatched();
      expect((await post('exolis/request-otp', { verificationKey: other, type: 'MAIL' })).statusCode).toBe(
        429,
      );
    });
  },
  { RESET_CODES_PER_DAY: '2' },
);
