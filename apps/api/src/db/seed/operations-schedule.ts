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
const PLS_TURN: TOperationNom[] = ['LEVEE_SIMPLE', 'LEVEE_VENTE', 'VENTE_TITRE', 'ACCEPTATION_PLAN'];

type TDraft = Omit<TOperationPlan, 'holder' | 'seq'>;

function at(monthStart: number, offsetMonths: number, day: number, hour: number, minute: number): Date {
  const base = new Date(monthStart);
  return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + offsetMonths, day, hour, minute));
}

function plsDraft(
  kind: TOperationNom,
  profile: TOperationProfile,
  when: Date,
  statut: TOperationStatut,
  random: TRandom,
): TDraft {
  const options = profile.plans.filter((id) => PLANS[id]!.strike !== null);
  const freeShares = profile.plans.filter((id) => PLANS[id]!.strike === null);
  const usesOptions = kind === 'LEVEE_SIMPLE' || kind === 'LEVEE_VENTE';
  const idPlan = random.pick(
    usesOptions && options.length > 0 ? options : freeShares.length > 0 ? freeShares : profile.plans,
  );
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

/** Two years (or `months`) of one account's operations: orders, plan orders and register movements. */
export function scheduleOperations(profile: TOperationProfile, random: TRandom): TDraft[] {
  const drafts: TDraft[] = [];
  const first = at(LAST_MONTH, -profile.months, 1, 0, 0).getTime();
  let turn = 0;
  for (let month = 0; month < profile.months; month += 1) {
    const monthDate = at(first, month, 1, 0, 0);
    for (let order = 0; order < profile.ordersPerMonth; order += 1) {
      drafts.push({
        typeOperation: random.next() < 0.6 ? 'ACHAT_TITRE' : 'VENTE_TITRE',
        at: at(first, month, random.int(1, 27), random.int(8, 15), random.int(0, 59)),
        statut: TERMINAL[turn++ % TERMINAL.length]!,
        valeIden: random.pick(profile.valeurs),
        quantite: random.int(1, 40) * 5,
      });
    }
    if (profile.plans.length > 0 && month % 2 === 0) {
      const kind = PLS_TURN[(month / 2) % PLS_TURN.length]!;
      const when = at(first, month, random.int(1, 27), random.int(8, 15), random.int(0, 59));
      drafts.push(plsDraft(kind, profile, when, TERMINAL[turn++ % TERMINAL.length]!, random));
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
    const freeShares = profile.plans.find((id) => PLANS[id]!.strike === null);
    if (freeShares && month === Math.min(9, profile.months - 1)) {
      drafts.push({
        typeOperation: 'ATTRIBUTION_GRATUITE',
        at: at(first, month, 15, 9, 0),
        statut: 'EXECUTE',
        valeIden: PLANS[freeShares]!.valeIden,
        quantite: random.int(6, 20) * 10,
        idPlan: freeShares,
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
  if (profile.plans.length > 0) {
    open.push(plsDraft('LEVEE_SIMPLE', profile, when(12), 'EN_ATTENTE', random));
    open.push(plsDraft('ACCEPTATION_PLAN', profile, when(6), 'EN_COURS', random));
  }
  return open;
}
