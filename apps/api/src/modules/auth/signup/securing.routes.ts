import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FLOW_ERRORS,
  ZApiError,
  ZChannel,
  ZCodeSent,
  ZContactInfo,
  ZOneTimeCode,
  ZVerificationKey,
} from '@nomina/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import { createNotifier } from '../messages/notify';
import { assertCode, openFlow, sendCode } from '../verifications/flow';
import { authDeps } from '../auth.deps';

const ZKeyAndCode = z.object({ verificationKey: ZVerificationKey, otpCode: ZOneTimeCode });

/**
 * Securing steps of the sign-up, after the password: the SMS code, the SMS consent, and the
 * identity code asked before a contact detail changes. Each needs the previous step done.
 */
export async function securingRoutes(app: FastifyInstance) {
  const { flow: flowDeps } = authDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notify = createNotifier(app);
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const openSecured = async (verificationKey: string) => {
    const opened = await openFlow(flowDeps, verificationKey, 'SIGNUP');
    if (!opened.flow.data.codeVerified) throw badRequest(FLOW_ERRORS.flowExpired);
    return opened;
  };

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
    async (request) => {
      const { flow, user } = await openFlow(flowDeps, request.body.verificationKey, 'SIGNUP');
      if (!flow.data.passwordHash) throw badRequest(FLOW_ERRORS.flowExpired);
      assertCode(await app.verifications.checkCode(flow, request.body.otpCode, app.config.MAX_CODE_ATTEMPTS));
      await app.verifications.update(flow, { codeVerified: true });
      return { telephone: user.phone, email: user.email, consentementSms: user.smsConsent };
    },
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
    async (request) => {
      const { flow, user } = await openFlow(flowDeps, request.body.verificationKey, 'SIGNUP');
      if (!flow.data.passwordHash || flow.data.codeVerified) throw badRequest(FLOW_ERRORS.flowExpired);
      return sendCode(flowDeps, notify, flow, user, user.phone ? 'MOBILE' : 'MAIL');
    },
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
    async (request) => {
      const { user } = await openSecured(request.body.verificationKey);
      await app.db
        .update(users)
        .set({ smsConsent: true, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return true;
    },
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
    async (request) => {
      const { flow, user } = await openSecured(request.body.verificationKey);
      return sendCode(flowDeps, notify, flow, user, request.body.type);
    },
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
    async (request) => {
      const { flow } = await openSecured(request.body.verificationKey);
      assertCode(await app.verifications.checkCode(flow, request.body.otpCode, app.config.MAX_CODE_ATTEMPTS));
      await app.verifications.update(flow, { identityConfirmed: true });
      return { confirmed: true as const };
    },
  );
}
