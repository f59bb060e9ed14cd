import { UNLOCKED_USER } from '../authenticate/lock-policy';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FLOW_ERRORS, ZApiError, ZCodeSent, ZVerificationKey, passwordErrors } from '@nomina/domain';
import { sessions, users } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import { createNotifier } from '../messages/notify';
import { openFlow, passwordRulesFor, sendCode } from '../verifications/flow';
import { invalidateNow } from '../../../db/read-cache';
import { authDeps } from '../auth.deps';

const ZPayload = z.object({
  verificationKey: ZVerificationKey,
  password: z.string().min(1).max(256),
  lang: z.string().max(8).optional(),
});

/**
 * signup/save-password, body { payload: JWE of {verificationKey, password} }.
 * Sign-up: keeps the new password's hash in the flow and sends the securing code by SMS (or
 * e-mail when there is no phone). Reset: sets the password at once, unlocks the account and
 * ends every open session.
 */
export async function savePasswordRoutes(app: FastifyInstance) {
  const { flow: flowDeps } = authDeps(app);
  const notify = createNotifier(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/signup/save-password',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Set the password of a sign-up or reset flow (encrypted payload)',
        body: z.object({ payload: z.string().min(1).max(20_000) }),
        response: {
          200: z.union([ZCodeSent, z.object({ done: z.literal(true) })]),
          400: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request) => {
      const { verificationKey, password, lang } = await app.payloads.open(request.body.payload, ZPayload);
      const { flow, user } = await openFlow(flowDeps, verificationKey, ['SIGNUP', 'RESET']);
      const failing = passwordErrors(password, await passwordRulesFor(flowDeps, user.id));
      if (failing.length > 0)
        throw badRequest(
          FLOW_ERRORS.passwordRules,
          Object.fromEntries(failing.map((error) => [error, error])),
        );
      const passwordHash = await hashPassword(password);
      if (flow.purpose === 'RESET') {
        await app.db
          .update(users)
          .set({
            passwordHash,
            ...UNLOCKED_USER,
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
        await app.db
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'password reset' })
          .where(eq(sessions.userId, user.id));
        invalidateNow(app.db, `user:${user.id}`);
        await app.verifications.consume(flow);
        return { done: true as const };
      }
      await app.verifications.update(flow, { passwordHash });
      const fresh = (await app.verifications.find(verificationKey, 'SIGNUP'))!;
      return sendCode(flowDeps, notify, fresh, user, user.phone ? 'MOBILE' : 'MAIL', lang);
    },
  );
}
