import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../access/required';

/** dispense_acompte opens only to French tax residents (isFrenchTaxResident; spec 1 §6, spec 3 §5). */
export const TAX_RESIDENCE_GUARD_MESSAGE = 'upi.guard.french.taxresidence';

/**
 * Reference taxable income thresholds (revenu fiscal de référence of year N-2, in euros) below
 * which a holder may ask not to pay the income-tax advance on dividends of year N (CGI art. 117
 * quater): 50 000 for a single person, 75 000 for a couple filing jointly.
 */
export const EXEMPTION_THRESHOLDS = { SINGLE: '50000', COUPLE: '75000' } as const;
export const ZExemptionSituation = z.enum(['SINGLE', 'COUPLE']);
export type TExemptionSituation = z.infer<typeof ZExemptionSituation>;

/** The request must reach the registrar by 30 November (inclusive) of the year before. */
export const EXEMPTION_DEADLINE = { month: 11, day: 30 } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The window a request made on `today` (yyyy-MM-dd, Paris calendar) falls in: until 30 November
 * it exempts next year; from 1 December the window for next year is closed and the next one
 * opens on 1 January, for the year after.
 */
export function exemptionWindow(today: string): {
  isOpen: boolean;
  year: number;
  deadline: string;
  nextOpening: string | null;
} {
  const [yearText, monthText, dayText] = today.split('-');
  const year = Number(yearText);
  const monthDay = `${monthText}-${dayText}`;
  const limit = `${pad(EXEMPTION_DEADLINE.month)}-${pad(EXEMPTION_DEADLINE.day)}`;
  if (monthDay <= limit)
    return { isOpen: true, year: year + 1, deadline: `${year}-${limit}`, nextOpening: null };
  return {
    isOpen: false,
    year: year + 2,
    deadline: `${year + 1}-${limit}`,
    nextOpening: `${year + 1}-01-01`,
  };
}

/** update/dispense-acompte: the sworn statement for the year the window gives. */
export const ZDispenseAcompteRequest = z.object({
  situation: z.enum(ZExemptionSituation.options, { error: REQUIRED_MESSAGE }),
  /** The holder swears the reference taxable income is below the threshold of the situation. */
  attestation: z.literal(true, { error: 'dispense_acompte.error.attestation' }),
});
export type TDispenseAcompteRequest = z.infer<typeof ZDispenseAcompteRequest>;

export const ZExemption = z.object({
  annee: z.number().int(),
  situation: ZExemptionSituation,
  dateDemande: z.string(),
});
export type TExemption = z.infer<typeof ZExemption>;

export const ZExemptionState = z.object({
  window: z.object({
    isOpen: z.boolean(),
    year: z.number().int(),
    deadline: z.string(),
    nextOpening: z.string().nullable(),
  }),
  demandes: z.array(ZExemption),
});
export type TExemptionState = z.infer<typeof ZExemptionState>;

export const EXEMPTION_ERRORS = {
  closed: 'dispense_acompte.error.closed',
  already: 'dispense_acompte.error.already',
} as const;
