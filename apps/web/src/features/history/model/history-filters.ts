import {
  ZOperationNom,
  ZOperationStatut,
  type THistoCategorie,
  type THistoriqueQuery,
  type TOperationNom,
  type TOperationStatut,
} from '@nomina/domain';

/** Rows per page of the history tables. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * What the holder chose on a history tab. It lives in the URL's search parameters, so the back
 * and forward buttons and a shared link give the same list. `page` counts from 1, as shown.
 */
export type THistoryFilters = {
  dateDebut?: string;
  dateFin?: string;
  typeOperation?: TOperationNom;
  statut?: TOperationStatut;
  valeIden?: number;
  page: number;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readDate(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

function readPositiveInt(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The filters a URL carries; anything malformed is ignored rather than sent to the server. */
export function filtersFromSearchParams(params: URLSearchParams): THistoryFilters {
  const typeOperation = ZOperationNom.safeParse(params.get('typeOperation'));
  const statut = ZOperationStatut.safeParse(params.get('statut'));
  const filters: THistoryFilters = { page: readPositiveInt(params, 'page') ?? 1 };
  const dateDebut = readDate(params, 'dateDebut');
  const dateFin = readDate(params, 'dateFin');
  const valeIden = readPositiveInt(params, 'valeIden');
  if (dateDebut) filters.dateDebut = dateDebut;
  if (dateFin) filters.dateFin = dateFin;
  if (typeOperation.success) filters.typeOperation = typeOperation.data;
  if (statut.success) filters.statut = statut.data;
  if (valeIden) filters.valeIden = valeIden;
  return filters;
}

/** The search parameters of the filters: empty ones and the first page are left out. */
export function filtersToSearchParams(filters: THistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.dateDebut) params.set('dateDebut', filters.dateDebut);
  if (filters.dateFin) params.set('dateFin', filters.dateFin);
  if (filters.typeOperation) params.set('typeOperation', filters.typeOperation);
  if (filters.statut) params.set('statut', filters.statut);
  if (filters.valeIden) params.set('valeIden', String(filters.valeIden));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of operation/historique (and of its export) for a tab: the server pages from 0. */
export function toHistoriqueQuery(categorie: THistoCategorie, filters: THistoryFilters): THistoriqueQuery {
  const { page, ...rest } = filters;
  return { categorie, page: page - 1, taille: HISTORY_PAGE_SIZE, ...rest };
}

/** Filters without the page: what an export sends, and what changing a filter starts from. */
export function withoutPage(filters: THistoryFilters): Omit<THistoryFilters, 'page'> {
  const { page: _page, ...rest } = filters;
  return rest;
}
