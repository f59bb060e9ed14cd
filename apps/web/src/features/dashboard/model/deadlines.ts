import type { TDroitType, TPortefeuilleDroits, TPositions } from '@nomina/domain';

/** What falls due: rights vest, become available or expire; locked fund units become available. */
export type TDeadlineKind = 'acquisition' | 'disponibilite' | 'expiration' | 'fondsDisponibilite';

export type TDeadline = {
  /** Calendar date, yyyy-MM-dd. */
  date: string;
  kind: TDeadlineKind;
  /** Plan or fund name. */
  label: string;
  quantite: number;
  /** The rights type, for rights deadlines. */
  droitType?: TDroitType;
};

/** Upcoming deadlines are those of the next 12 months. */
export const DEADLINE_HORIZON_MONTHS = 12;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

function dayOf(value: string | null): string | null {
  return value && ISO_DAY.test(value) ? value.slice(0, 10) : null;
}

function isoDay(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The holder's deadlines from today (included) to the same day 12 months later (included),
 * soonest first, from the rights' vesting, availability and expiry dates and the funds' lock-up
 * ends. Either source may be missing (module refused or not loaded).
 */
export function upcomingDeadlines(
  droits: TPortefeuilleDroits | undefined,
  positions: TPositions | undefined,
  today: Date,
): TDeadline[] {
  const from = isoDay(today);
  const limit = new Date(today.getFullYear(), today.getMonth() + DEADLINE_HORIZON_MONTHS, today.getDate());
  const to = isoDay(limit);
  const found: TDeadline[] = [];
  const add = (value: string | null, deadline: Omit<TDeadline, 'date'>) => {
    const date = dayOf(value);
    if (date && date >= from && date <= to) found.push({ date, ...deadline });
  };

  for (const groupe of droits?.groupes ?? []) {
    for (const plan of groupe.plans) {
      const common = { label: plan.planLibe, quantite: plan.quantite, droitType: groupe.type };
      add(plan.dateAcquisition, { kind: 'acquisition', ...common });
      add(plan.dateDisponibilite, { kind: 'disponibilite', ...common });
      add(plan.dateExpiration, { kind: 'expiration', ...common });
    }
  }
  for (const fonds of positions?.fonds ?? []) {
    const locked = fonds.nombreParts - fonds.partsDisponibles;
    if (locked > 0)
      add(fonds.dateDisponibilite, { kind: 'fondsDisponibilite', label: fonds.fondsLibe, quantite: locked });
  }
  return found.sort((a, b) => a.date.localeCompare(b.date) || a.label.localeCompare(b.label));
}
