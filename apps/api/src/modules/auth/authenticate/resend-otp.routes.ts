import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  FLOW_ERRORS,
  OTP_RESEND_DELAY_SECONDS,
  ZApiError,
  ZVerificationKey,
} from '@nomina/domain';
import { AppError, badRequest } from '../../../lib/app-error';
import { createNotifier } from '../messages/notify';
import { sendCode } from '../verifications/flow';
import { authDeps } from '../auth.deps';

const ZResent = z.object({ maskedPhone: z.string(), resendAfterSeconds: z.number().int() });

/**
 * authenticate/resend-otp: a new SMS code for a login waiting at the validate-otp step (issue 16
 * §2). The new code replaces the earlier one (its attempts restart); codes are spaced by
 * OTP_RESEND_DELAY_SECONDS and the identifier limit of every code send applies too.
 */
export async function resendOtpRoutes(app: FastifyInstance) {
  const { flow: flowDeps } = authDeps(app);
  const notify = createNotifier(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/authenticate/resend-otp',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in, second step: send the SMS code again',
        description: `429 ${ERROR_CODES.tooManyRequests} (field retryAfterSeconds) within ${OTP_RESEND_DELAY_SECONDS} s of the last code.`,
        body: z.object({ verificationKey: ZVerificationKey }),
        response: { 200: ZResent, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const flow = await app.verifications.find(request.body.verificationKey, 'LOGIN_OTP');
      if (!flow?.userId) throw badRequest(FLOW_ERRORS.flowExpired);
      const issuedAt = Number(flow.data.codeExpiresAt ?? 0) - app.config.OTP_TTL_SECONDS * 1000;
      const waitMs = issuedAt + OTP_RESEND_DELAY_SECONDS * 1000 - Date.now();
      if (waitMs > 0)
        throw new AppError(429, ERROR_CODES.tooManyRequests, {
          retryAfterSeconds: String(Math.ceil(waitMs / 1000)),
        });
      const user = await flowDeps.users.findById(flow.userId);
      if (!user?.phone) throw badRequest(FLOW_ERRORS.flowExpired);
      const sent = await sendCode(flowDeps, notify, flow, user, 'MOBILE');
      return { maskedPhone: sent.maskedTo, resendAfterSeconds: OTP_RESEND_DELAY_SECONDS };
    },
  );
}
