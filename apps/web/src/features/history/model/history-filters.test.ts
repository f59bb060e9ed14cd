import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, filtersToSearchParams, toHistoriqueQuery } from './history-filters';

describe('history filters in the URL', () => {
  it('reads every filter a URL carries', () => {
    const params = new URLSearchParams(
      'dateDebut=2025-01-01&dateFin=2025-06-30&typeOperation=ACHAT_TITRE&statut=EXECUTE&valeIden=10011&page=3',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      dateDebut: '2025-01-01',
      dateFin: '2025-06-30',
      typeOperation: 'ACHAT_TITRE',
      statut: 'EXECUTE',
      valeIden: 10011,
      page: 3,
    });
  });

  it('ignores malformed values and starts on the first page', () => {
    const params = new URLSearchParams('dateDebut=01/01/2025&typeOperation=HACK&statut=&valeIden=-4&page=0');
    expect(filtersFromSearchParams(params)).toEqual({ page: 1 });
  });

  it('writes back what it reads, leaving out empty filters and the first page', () => {
    const filters = { dateFin: '2025-06-30', statut: 'EN_ATTENTE' as const, page: 1 };
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe('dateFin=2025-06-30&statut=EN_ATTENTE');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(filtersToSearchParams({ page: 2 }).toString()).toBe('page=2');
  });

  it('asks the server for the page counted from zero, with the tab category', () => {
    expect(toHistoriqueQuery('PLS', { typeOperation: 'VENTE_TITRE', page: 2 })).toEqual({
      categorie: 'PLS',
      page: 1,
      taille: 20,
      typeOperation: 'VENTE_TITRE',
    });
  });
});
