import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FLOW_ERRORS,
  ZApiError,
  ZChannel,
  ZCodeSent,
  ZContactInfo,
  ZEmetIden,
  ZOneTimeCode,
  ZVerificationKey,
  clientReferenceErrors,
  clientReferencePrefix,
  maskEmail,
  maskPhone,
  splitClientReference,
} from '@nomina/domain';
import { AppError, badRequest } from '../../../lib/app-error';
import { authDeps } from '../auth.deps';
import { createNotifier } from '../messages/notify';
import { assertCode } from '../verifications/flow';
import { openLegacyFlow, requireStep } from './old-account.service';

const ZKeyAndCode = z.object({ verificationKey: ZVerificationKey, otpCode: ZOneTimeCode });
const IDENTITY_TRIES = 3;

/**
 * Old account, identity and codes: verify-identity (issuer, client reference 'code / digits',
 * optional employee reference), request-otp to a contact on record, validate/otp (SMS code),
 * validate/otp-by-key (code sent by e-mail), validate/otp-old (code confirming a contact change).
 */
export async function exolisIdentityRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notify = createNotifier(app);
  const { repositories, adapters } = authDeps(app);
  const legacyFlow = { verifications: adapters.verifications, legacyAccounts: repositories.legacyAccounts };
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  routes.post(
    '/exolis/verify-identity',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Old account: check the issuer and client reference against the register',
        body: z.object({
          verificationKey: ZVerificationKey,
          emetIden: ZEmetIden,
          refClient: z.string().max(32),
          refSalarie: z.string().trim().max(32).optional(),
        }),
        response: { 200: z.object({ matched: z.literal(true) }), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { verificationKey, emetIden, refClient, refSalarie } = request.body;
      const { flow, legacy } = await openLegacyFlow(legacyFlow, verificationKey);
      const formatErrors = clientReferenceErrors(refClient, clientReferencePrefix(emetIden));
      if (formatErrors.length > 0)
        throw badRequest(FLOW_ERRORS.legacyIdentity, { refClient: formatErrors[0]! });
      const matches =
        legacy.emetIden === emetIden &&
        splitClientReference(refClient)?.digits === legacy.refClient &&
        (!refSalarie || refSalarie === legacy.refSalarie);
      if (!matches) {
        const attempts = await app.verifications.addAttempt(flow);
        if (attempts >= IDENTITY_TRIES) await app.verifications.consume(flow);
        throw new AppError(
          400,
          attempts >= IDENTITY_TRIES ? FLOW_ERRORS.flowExpired : FLOW_ERRORS.legacyIdentity,
        );
      }
      await app.verifications.clearAttempts(flow);
      await app.verifications.update({ ...flow, attempts: 0 }, { identityMatched: true });
      return { matched: true as const };
    },
  );

  routes.post(
    '/exolis/request-otp',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Old account: send a code to the mobile or e-mail on record',
        body: z.object({ verificationKey: ZVerificationKey, type: ZChannel }),
        response: { 200: ZCodeSent, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { flow, holder, legacy } = await openLegacyFlow(legacyFlow, request.body.verificationKey);
      requireStep(flow, 'identityMatched');
      await app.limitIdentifier('code', flow.verificationKey);
      const to = request.body.type === 'MOBILE' ? holder.phone : holder.email;
      if (!to) throw badRequest(FLOW_ERRORS.contactInvalid);
      const code = await app.verifications.issueCode(flow, request.body.type, app.config.OTP_TTL_SECONDS);
      const themeId = (await repositories.accounts.issuerTheme(legacy.emetIden)) ?? undefined;
      const recipient = { id: null, email: holder.email, phone: holder.phone, themeId };
      if (request.body.type === 'MOBILE') await notify.sms(recipient, 'code', { code });
      else await notify.mail(recipient, 'code', { code });
      return {
        verificationKey: flow.verificationKey,
        channel: request.body.type,
        maskedTo: request.body.type === 'MOBILE' ? maskPhone(to) : maskEmail(to),
      };
    },
  );

  const checkCode =
    (channel: 'MOBILE' | 'MAIL' | 'ANY', mark: 'codeVerified' | 'identityConfirmed') =>
    async (verificationKey: string, otpCode: string) => {
      const { flow, holder } = await openLegacyFlow(legacyFlow, verificationKey);
      requireStep(flow, mark === 'codeVerified' ? 'identityMatched' : 'codeVerified');
      if (channel !== 'ANY' && flow.channel !== channel) throw new AppError(400, FLOW_ERRORS.codeInvalid);
      assertCode(await app.verifications.checkCode(flow, otpCode, app.config.MAX_CODE_ATTEMPTS));
      await app.verifications.update(flow, { [mark]: true });
      return { telephone: holder.phone, email: holder.email, consentementSms: false };
    };
  const codeSchema = (summary: string) => ({
    config: limit,
    schema: {
      tags: ['auth'],
      summary,
      body: ZKeyAndCode,
      response: { 200: ZContactInfo, 400: ZApiError, 429: ZApiError },
    },
  });
  const bySms = checkCode('MOBILE', 'codeVerified');
  const byMail = checkCode('MAIL', 'codeVerified');
  const old = checkCode('ANY', 'identityConfirmed');
  routes.post('/exolis/validate/otp', codeSchema('Old account: check the code sent by SMS'), (request) =>
    bySms(request.body.verificationKey, request.body.otpCode),
  );
  routes.post(
    '/exolis/validate/otp-by-key',
    codeSchema('Old account: check the code sent by e-mail'),
    (request) => byMail(request.body.verificationKey, request.body.otpCode),
  );
  routes.post(
    '/exolis/validate/otp-old',
    codeSchema('Old account: check the code confirming a contact change'),
    (request) => old(request.body.verificationKey, request.body.otpCode),
  );
}
