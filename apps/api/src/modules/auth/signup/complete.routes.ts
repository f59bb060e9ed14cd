import { UNLOCKED_USER } from '../authenticate/lock-policy';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FLOW_ERRORS,
  PHONE_MESSAGES,
  ZApiError,
  ZCguVersion,
  ZVerificationKey,
  isContactEmail,
  phoneErrors,
} from '@nomina/domain';
import { users } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import { readPhoneRules } from '../../resource/parametre-site/parametre-site.service';
import { primaryIssuerOf } from '../authenticate/user-access';
import { recordAcceptance } from '../cgu/cgu.repository';
import { requireCurrentVersion } from '../cgu/cgu.service';
import { openFlow } from '../verifications/flow';

const ZBody = z.object({
  verificationKey: ZVerificationKey,
  telephone: z.string().max(32),
  email: z.string().max(254),
  consentementSms: z.boolean().optional(),
  /**
   * The version of the terms of use the holder read and accepted on this step (spec 1 §2 terms
   * display); recorded with the contacts. Without it the terms are asked at the first login.
   */
  cguVersion: ZCguVersion.optional(),
});

/**
 * firstconnexion/update-contacts: the last sign-up step. Confirms the contacts as they are or
 * with changes (a change needs the identity code first), stores the password chosen earlier
 * and the acceptance of the terms in force, and answers the login for the completed screen.
 */
export async function completeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/firstconnexion/update-contacts',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign-up: confirm or change contacts and finish',
        body: ZBody,
        response: { 200: z.object({ login: z.string() }), 400: ZApiError, 409: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { flow, user } = await openFlow(app, request.body.verificationKey, 'SIGNUP');
      const passwordHash = flow.data.passwordHash;
      if (!flow.data.codeVerified || typeof passwordHash !== 'string')
        throw badRequest(FLOW_ERRORS.flowExpired);
      const telephone = request.body.telephone.trim();
      const email = request.body.email.trim();
      const changed = telephone !== (user.phone ?? '') || email !== (user.email ?? '');
      if (changed && !flow.data.identityConfirmed) throw badRequest(FLOW_ERRORS.identityRequired);
      const phoneError = phoneErrors(telephone, {
        ...(await readPhoneRules(app.db, (await primaryIssuerOf(app, user.id)).emetIden)),
        required: true,
      });
      const fields: Record<string, string> = {};
      if (phoneError) fields.telephone = PHONE_MESSAGES[phoneError];
      if (!isContactEmail(email)) fields.email = 'form.field.validator.email';
      if (Object.keys(fields).length > 0) throw badRequest(FLOW_ERRORS.contactInvalid, fields);
      const smsConsent = user.smsConsent || request.body.consentementSms === true;
      if (!smsConsent) throw badRequest(FLOW_ERRORS.consentRequired);
      const { cguVersion } = request.body;
      if (cguVersion !== undefined) await requireCurrentVersion(app.db, cguVersion);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            phone: telephone,
            email,
            smsConsent,
            passwordHash,
            ...UNLOCKED_USER,
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
        if (cguVersion !== undefined) await recordAcceptance(tx, user.id, cguVersion);
      });
      await app.verifications.consume(flow);
      return { login: user.login };
    },
  );
}
