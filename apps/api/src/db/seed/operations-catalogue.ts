import {
  computeFees,
  roundAmount,
  type TBareme,
  type THistoCategorie,
  type TOperationNom,
} from '@nomina/domain';
import { rightsPlanSeeds } from './portfolio';
import { feeScheduleSeeds, securitySeeds } from './securities';

/** Dividend per share each demo security paid in the history (names and quotes: securities.ts). */
const DIVIDENDS: Record<number, number> = {
  10011: 1.35,
  10021: 0.62,
  10031: 2.1,
  20021: 0.95,
  30031: 1.8,
  40041: 0.4,
  50051: 2.45,
};

/** What the history needs of a security: its name, market, fee schedule, today's quote and dividend. */
export const SECURITIES: Record<
  number,
  { valeLibe: string; marche: string; baremeWeb: string; basePrice: number; dividend: number }
> = Object.fromEntries(
  securitySeeds.map((security) => [
    security.valeIden,
    {
      valeLibe: security.valeLibe,
      marche: security.marche ?? 'Euronext Paris',
      baremeWeb: security.baremeWeb,
      basePrice: security.cours,
      dividend: DIVIDENDS[security.valeIden] ?? 0,
    },
  ]),
);

/** A plan as the history needs it (rights seed): name, security, strike and dates. */
export type TPlanInfo = {
  libelle: string;
  valeIden: number;
  /** Exercise price of an option plan; null for free shares. */
  strike: number | null;
  dateAttribution: string;
  /** Vesting day (free shares) or first exercise day (options). */
  dateAcquisition: string;
};

/**
 * Plans of the demo register. The rights seed puts unvested dates after its seeding day; read at
 * the history's last day they stay after every operation of the history.
 */
export const PLANS: Record<number, TPlanInfo> = Object.fromEntries(
  rightsPlanSeeds('2026-11-20').map((plan) => [
    plan.idPlan,
    {
      libelle: plan.planLibe,
      valeIden: plan.valeIden,
      strike: plan.prixExercice,
      dateAttribution: plan.dateAttribution,
      dateAcquisition: plan.dateAcquisition,
    },
  ]),
);

/** The history tab each kind of operation belongs to. */
export const CATEGORIE_OF: Record<TOperationNom, THistoCategorie> = {
  ACHAT_TITRE: 'BOURSE',
  VENTE_TITRE: 'BOURSE',
  LEVEE_SIMPLE: 'PLS',
  LEVEE_VENTE: 'PLS',
  LEVEE_ECHANGE: 'PLS',
  LEVEE_PASSERELLE: 'PLS',
  ACCEPTATION_PLAN: 'PLS',
  OST: 'DIVERSES',
  DIVIDENDE: 'DIVERSES',
  ATTRIBUTION_GRATUITE: 'DIVERSES',
  TRANSFERT: 'DIVERSES',
};

const DAY_MS = 86_400_000;

/** A deterministic quote: a slow wave around the reference price, so every date has one price. */
export function priceOn(valeIden: number, at: Date): number {
  const security = SECURITIES[valeIden];
  if (!security) return 0;
  const days = at.getTime() / DAY_MS;
  const wave = 0.12 * Math.sin(days / 97 + valeIden) + 0.05 * Math.sin(days / 13 + valeIden / 7);
  return Math.round(security.basePrice * (1 + wave) * 100) / 100;
}

/** The seed's schedules list the bands they use; the others are unused (null). */
const UNUSED_BANDS = Object.fromEntries(
  Array.from({ length: 10 }, (_, index) => [
    [`amount${index}D`, null],
    [`percent${index}D`, null],
  ]).flat(),
) as Omit<TBareme, 'idextBarcomms' | 'emetIden' | 'baremeWeb' | 'mtMinD' | 'mtMaxD'>;

/** Brokerage fees of an order on a security, from its register-wide fee schedule (spec 3 §5). */
export function feesOf(valeIden: number, amount: number): number {
  const code = SECURITIES[valeIden]?.baremeWeb ?? 'STD';
  const schedule = feeScheduleSeeds.find((row) => row.emetIden === 0 && row.baremeWeb === code)!;
  return computeFees({ ...UNUSED_BANDS, idextBarcomms: 0, ...schedule }, amount);
}

export const round2 = roundAmount;
