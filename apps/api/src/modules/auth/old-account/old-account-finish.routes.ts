import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FLOW_ERRORS,
  PHONE_MESSAGES,
  ZApiError,
  ZVerificationKey,
  isContactEmail,
  phoneErrors,
} from '@nomina/domain';
import { accounts, legacyAccounts, users, verifications } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import { readPhoneRules } from '../../resource/parametre-site/parametre-site.service';
import { createNotifier } from '../messages/notify';
import { newLoginFor, openLegacyFlow, requireStep } from './old-account.service';

/**
 * Old account, last steps: update-contacts creates the holder's Nomina user (old password kept,
 * contacts confirmed or changed after an identity code), send-identifiant sends the new login.
 */
export async function exolisFinishRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notify = createNotifier(app);
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  routes.post(
    '/exolis/update-contacts',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Old account: confirm or change contacts; creates the new portal user',
        body: z.object({
          verificationKey: ZVerificationKey,
          telephone: z.string().max(32),
          email: z.string().max(254),
          consentementSms: z.boolean(),
        }),
        response: { 200: z.object({ done: z.literal(true) }), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { flow, legacy, holder } = await openLegacyFlow(app, request.body.verificationKey);
      requireStep(flow, 'codeVerified');
      const telephone = request.body.telephone.trim();
      const email = request.body.email.trim();
      if (
        (telephone !== (holder.phone ?? '') || email !== (holder.email ?? '')) &&
        !flow.data.identityConfirmed
      )
        throw badRequest(FLOW_ERRORS.identityRequired);
      const phoneRules = await readPhoneRules(app.db, legacy.emetIden);
      const fields: Record<string, string> = {};
      const phoneError = phoneErrors(telephone, { ...phoneRules, required: true });
      if (phoneError) fields.telephone = PHONE_MESSAGES[phoneError];
      if (!isContactEmail(email)) fields.email = 'form.field.validator.email';
      if (Object.keys(fields).length > 0) throw badRequest(FLOW_ERRORS.contactInvalid, fields);
      if (!request.body.consentementSms) throw badRequest(FLOW_ERRORS.consentRequired);
      const login = await newLoginFor(app, holder.firstName, holder.lastName);
      await app.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            login,
            email,
            phone: telephone,
            smsConsent: true,
            passwordHash: String(flow.data.passwordHash),
          })
          .returning();
        await tx.insert(accounts).values({
          userId: user!.id,
          actiIden: holder.actiIden,
          emetIden: holder.emetIden,
          tituNume: holder.tituNume,
        });
        await tx
          .update(legacyAccounts)
          .set({ migratedUserId: user!.id, migratedAt: new Date() })
          .where(eq(legacyAccounts.id, legacy.id));
        await tx
          .update(verifications)
          .set({ userId: user!.id, data: { ...flow.data, login } })
          .where(eq(verifications.id, flow.id));
      });
      return { done: true as const };
    },
  );

  routes.post(
    '/exolis/send-identifiant',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Old account: send the new identifier by e-mail and SMS, and show it',
        body: z.object({ verificationKey: ZVerificationKey, lang: z.string().max(8).optional() }),
        response: { 200: z.object({ login: z.string() }), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const flow = await app.verifications.find(request.body.verificationKey, 'OLD_ACCOUNT');
      const login = flow?.data.login;
      if (!flow?.userId || typeof login !== 'string') throw badRequest(FLOW_ERRORS.flowExpired);
      const [user] = await app.db.select().from(users).where(eq(users.id, flow.userId));
      await notify.mail(
        user!,
        'login',
        { login, link: `${app.config.publicUrl}/#/login` },
        request.body.lang,
      );
      await notify.sms(user!, 'login', { login }, request.body.lang);
      await app.verifications.consume(flow);
      return { login };
    },
  );
}
