import { addMonths } from './seed-dates';

/**
 * The demo register's portfolios: lines of securities, rights plans and grants, fund units and
 * the account agreement state. Each account holds only its own issuer's securities, so changing
 * account changes the portfolio. Future dates are relative to the seeding day; statuses are never
 * stored (the API computes them on the day of the request).
 */

type THolding = {
  tituNume: string;
  valeIden: number;
  modeDetention: 'NOMINATIF_PUR' | 'NOMINATIF_ADMINISTRE' | 'PEE';
  quantite: number;
  quantiteIndisponible: number;
  prixRevientMoyen: number | null;
};

export const holdingSeeds: THolding[] = [
  // jdupont01: Aubépine shares held directly, and a PEE line partly locked up.
  line('T1001-000101', 10011, 'NOMINATIF_PUR', 1200, 0, 31.75),
  line('T1001-000101', 10011, 'PEE', 480, 300, 28.9),
  // mmartin01, one portfolio per account.
  line('T1001-000102', 10011, 'NOMINATIF_PUR', 300, 0, 35.2),
  line('T2002-000102', 20021, 'NOMINATIF_PUR', 2500, 0, 17.4),
  line('T2002-000102', 20021, 'NOMINATIF_ADMINISTRE', 600, 0, null),
  line('T3003-000102', 30031, 'NOMINATIF_PUR', 85, 0, 74.1),
  line('T3003-000102', 30031, 'PEE', 40, 40, 70.3),
  // lschneider: securities only, no rights and no funds (the portfolio shows no other tab).
  line('T1002-000103', 10021, 'NOMINATIF_PUR', 640, 0, 29.85),
  line('T1002-000103', 10021, 'NOMINATIF_ADMINISTRE', 150, 0, null),
  line('T2002-000104', 20021, 'NOMINATIF_PUR', 180, 0, 21.1),
  line('T4004-000105', 40041, 'NOMINATIF_PUR', 2000, 0, 14.8),
  line('T5005-000106', 50051, 'NOMINATIF_ADMINISTRE', 420, 0, 30.05),
];

function line(
  tituNume: string,
  valeIden: number,
  modeDetention: THolding['modeDetention'],
  quantite: number,
  quantiteIndisponible: number,
  prixRevientMoyen: number | null,
): THolding {
  return { tituNume, valeIden, modeDetention, quantite, quantiteIndisponible, prixRevientMoyen };
}

/** Plans of free shares and stock options; the dates still ahead are relative to `today`. */
export function rightsPlanSeeds(today: string) {
  return [
    {
      idPlan: 501,
      planLibe: 'AGA 2023 Aubépine',
      type: 'AGA',
      valeIden: 10011,
      dateAttribution: '2023-06-15',
      dateAcquisition: '2024-06-15',
      dateDisponibilite: '2025-06-15',
      dateExpiration: null,
      prixExercice: null,
    },
    {
      idPlan: 502,
      planLibe: 'AGA 2025 Aubépine',
      type: 'AGA',
      valeIden: 10011,
      dateAttribution: '2025-06-16',
      dateAcquisition: addMonths(today, 8),
      dateDisponibilite: addMonths(today, 20),
      dateExpiration: null,
      prixExercice: null,
    },
    {
      idPlan: 511,
      planLibe: 'SO 2019 Aubépine',
      type: 'STOCK_OPTION',
      valeIden: 10011,
      dateAttribution: '2019-03-20',
      dateAcquisition: '2023-03-20',
      dateDisponibilite: null,
      dateExpiration: addMonths(today, 16),
      prixExercice: 38.5,
    },
    {
      idPlan: 512,
      planLibe: 'SO 2021 Aubépine',
      type: 'STOCK_OPTION',
      valeIden: 10011,
      dateAttribution: '2021-04-01',
      dateAcquisition: '2025-04-01',
      dateDisponibilite: null,
      dateExpiration: addMonths(today, 40),
      prixExercice: 44.2,
    },
    {
      idPlan: 521,
      planLibe: 'AGA 2024 Calanque',
      type: 'AGA',
      valeIden: 20021,
      dateAttribution: '2024-09-10',
      dateAcquisition: addMonths(today, 3),
      dateDisponibilite: addMonths(today, 15),
      dateExpiration: null,
      prixExercice: null,
    },
  ];
}

export const rightsGrantSeeds = [
  // jdupont01: free shares acquired and available (501), vesting (502); options in the money (511)
  // and out of the money (512: exercise price above the quote).
  { tituNume: 'T1001-000101', idPlan: 501, quantite: 150 },
  { tituNume: 'T1001-000101', idPlan: 502, quantite: 200 },
  { tituNume: 'T1001-000101', idPlan: 511, quantite: 1000 },
  { tituNume: 'T1001-000101', idPlan: 512, quantite: 800 },
  { tituNume: 'T1001-000102', idPlan: 502, quantite: 120 },
  { tituNume: 'T2002-000102', idPlan: 521, quantite: 400 },
  // lgarcia01 has rights but her account may not open the droits module.
  { tituNume: 'T2002-000104', idPlan: 521, quantite: 250 },
];

/** Fund units; locked units become available on dateDisponibilite (relative to `today`). */
export function fundPositionSeeds(today: string) {
  return [
    {
      tituNume: 'T1001-000101',
      fondsIden: 9101,
      nombreParts: 412.5,
      partsDisponibles: 0,
      dateDisponibilite: addMonths(today, 14),
    },
    {
      tituNume: 'T1001-000101',
      fondsIden: 9102,
      nombreParts: 236.1284,
      partsDisponibles: 120,
      dateDisponibilite: addMonths(today, 5),
    },
    {
      tituNume: 'T1001-000102',
      fondsIden: 9102,
      nombreParts: 54.75,
      partsDisponibles: 54.75,
      dateDisponibilite: null,
    },
    {
      tituNume: 'T2002-000102',
      fondsIden: 9201,
      nombreParts: 310.2,
      partsDisponibles: 0,
      dateDisponibilite: addMonths(today, 9),
    },
  ];
}

/** Account agreements: jdupont01 has not completed his (the profile menu shows a counter). */
export const coctCompletionSeeds = [
  { tituNume: 'T1001-000101', complete: false },
  { tituNume: 'T1001-000102', complete: true },
  { tituNume: 'T2002-000102', complete: true },
  { tituNume: 'T3003-000102', complete: false },
  { tituNume: 'T1002-000103', complete: true },
  { tituNume: 'T2002-000104', complete: true },
  { tituNume: 'T5005-000106', complete: true },
];
