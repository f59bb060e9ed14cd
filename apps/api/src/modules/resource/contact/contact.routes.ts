import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_MESSAGE_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  DEFAULT_THEME_ID,
  ERROR_CODES,
  LANGUAGES,
  ZApiError,
  ZCaptchaToken,
  ZContactEmail,
  ZContactSubject,
  ZSent,
} from '@nomina/domain';
import { contactMessages } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { checkBotToken } from '../../external/captcha/check-bot-token';
import { themeExists } from '../theme/theme.service';

export const ZContactRequest = z.object({
  nom: z.string().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
  email: ZContactEmail,
  telephone: z.string().trim().max(CONTACT_PHONE_MAX_LENGTH).optional(),
  objet: ZContactSubject,
  message: z.string().trim().min(CONTACT_MESSAGE_LENGTH.min).max(CONTACT_MESSAGE_LENGTH.max),
  lang: z.enum(LANGUAGES).default('fr'),
  themeId: z.number().int().min(1).max(9999).default(DEFAULT_THEME_ID),
  captchaToken: ZCaptchaToken,
});

/** POST contact: a visitor's message, kept in the register and e-mailed to support. */
export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['resource'],
        summary: 'Send a message to support (contact form)',
        body: ZContactRequest,
        response: { 200: ZSent, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const body = request.body;
      await checkBotToken(app, request, body.captchaToken, 'contact');
      if (!(await themeExists(app.db, body.themeId))) throw notFound(ERROR_CODES.unknownTheme);
      await app.db.insert(contactMessages).values({
        name: body.nom,
        email: body.email,
        phone: body.telephone || null,
        subject: body.objet,
        message: body.message,
        language: body.lang,
        themeId: body.themeId,
      });
      await app.mailer.send({
        to: app.config.SUPPORT_EMAIL,
        subject: `[Nomina contact] ${body.objet} — ${body.nom}`,
        text: `From: ${body.nom} <${body.email}>${body.telephone ? `, ${body.telephone}` : ''}\nLanguage: ${body.lang}, theme ${body.themeId}\n\n${body.message}`,
      });
      return { sent: true as const };
    },
  );
}
