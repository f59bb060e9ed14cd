import type { FastifyInstance } from 'fastify';
import { themeServiceOf } from '../../resource';
import { createAccountsRepository } from '../accounts/accounts.repository';
import { createNotifierService } from './notify';

/** The notifier wired to the app's database and adapters (what the modules call). */
export function createNotifier(app: FastifyInstance) {
  const themes = themeServiceOf(app.db);
  return createNotifierService({
    accounts: createAccountsRepository(app.db),
    themeHosts: (themeId) => themes.themeHosts(themeId),
    translations: app.translations,
    config: app.config,
    adapters: { mailer: app.mailer, sms: app.sms },
  });
}
