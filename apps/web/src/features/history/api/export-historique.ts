import type { THistoCategorie, TLanguage } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { saveBlob } from '../../../lib/files/save-blob';
import { toHistoriqueQuery, type THistoryFilters } from '../model/history-filters';

export type TExportFormat = 'csv' | 'pdf';

/**
 * GET business/operation/historique/export?format&langue&<the tab's filters>: the whole filtered
 * history as a file, in the page's language. It is fetched with the bearer token like any call, then saved from a Blob, so no
 * token ever travels in a URL.
 */
export async function exportHistorique(
  categorie: THistoCategorie,
  filters: THistoryFilters,
  format: TExportFormat,
  langue: TLanguage,
): Promise<void> {
  const { page: _page, taille: _taille, ...query } = toHistoriqueQuery(categorie, filters);
  const blob = await http<Blob>('/business/operation/historique/export', {
    query: { ...query, format, langue },
    asBlob: true,
  });
  saveBlob(blob, `historique-${categorie.toLowerCase()}.${format}`);
}
