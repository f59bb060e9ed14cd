import type { FastifyInstance } from 'fastify';
import { autocompleteRoutes } from './autocomplete/autocomplete.routes';
import { communesRoutes } from './communes/communes.routes';
import { paysIbanBicRoutes } from './iban-countries/iban-countries.routes';
import { faqRoutes } from './faq/faq.routes';
import { languesRoutes } from './langues/langues.routes';
import { liensRoutes } from './useful-links/useful-links.routes';
import { logoRoutes } from './logo/logo.routes';
import { modulesRoutes } from './modules/modules.routes';
import { parametreSiteRoutes } from './parametre-site/parametre-site.routes';
import { phoneRoutes } from './phone/phone.routes';
import { themeRoutes } from './theme/theme.routes';
import { traductionRoutes } from './traduction/traduction.routes';

/** The resource service (/api/v1/resource): reference data a page needs before any login. */
export async function resourceModule(app: FastifyInstance) {
  await app.register(themeRoutes);
  await app.register(traductionRoutes);
  await app.register(languesRoutes);
  await app.register(parametreSiteRoutes);
  await app.register(phoneRoutes);
  await app.register(logoRoutes);
  await app.register(modulesRoutes);
  await app.register(autocompleteRoutes);
  await app.register(faqRoutes);
  await app.register(liensRoutes);
  await app.register(communesRoutes);
  await app.register(paysIbanBicRoutes);
}

export type { TTranslationCache } from './traduction/traduction.service';
export { translate } from './traduction/traduction.service';
export type { TThemeService } from './theme/theme.service';
export { createResourceServices, type TResourceServices } from './resource.deps';
export { themeServiceOf } from './theme/theme.deps';
export { isCommuneOf } from './communes/communes.service';
