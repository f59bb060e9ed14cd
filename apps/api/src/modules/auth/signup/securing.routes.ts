import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZChannel, ZCodeSent, ZContactInfo, ZOneTimeCode, ZVerificationKey } from '@nomina/domain';
import { authDeps } from '../auth.deps';
import { createNotifier } from '../messages/notify.deps';
import { createSecuringService } from './securing.service';

const ZKeyAndCode = z.object({ verificationKey: ZVerificationKey, otpCode: ZOneTimeCode });

/**
 * Securing steps of the sign-up, after the password: the SMS code, the SMS consent, and the
 * identity code asked before a contact detail changes. Each needs the previous step done.
 */
export async function securingRoutes(app: FastifyInstance) {
  const { flow, repositories } = authDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const securing = createSecuringService({
    flow,
    users: repositories.users,
    notify: createNotifier(app),
    config: app.config,
  });
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  routes.post(
    '/firstconnexion/validate-otp',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Sign-up: check the securing code',
        body: ZKeyAndCode,
        response: { 200: ZContactInfo, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => securing.validateCode(request.body.verificationKey, request.body.otpCode),
  );

  routes.post(
    '/firstconnexion/resend-otp',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Sign-up: send the securing code again',
        body: z.object({ verificationKey: ZVerificationKey }),
        response: { 200: ZCodeSent, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => securing.resendCode(request.body.verificationKey),
  );

  routes.post(
    '/firstconnexion/consentSms',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Record the SMS consent',
        body: z.object({ verificationKey: ZVerificationKey }),
        response: { 200: z.boolean(), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => securing.recordSmsConsent(request.body.verificationKey),
  );

  routes.post(
    '/firstconnexion/request-otp',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Send an identity code to the current mobile or e-mail before a contact change',
        body: z.object({ verificationKey: ZVerificationKey, type: ZChannel }),
        response: { 200: ZCodeSent, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => securing.requestIdentityCode(request.body.verificationKey, request.body.type),
  );

  routes.post(
    '/firstconnexion/validate-identity-otp',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Check the identity code of a contact change',
        body: ZKeyAndCode,
        response: { 200: z.object({ confirmed: z.literal(true) }), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => securing.validateIdentityCode(request.body.verificationKey, request.body.otpCode),
  );
}
