import type { THistoCategorie, TOperationNom } from '@nomina/domain';

/** Securities of the demo register (ids shared with the portfolio seed) and a reference price. */
export const SECURITIES: Record<number, { valeLibe: string; basePrice: number; dividend: number }> = {
  10011: { valeLibe: 'Aubépine Industries', basePrice: 42.6, dividend: 1.35 },
  10021: { valeLibe: 'Cèdre Logistique', basePrice: 18.4, dividend: 0.62 },
  10031: { valeLibe: 'Orée Assurances', basePrice: 64.9, dividend: 2.1 },
  20021: { valeLibe: 'Calanque Énergie', basePrice: 27.3, dividend: 0.95 },
  30031: { valeLibe: 'Vercors Santé', basePrice: 88.2, dividend: 1.8 },
  40041: { valeLibe: 'Lumen Télécom', basePrice: 12.15, dividend: 0.4 },
  50051: { valeLibe: 'Borealis Banque', basePrice: 54.3, dividend: 2.45 },
};

/** Plans of the demo register: free-share plans (AGA) and stock-option plans (SO) with their strike. */
export const PLANS: Record<number, { libelle: string; valeIden: number; strike: number | null }> = {
  501: { libelle: 'AGA 2023 Aubépine', valeIden: 10011, strike: null },
  502: { libelle: 'AGA 2025 Aubépine', valeIden: 10011, strike: null },
  511: { libelle: 'SO 2019 Aubépine', valeIden: 10011, strike: 38.5 },
  512: { libelle: 'SO 2021 Aubépine', valeIden: 10011, strike: 44.2 },
  521: { libelle: 'AGA 2024 Calanque', valeIden: 20021, strike: null },
};

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

/** Brokerage fees of the sample fee schedule (spec 3 §5): 0.3 % with a 10 € minimum. */
export function feesOf(amount: number): number {
  return amount <= 0 ? 0 : Math.max(10, Math.ceil(amount * 0.003 * 100) / 100);
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
