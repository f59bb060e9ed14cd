import { describe, expect, it } from 'vitest';
import { HISTORY_PERIOD_MESSAGE, ZHistoryFiltersForm } from './history-filters-form';

const draft = { dateDebut: '', dateFin: '', typeOperation: '', statut: '', valeIden: '' };

describe('ZHistoryFiltersForm', () => {
  it('refuses a period that ends before it starts, on the end date', () => {
    const result = ZHistoryFiltersForm.safeParse({
      ...draft,
      dateDebut: '2025-03-31',
      dateFin: '2025-01-01',
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['dateFin'], HISTORY_PERIOD_MESSAGE],
    ]);
  });

  it('accepts a one-day period, an open end and no period', () => {
    for (const period of [
      { dateDebut: '2025-01-01', dateFin: '2025-01-01' },
      { dateDebut: '2025-01-01', dateFin: '' },
      { dateDebut: '', dateFin: '' },
    ])
      expect(ZHistoryFiltersForm.safeParse({ ...draft, ...period }).success).toBe(true);
  });
});
