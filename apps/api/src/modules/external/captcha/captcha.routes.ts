import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@nomina/domain';

/**
 * GET recaptcha/challenge gives the bot check to run in the page; POST recaptcha/verify checks
 * its token (spec 1 §7: captchaToken, version v3; success allows the credentials through).
 */
export async function captchaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE * 3, timeWindow: '1 minute' } };

  routes.get(
    '/recaptcha/challenge',
    {
      config: limit,
      schema: { tags: ['external'], summary: 'A bot-check challenge (ALTCHA) or the reCAPTCHA site key' },
    },
    () => app.captcha.challenge(),
  );

  routes.post(
    '/recaptcha/verify',
    {
      config: limit,
      schema: {
        tags: ['external'],
        summary: 'Verify a bot-check token',
        body: z.object({
          captchaToken: z.string().min(1).max(10_000),
          version: z.literal('v3'),
          action: z.string().max(64).optional(),
        }),
        response: { 200: z.object({ success: z.boolean() }), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => ({
      success: await app.captcha.verify(request.body.captchaToken, request.body.action),
    }),
  );
}
