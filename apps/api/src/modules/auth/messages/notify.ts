import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, DEFAULT_THEME_ID, normaliseLanguage, type TLanguage } from '@nomina/domain';
import { primaryIssuerOf } from '../authenticate/user-access';
import { translate } from '../../resource/traduction/traduction.service';
import { themeHosts } from '../../resource/theme/theme.service';
import { issuerLinkBase, rebaseLinks } from '../../../lib/issuer-link-base';

/** A person to write to: a portal user (id), or a holder without one yet (themeId of their issuer). */
export type TRecipient = {
  id: string | null;
  email: string | null;
  phone: string | null;
  language?: string | null;
  themeId?: number;
};

/**
 * Sends a translated message: `mail.<name>.subject` and `mail.<name>.body`, or `sms.<name>`,
 * with {{placeholders}} filled. Never logs the values (they hold codes and links).
 */
export function createNotifier(app: FastifyInstance) {
  const context = async (to: TRecipient, language?: string) => ({
    language: (normaliseLanguage(language) ??
      normaliseLanguage(to.language) ??
      DEFAULT_LANGUAGE) as TLanguage,
    // A user's messages are dressed in their first account's issuer theme.
    themeId: to.themeId ?? (to.id ? (await primaryIssuerOf(app, to.id)).themeId : DEFAULT_THEME_ID),
  });
  // Links lead to the site of the recipient's issuer theme, not to the registrar's (issue 16 §4).
  const withIssuerLinks = async (values: Record<string, string>, themeId: number) =>
    rebaseLinks(
      values,
      app.config.publicUrl,
      issuerLinkBase(app.config.publicUrl, await themeHosts(app.db, themeId)),
    );
  return {
    async mail(to: TRecipient, name: string, given: Record<string, string>, language?: string) {
      if (!to.email) return false;
      const { language: lang, themeId } = await context(to, language);
      const values = await withIssuerLinks(given, themeId);
      const [subject, text] = await Promise.all([
        translate(app.translations, lang, themeId, `mail.${name}.subject`, values),
        translate(app.translations, lang, themeId, `mail.${name}.body`, values),
      ]);
      await app.mailer.send({ to: to.email, subject, text });
      return true;
    },
    async sms(to: TRecipient, name: string, given: Record<string, string>, language?: string) {
      if (!to.phone) return false;
      const { language: lang, themeId } = await context(to, language);
      const values = await withIssuerLinks(given, themeId);
      await app.sms.send(to.phone, await translate(app.translations, lang, themeId, `sms.${name}`, values));
      return true;
    },
  };
}
export type TNotifier = ReturnType<typeof createNotifier>;
