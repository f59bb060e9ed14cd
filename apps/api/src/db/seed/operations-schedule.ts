import type { TOperationNom, TOperationStatut } from '@nomina/domain';
import { PLANS } from './operations-catalogue';
import type { TOperationPlan } from './operations-builder';
import type { TRandom } from './operations-random';

export type THolderRef = TOperationPlan['holder'];

/** What the demo register gives one account: its securities, its plans and how busy it is. */
export type TOperationProfile = {
  tituNume: string;
  valeurs: number[];
  plans: number[];
  /** Months of history before the pending orders of November 2026. */
  months: number;
  ordersPerMonth: number;
};

/** The history starts here and runs month by month; open orders are placed in the last weeks. */
const LAST_MONTH = Date.UTC(2026, 10, 1);
/** Terminal states in turn, so every status appears and executions dominate as in real life. */
const TERMINAL: TOperationStatut[] = [
  'EXECUTE',
  'EXECUTE',
  'ANNULE',
  'EXECUTE',
  'PARTIELLEMENT_EXECUTE',
  'EXECUTE',
  'EXPIRE',
  'EXECUTE',
  'REJETE',
  'EXECUTE',
];
const PLS_TURN: TOperationNom[] = ['LEVEE_SIMPLE', 'LEVEE_VENTE', 'VENTE_TITRE'];

type TDraft = Omit<TOperationPlan, 'holder' | 'seq'>;

function at(monthStart: number, offsetMonths: number, day: number, hour: number, minute: number): Date {
  const base = new Date(monthStart);
  return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + offsetMonths, day, hour, minute));
}

/** The plans a kind of plan order can act on at a date: exercisable options, vested free shares. */
function plansFor(kind: TOperationNom, profile: TOperationProfile, when: Date): number[] {
  const day = when.toISOString().slice(0, 10);
  const usesOptions = kind === 'LEVEE_SIMPLE' || kind === 'LEVEE_VENTE';
  return profile.plans.filter((id) => {
    const plan = PLANS[id]!;
    return (plan.strike !== null) === usesOptions && plan.dateAcquisition <= day;
  });
}

/** A plan order (exercise, or sale of vested free shares), or null when no plan allows it then. */
function plsDraft(
  kind: TOperationNom,
  profile: TOperationProfile,
  when: Date,
  statut: TOperationStatut,
  random: TRandom,
): TDraft | null {
  const candidates = plansFor(kind, profile, when);
  if (candidates.length === 0) return null;
  const idPlan = random.pick(candidates);
  const isMarket = kind === 'LEVEE_VENTE' || kind === 'VENTE_TITRE';
  return {
    typeOperation: kind,
    at: when,
    statut: statut === 'PARTIELLEMENT_EXECUTE' && !isMarket ? 'EXECUTE' : statut,
    valeIden: PLANS[idPlan]!.valeIden,
    quantite: random.int(2, 30) * 10,
    idPlan,
  };
}

/** Dated events of the account's plans inside the history: acceptances and free-share deliveries. */
function planEvents(profile: TOperationProfile, from: Date, to: Date, random: TRandom): TDraft[] {
  const inside = (date: Date) => date >= from && date < to;
  const events: TDraft[] = [];
  for (const idPlan of profile.plans) {
    const plan = PLANS[idPlan]!;
    const accepted = new Date(Date.parse(`${plan.dateAttribution}T10:00:00Z`) + 20 * 86_400_000);
    if (inside(accepted))
      events.push({
        typeOperation: 'ACCEPTATION_PLAN',
        at: accepted,
        statut: 'EXECUTE',
        valeIden: plan.valeIden,
        quantite: random.int(6, 30) * 10,
        idPlan,
      });
    const vested = new Date(`${plan.dateAcquisition}T09:00:00Z`);
    if (plan.strike === null && inside(vested))
      events.push({
        typeOperation: 'ATTRIBUTION_GRATUITE',
        at: vested,
        statut: 'EXECUTE',
        valeIden: plan.valeIden,
        quantite: random.int(6, 20) * 10,
        idPlan,
      });
  }
  return events;
}

/** Two years (or `months`) of one account's operations: orders, plan orders and register movements. */
export function scheduleOperations(profile: TOperationProfile, random: TRandom): TDraft[] {
  const drafts: TDraft[] = [];
  const first = at(LAST_MONTH, -profile.months, 1, 0, 0).getTime();
  let turn = 0;
  for (let month = 0; month < profile.months; month += 1) {
    const monthDate = at(first, month, 1, 0, 0);
    for (let order = 0; order < profile.ordersPerMonth; order += 1) {
      drafts.push({
        typeOperation: random.next() < 0.5 ? 'ACHAT_TITRE' : 'VENTE_TITRE',
        at: at(first, month, random.int(1, 27), random.int(8, 15), random.int(0, 59)),
        statut: TERMINAL[turn++ % TERMINAL.length]!,
        valeIden: random.pick(profile.valeurs),
        quantite: random.int(1, 40) * 5,
      });
    }
    if (profile.plans.length > 0 && month % 2 === 0) {
      const kind = PLS_TURN[(month / 2) % PLS_TURN.length]!;
      const when = at(first, month, random.int(1, 27), random.int(8, 15), random.int(0, 59));
      const draft = plsDraft(kind, profile, when, TERMINAL[turn % TERMINAL.length]!, random);
      if (draft) {
        drafts.push(draft);
        turn += 1;
      }
    }
    const calendarMonth = monthDate.getUTCMonth();
    // Annual dividends in June, an interim one on the first security in December.
    const payers =
      calendarMonth === 5 ? profile.valeurs : calendarMonth === 11 ? profile.valeurs.slice(0, 1) : [];
    for (const valeIden of payers) {
      drafts.push({
        typeOperation: 'DIVIDENDE',
        at: at(first, month, 12, 9, 0),
        statut: 'EXECUTE',
        valeIden,
        quantite: random.int(10, 60) * 10,
      });
    }
    if (month === 4 || month === 16) {
      drafts.push({
        typeOperation: 'OST',
        at: at(first, month, 20, 9, 0),
        statut: 'EXECUTE',
        valeIden: profile.valeurs[0]!,
        quantite: random.int(2, 12) * 5,
      });
    }
    if (month === 2 || month === profile.months - 3) {
      drafts.push({
        typeOperation: 'TRANSFERT',
        at: at(first, month, 8, 10, 0),
        statut: month === 2 ? 'EXECUTE' : 'REJETE',
        valeIden: random.pick(profile.valeurs),
        quantite: random.int(1, 10) * 10,
      });
    }
  }
  drafts.push(...planEvents(profile, new Date(first), new Date(LAST_MONTH), random));
  drafts.push(...openOperations(profile, random));
  return drafts.sort((left, right) => left.at.getTime() - right.at.getTime());
}

/** The orders still open in November 2026: what the holder may cancel, and what is in progress. */
function openOperations(profile: TOperationProfile, random: TRandom): TDraft[] {
  const when = (day: number) => at(LAST_MONTH, 0, day, random.int(8, 15), random.int(0, 59));
  const valeIden = profile.valeurs[0]!;
  const open: TDraft[] = [
    {
      typeOperation: 'ACHAT_TITRE',
      at: when(10),
      statut: 'EN_ATTENTE',
      valeIden,
      quantite: random.int(2, 20) * 5,
    },
    {
      typeOperation: 'VENTE_TITRE',
      at: when(13),
      statut: 'EN_ATTENTE',
      valeIden: random.pick(profile.valeurs),
      quantite: random.int(2, 20) * 5,
    },
  ];
  if (profile.ordersPerMonth > 1) {
    open.push({
      typeOperation: 'ACHAT_TITRE',
      at: when(17),
      statut: 'EN_COURS',
      valeIden,
      quantite: random.int(2, 20) * 5,
    });
    open.push({
      typeOperation: 'TRANSFERT',
      at: when(5),
      statut: 'EN_COURS',
      valeIden,
      quantite: random.int(1, 10) * 10,
    });
  }
  const exercise = plsDraft('LEVEE_SIMPLE', profile, when(12), 'EN_ATTENTE', random);
  const exerciseAndSell = plsDraft('LEVEE_VENTE', profile, when(6), 'EN_COURS', random);
  for (const draft of [exercise, exerciseAndSell]) if (draft) open.push(draft);
  return open;
}
