import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, OTP_RESEND_DELAY_SECONDS, ZApiError, ZVerificationKey } from '@nomina/domain';
import { createLoginDeps } from './authenticate.deps';
import { resendOtp } from './login.service';

const ZResent = z.object({ maskedPhone: z.string(), resendAfterSeconds: z.number().int() });

/**
 * authenticate/resend-otp: a new SMS code for a login waiting at the validate-otp step (issue 16
 * §2). The new code replaces the earlier one (its attempts restart); codes are spaced by
 * OTP_RESEND_DELAY_SECONDS and the identifier limit of every code send applies too.
 */
export async function resendOtpRoutes(app: FastifyInstance) {
  const { login: deps } = createLoginDeps(app);
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
    async (request) => resendOtp(deps, request.body.verificationKey),
  );
}
