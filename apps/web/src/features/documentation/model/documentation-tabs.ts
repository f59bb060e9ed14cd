import type { TGedCategorie } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { paths } from '../../../config/paths';

export type TDocumentationTab = {
  id: 'general' | 'releves' | 'rapports' | 'avis-operations';
  route: string;
  label: TTranslationKey;
  /** The holder's GED category the tab lists; the general tab lists the issuer's documents. */
  categorie: TGedCategorie | null;
};

/** The four tabs of the documentation page (spec 3 §2); general is the default route. */
export const DOCUMENTATION_TABS: readonly TDocumentationTab[] = [
  { id: 'general', route: paths.docGenerique.getHref(), label: 'documentation.tab.general', categorie: null },
  {
    id: 'releves',
    route: paths.docGeneriqueReleves.getHref(),
    label: 'documentation.tab.releves',
    categorie: 'RELEVES',
  },
  {
    id: 'rapports',
    route: paths.docGeneriqueRapports.getHref(),
    label: 'documentation.tab.rapports',
    categorie: 'RAPPORTS',
  },
  {
    id: 'avis-operations',
    route: paths.docGeneriqueAvisOperations.getHref(),
    label: 'documentation.tab.avis-operations',
    categorie: 'AVIS_OPERATIONS',
  },
];

export function documentationTabOf(pathname: string): TDocumentationTab {
  return DOCUMENTATION_TABS.find((tab) => tab.route === pathname) ?? DOCUMENTATION_TABS[0]!;
}

/** The query parameter that opens the operation notices tab (spec 3 §2). */
export const FROM_DISCLAIMER_PARAM = 'isFromDisclaimerExplsAvisOperations';
