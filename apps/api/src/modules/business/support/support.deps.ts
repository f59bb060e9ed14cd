import type { FastifyInstance } from 'fastify';
import { createIdentityFileStore } from '../../../adapters/identity-check';
import { createAuthCounters, createNotifier } from '../../auth';
import { createResourceServices, themeServiceOf } from '../../resource';
import { createSiteSettings } from '../../../settings';
import type { TSelfcareDeps } from './support.service';
import { createSupportRepository, type TRequestRow } from './support.repository';

/** A theme without issuers has no phone rules of its own: any valid number passes. */
const NO_PHONE_RULES = { allowedDialCodes: [], mobileCheckDialCodes: [] };

/** What the support services need, built once per plugin from the app's repositories and adapters. */
export function createSelfcareDeps(app: FastifyInstance): TSelfcareDeps {
  const notify = createNotifier(app);
  const resources = createResourceServices(app.db);
  const counters = createAuthCounters(app.db);
  const settings = createSiteSettings(app.db);
  const writerOf = (request: TRequestRow) => ({
    id: request.userId,
    email: request.email,
    phone: null,
    language: request.language,
    themeId: request.themeId,
  });
  return {
    support: createSupportRepository(app.db),
    themeExists: (themeId) => themeServiceOf(app.db).themeExists(themeId),
    mayWrite: async (writer) =>
      (
        await counters.hit('support:write', writer, {
          periodSeconds: 86_400,
          max: app.config.SUPPORT_MESSAGES_PER_DAY,
        })
      ).allowed,
    phoneRules: async (by) => {
      const emetIden = 'emetIden' in by ? by.emetIden : await resources.firstIssuerOfTheme(by.themeId);
      return emetIden === null ? NO_PHONE_RULES : settings.phoneRules(emetIden);
    },
    files: createIdentityFileStore(app.config.dataDir, 'support'),
    notify: {
      acknowledged: async (request) => {
        // A visitor types the address: acknowledgements to it are bounded per day, silently.
        if (!(await app.mayMessage(request.email))) return;
        await notify.mail(writerOf(request), 'support.ack', {
          reference: request.reference ?? '',
          objet: request.objet,
        });
      },
      toDesk: async (request, texte) => {
        await app.mailer.send({
          to: app.config.SUPPORT_EMAIL,
          subject: `[${request.reference}] ${request.categorie} — ${request.objet}`,
          text: `${request.nom} <${request.email}>${request.telephone ? `, ${request.telephone}` : ''}\nLanguage: ${request.language}, theme ${request.themeId}${request.tituNume ? `, holder ${request.tituNume}` : ' (visitor)'}\n\n${texte}`,
        });
      },
      answered: async (request, texte) => {
        if (request.userId)
          await notify.mail(writerOf(request), 'support.answer.holder', {
            reference: request.reference ?? '',
            link: `${app.config.publicUrl}/#/messagerie`,
          });
        else
          await notify.mail(writerOf(request), 'support.answer.visitor', {
            reference: request.reference ?? '',
            texte,
          });
      },
    },
  };
}
