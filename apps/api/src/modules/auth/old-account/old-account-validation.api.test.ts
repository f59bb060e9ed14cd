import { expect, it } from 'vitest';
import { ERROR_CODES, FLOW_ERRORS, OLD_ACCESS_CODE_MESSAGES, REQUIRED_MESSAGE } from '@nomina/domain';
import { withBotToken } from '../../../testing/bot-token';
import { describeApi } from '../../../testing/test-app';
import { createLegacyAccountsRepository } from './legacy-accounts.repository';

const OLIS = { emetIden: '4815162', password: 'Ancien#Olis2019', variant: 'OLIS' };
const PLS = { emetIden: '73519', password: 'Ancien#Pls2019', variant: 'PLS', accessCode: 'PLS7351' };

/** Per identifier and minute: low enough that counted refusals would run into it. */
const IDENTIFIER_LIMIT = 3;

/**
 * Spec 1 §5: the server checks the old-account forms with the rules the pages use (domain's
 * makeZOldAccountLogin and makeZClientReference), so it answers the keys the form shows.
 */
describeApi(
  'old-account forms, by the rules of the page',
  (app) => {
    const post = (url: string, payload: object) =>
      app().inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload });
    const oldLogin = async (body: object) =>
      post('authenticate/exolis', await withBotToken(app(), 'authenticate/exolis', body));
    const failedAttempts = async (oldIdentifier: string) =>
      (await createLegacyAccountsRepository(app().db).findByIdentifier(oldIdentifier))!.failedAttempts;
    const invalid = (fields: Record<string, string>) => ({ errorCode: ERROR_CODES.validation, fields });

    it('refuses a login the form would refuse, before the bot check, with the form keys', async () => {
      // Without a bot token a well-formed login stops at the bot check...
      expect((await post('authenticate/exolis', PLS)).json().errorCode).toBe(FLOW_ERRORS.captchaFailed);
      // ...a malformed one never gets there.
      const { accessCode: _, ...noAccessCode } = PLS;
      const cases: Array<[object, Record<string, string>]> = [
        [noAccessCode, { accessCode: REQUIRED_MESSAGE }],
        [{ ...PLS, accessCode: '   ' }, { accessCode: REQUIRED_MESSAGE }],
        [{ ...PLS, accessCode: 'PLS 7351' }, { accessCode: OLD_ACCESS_CODE_MESSAGES.whitespace }],
        [{ ...PLS, password: '   ' }, { password: REQUIRED_MESSAGE }],
        [{ ...OLIS, password: ' \t ' }, { password: REQUIRED_MESSAGE }],
        // The server's caps, which the form has not, name no form key.
        [{ ...OLIS, password: 'x'.repeat(257) }, { password: ERROR_CODES.validation }],
        [{ ...PLS, accessCode: 'P'.repeat(65) }, { accessCode: ERROR_CODES.validation }],
      ];
      for (const [body, fields] of cases) {
        const refused = await post('authenticate/exolis', body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json(), JSON.stringify(body)).toEqual(invalid(fields));
      }
    });

    it('counts neither a failed attempt nor a hit on the identifier for such a login', async () => {
      const { accessCode: _, ...noAccessCode } = PLS;
      for (let n = 0; n <= IDENTIFIER_LIMIT; n += 1) {
        const refused = await oldLogin(n % 2 === 0 ? noAccessCode : { ...PLS, password: '  ' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errorCode).toBe(ERROR_CODES.validation);
      }
      expect(await failedAttempts(PLS.emetIden)).toBe(0);
      expect((await oldLogin(PLS)).statusCode).toBe(200);
    });

    it('still ignores an access code the OLIS form does not show', async () => {
      expect((await oldLogin({ ...OLIS, accessCode: 'not shown' })).statusCode).toBe(200);
    });

    it('answers a blank client reference with the required message, as the identity form does', async () => {
      const { verificationKey } = (await oldLogin(OLIS)).json();
      const verify = (refClient: string) =>
        post('exolis/verify-identity', { verificationKey, emetIden: 1001, refClient });
      for (const [refClient, key] of [
        ['', REQUIRED_MESSAGE],
        ['   ', REQUIRED_MESSAGE],
        ['1002 / 112', 'invadidRef'],
        ['1001 / ', 'minlength'],
        ['1001 / 11a', 'isNumber'],
        ['1001 / 12345678', 'maxlength'],
      ]) {
        const refused = await verify(refClient!);
        expect(refused.statusCode, refClient).toBe(400);
        expect(refused.json(), refClient).toEqual({
          errorCode: FLOW_ERRORS.legacyIdentity,
          fields: { refClient: key },
        });
      }
      // Format errors use none of the three identity tries.
      expect((await verify('1001 / 112')).json()).toEqual({ matched: true });
    });
  },
  { IDENTIFIER_RATE_LIMIT_PER_MINUTE: String(IDENTIFIER_LIMIT) },
);
