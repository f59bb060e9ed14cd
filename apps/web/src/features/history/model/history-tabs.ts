import type { THistoCategorie, TOperationNom } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { paths } from '../../../config/paths';

export type THistoryTab = {
  /** Habilitation key of spec 3 §6: the tab shows only when the account may open it. */
  moduleKey: 'histo_ope_bourse' | 'histo_ordre_pls' | 'histo_ope_diverses';
  /** Its url in the suivi_operations group of resource/modules (the module guard's address). */
  moduleUrl: string;
  categorie: THistoCategorie;
  route: string;
  label: TTranslationKey;
};

/** The three tabs of the operations history container (spec 3 §2), in their order. */
export const HISTORY_TABS: readonly THistoryTab[] = [
  {
    moduleKey: 'histo_ope_bourse',
    moduleUrl: 'histo_ope_bourse',
    categorie: 'BOURSE',
    route: paths.histoOpeBourse.getHref(),
    label: 'menu.histo_ope_bourse',
  },
  {
    moduleKey: 'histo_ordre_pls',
    moduleUrl: 'histo_ordre_pls',
    categorie: 'PLS',
    route: paths.histoOrdrePls.getHref(),
    label: 'menu.histo_ordre_pls',
  },
  {
    moduleKey: 'histo_ope_diverses',
    moduleUrl: 'histo_ope_diverses',
    categorie: 'DIVERSES',
    route: paths.histoOpeDiverses.getHref(),
    label: 'menu.histo_ope_diverses',
  },
];

/** The tab a path belongs to; the stock-exchange tab is the container's default. */
export function historyTabOf(pathname: string): THistoryTab {
  return HISTORY_TABS.find((tab) => tab.route === pathname) ?? HISTORY_TABS[0]!;
}

/** Spec 3 §2: the follow-up title on the stock-exchange tab, the miscellaneous title elsewhere. */
export function historyTitleOf(tab: THistoryTab): TTranslationKey {
  return tab.categorie === 'BOURSE' ? 'history.title.follow_up' : 'history.title.miscellaneous';
}

/**
 * The details route of an operation. PLS orders are read by their order reference from another
 * endpoint, so their link says which kind it is.
 */
export function detailsHrefOf(operation: {
  idDemande: string;
  reference: string;
  categorie: THistoCategorie;
}) {
  return operation.categorie === 'PLS'
    ? `${paths.histoOpeBourseDetails.getHref(operation.reference)}&categorie=PLS`
    : paths.histoOpeBourseDetails.getHref(operation.idDemande);
}

/** The operation types each tab lists, offered by its type filter. */
export const OPERATION_TYPES_OF: Record<THistoCategorie, readonly TOperationNom[]> = {
  BOURSE: ['ACHAT_TITRE', 'VENTE_TITRE'],
  PLS: ['LEVEE_SIMPLE', 'LEVEE_VENTE', 'LEVEE_ECHANGE', 'LEVEE_PASSERELLE', 'ACCEPTATION_PLAN'],
  DIVERSES: ['DIVIDENDE', 'OST', 'ATTRIBUTION_GRATUITE', 'TRANSFERT'],
};
