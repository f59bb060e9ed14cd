import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  REQUIRED_MESSAGE,
  ZApiError,
  oneTimeCodeErrors,
  ZUserAccess,
  ZVerificationKey,
} from '@nomina/domain';
import { badRequest } from '../../../lib/app-error';
import { createLoginDeps } from './authenticate.deps';
import { validateOtp } from './login.service';
import { sendUserAccess } from './user-access';
import { registerMultipart } from '../../../plugins/multipart';

/** Header carrying the encrypted login step (JWE of {verificationKey}). */
export const AUTH_PAYLOAD_HEADER = 'x-auth-payload';

/**
 * authenticate/validate-otp: the second step of a login that asks for an SMS code. Multipart
 * with the field OtpCode; the flow's key travels encrypted in the x-auth-payload header.
 */
export async function validateOtpRoutes(app: FastifyInstance) {
  await registerMultipart(app, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 4, fileSize: 0, files: 0, fieldSize: 64 },
  });
  const { login: deps, access } = createLoginDeps(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/authenticate/validate-otp',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in, second step: the SMS code (multipart OtpCode, encrypted x-auth-payload header)',
        consumes: ['multipart/form-data'],
        response: { 200: ZUserAccess, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const header = request.headers[AUTH_PAYLOAD_HEADER];
      if (typeof header !== 'string')
        throw badRequest(ERROR_CODES.validation, { [AUTH_PAYLOAD_HEADER]: 'required' });
      const { verificationKey } = await app.payloads.open(
        header,
        z.object({ verificationKey: ZVerificationKey }),
      );
      // The code form's own rule and first message (spec 1 §5): required, digits, six of them.
      const code = (request.body as Record<string, unknown> | undefined)?.OtpCode;
      const [refusal] = typeof code === 'string' ? oneTimeCodeErrors(code) : [REQUIRED_MESSAGE];
      if (refusal || typeof code !== 'string') throw badRequest(ERROR_CODES.validation, { OtpCode: refusal });
      return sendUserAccess(access, reply, await validateOtp(deps, verificationKey, code));
    },
  );
}
