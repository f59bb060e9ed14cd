import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZChannel,
  ZCodeSent,
  ZContactInfo,
  ZEmetIden,
  ZOneTimeCode,
  ZVerificationKey,
} from '@nomina/domain';
import { authDeps } from '../auth.deps';
import { createNotifier } from '../messages/notify.deps';
import { createOldAccountIdentityService } from './old-account-identity.service';

const ZKeyAndCode = z.object({ verificationKey: ZVerificationKey, otpCode: ZOneTimeCode });

/**
 * Old account, identity and codes: verify-identity (issuer, client reference 'code / digits',
 * optional employee reference), request-otp to a contact on record, validate/otp (SMS code),
 * validate/otp-by-key (code sent by e-mail), validate/otp-old (code confirming a contact change).
 */
export async function exolisIdentityRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { repositories, adapters } = authDeps(app);
  const identity = createOldAccountIdentityService({
    verifications: adapters.verifications,
    legacyAccounts: repositories.legacyAccounts,
    accounts: repositories.accounts,
    notify: createNotifier(app),
    limitIdentifier: app.limitIdentifier,
    counters: repositories.counters,
    config: app.config,
  });
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
    async (request) => identity.verifyIdentity(request.body),
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
    async (request) => identity.requestCode(request.body.verificationKey, request.body.type),
  );

  const codeSchema = (summary: string) => ({
    config: limit,
    schema: {
      tags: ['auth'],
      summary,
      body: ZKeyAndCode,
      response: { 200: ZContactInfo, 400: ZApiError, 429: ZApiError },
    },
  });
  routes.post('/exolis/validate/otp', codeSchema('Old account: check the code sent by SMS'), (request) =>
    identity.checkSmsCode(request.body.verificationKey, request.body.otpCode),
  );
  routes.post(
    '/exolis/validate/otp-by-key',
    codeSchema('Old account: check the code sent by e-mail'),
    (request) => identity.checkMailCode(request.body.verificationKey, request.body.otpCode),
  );
  routes.post(
    '/exolis/validate/otp-old',
    codeSchema('Old account: check the code confirming a contact change'),
    (request) => identity.checkContactChangeCode(request.body.verificationKey, request.body.otpCode),
  );
}
