import { describe, expect, it } from 'vitest';
import { detailsHrefOf, HISTORY_TABS, historyTabOf, historyTitleOf } from './history-tabs';

describe('history tabs', () => {
  it('finds the tab of a route, the stock-exchange tab by default', () => {
    expect(historyTabOf('/histo_ordre_pls').categorie).toBe('PLS');
    expect(historyTabOf('/histo_ope_diverses').categorie).toBe('DIVERSES');
    expect(historyTabOf('/histo_ope_bourse/details').categorie).toBe('BOURSE');
  });

  it('titles the stock-exchange tab as the follow-up, the others as miscellaneous operations', () => {
    expect(HISTORY_TABS.map(historyTitleOf)).toEqual([
      'history.title.follow_up',
      'history.title.miscellaneous',
      'history.title.miscellaneous',
    ]);
  });

  it('links a PLS order by its reference, any other operation by its request id', () => {
    expect(detailsHrefOf({ idDemande: '17', reference: 'ORD 17', categorie: 'BOURSE' })).toBe(
      '/histo_ope_bourse/details?id=17',
    );
    expect(detailsHrefOf({ idDemande: '18', reference: 'PLS/18', categorie: 'PLS' })).toBe(
      '/histo_ope_bourse/details?id=PLS%2F18&categorie=PLS',
    );
  });
});
