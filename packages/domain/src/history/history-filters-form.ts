import { z } from 'zod';

/** Shown under the end date when the period ends before it starts. */
export const HISTORY_PERIOD_MESSAGE = 'history.filter.period.invalid';

/**
 * The filters form of a history tab, as typed (empty string = every value). The one rule: a
 * period given at both ends does not end before it starts (the dates are yyyy-MM-dd, so they
 * compare as text).
 */
export const ZHistoryFiltersForm = z
  .object({
    dateDebut: z.string(),
    dateFin: z.string(),
    typeOperation: z.string(),
    statut: z.string(),
    valeIden: z.string(),
  })
  .superRefine(({ dateDebut, dateFin }, ctx) => {
    if (dateDebut !== '' && dateFin !== '' && dateDebut > dateFin)
      ctx.addIssue({ code: 'custom', path: ['dateFin'], message: HISTORY_PERIOD_MESSAGE });
  });
export type THistoryFiltersForm = z.infer<typeof ZHistoryFiltersForm>;
