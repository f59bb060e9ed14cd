import { DEFAULT_LANGUAGE, DEFAULT_THEME_ID, normaliseLanguage, type TLanguage } from '@nomina/domain';
import type { TMailer } from '../../../adapters/mail/mailer';
import type { TSmsSender } from '../../../adapters/sms/sms-sender';
import { issuerLinkBase, rebaseLinks } from '../../../lib/issuer-link-base';
import { translate, type TTranslationCache } from '../../resource';
import type { TAccountsRepository } from '../accounts/accounts.repository';

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
export type TNotifierDeps = {
  accounts: Pick<TAccountsRepository, 'primaryIssuer'>;
  /** The web addresses of an issuer theme's own site. */
  themeHosts: (themeId: number) => Promise<string[]>;
  translations: TTranslationCache;
  config: { publicUrl: string };
  adapters: { mailer: Pick<TMailer, 'send'>; sms: Pick<TSmsSender, 'send'> };
};

export function createNotifierService({
  accounts,
  themeHosts: hostsOf,
  translations,
  config,
  adapters,
}: TNotifierDeps) {
  const context = async (to: TRecipient, language?: string) => ({
    language: (normaliseLanguage(language) ??
      normaliseLanguage(to.language) ??
      DEFAULT_LANGUAGE) as TLanguage,
    // A user's messages are dressed in their first account's issuer theme.
    themeId: to.themeId ?? (to.id ? (await accounts.primaryIssuer(to.id)).themeId : DEFAULT_THEME_ID),
  });
  // Links lead to the site of the recipient's issuer theme, not to the registrar's (issue 16 §4).
  const withIssuerLinks = async (values: Record<string, string>, themeId: number) =>
    rebaseLinks(values, config.publicUrl, issuerLinkBase(config.publicUrl, await hostsOf(themeId)));
  return {
    async mail(to: TRecipient, name: string, given: Record<string, string>, language?: string) {
      if (!to.email) return false;
      const { language: lang, themeId } = await context(to, language);
      const values = await withIssuerLinks(given, themeId);
      const [subject, text] = await Promise.all([
        translate(translations, lang, themeId, `mail.${name}.subject`, values),
        translate(translations, lang, themeId, `mail.${name}.body`, values),
      ]);
      await adapters.mailer.send({ to: to.email, subject, text });
      return true;
    },
    async sms(to: TRecipient, name: string, given: Record<string, string>, language?: string) {
      if (!to.phone) return false;
      const { language: lang, themeId } = await context(to, language);
      const values = await withIssuerLinks(given, themeId);
      await adapters.sms.send(to.phone, await translate(translations, lang, themeId, `sms.${name}`, values));
      return true;
    },
  };
}

/** What the modules call to write to a person. */
export type TNotifier = ReturnType<typeof createNotifierService>;
