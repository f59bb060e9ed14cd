import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { profileDocuments, supportRequests } from '../../../db/schema';
import { makePdf } from '../../../adapters/identity-check/test-files';
import { injectAccountToken } from '../../../testing/account-token';
import { botToken } from '../../../testing/bot-token';
import { multipart, multipartBody } from '../../../testing/multipart';
import { encryptForServer } from '../../../testing/outbox';
import { SUPPORT_FORM } from '../../../testing/fixtures';
import { describeApi } from '../../../testing/test-app';

/** Files fill a disk: what one writer may store a day is bounded, past it 429 and nothing stored. */
describeApi(
  'daily caps on stored files (support, profile documents)',
  (app) => {
    it('takes two visitor requests with files from one address a day, not a third', async () => {
      const send = async () => {
        const payload = await encryptForServer(app(), {
          ...SUPPORT_FORM,
          captchaToken: await botToken(app()),
        });
        const body = multipartBody({ payload }, [{ name: 'releve.pdf', bytes: makePdf(1) }]);
        return app().inject({
          method: 'POST',
          url: '/api/v1/business/selfcare/demande',
          payload: body.payload,
          headers: body.headers,
        });
      };
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect({ status: third.statusCode, errorCode: third.json().errorCode }).toEqual({
        status: 429,
        errorCode: 'general.error.ratelimit',
      });
      const [stored] = await app().db.select({ n: count() }).from(supportRequests);
      expect(stored!.n).toBe(2);
    });

    it("counts a holder's profile documents in the identity check's daily files", async () => {
      const token = await injectAccountToken(app(), 'afaure0001');
      const file = () => {
        const body = multipart(
          { type: 'PASSPORT', subType: 'PASSPORT' },
          { name: 'passeport.pdf', bytes: makePdf(1) },
        );
        return app().inject({
          method: 'POST',
          url: '/api/v1/business/profile/upload-document',
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${token}` },
        });
      };
      const [before] = await app().db.select({ n: count() }).from(profileDocuments);
      expect((await file()).statusCode).toBe(200);
      const refused = await file();
      expect({ status: refused.statusCode, errorCode: refused.json().errorCode }).toEqual({
        status: 429,
        errorCode: 'vialink.error.uploadLimit',
      });
      const [after] = await app().db.select({ n: count() }).from(profileDocuments);
      expect(after!.n).toBe(before!.n + 1);
    });
  },
  { SUPPORT_MESSAGES_PER_DAY: '2', ID_CHECK_UPLOADS_PER_DAY: '1' },
);
