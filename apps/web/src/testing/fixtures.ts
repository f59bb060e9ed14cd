import type { TTitulaire, TValeur, TValeurDetails } from '@nomina/domain';

/** The holder of business/titulaire, French tax resident, with no blackout or blocking. */
export const SAMPLE_HOLDER = {
  tituNume: '000123',
  actiIden: 1,
  emetIden: 1001,
  civility: 'M',
  firstName: 'Jean',
  lastName: 'Dupont',
  residenceFiscale: 'FRANCE',
  blackoutControls: [],
  hasBlocageRefExterne: false,
} as unknown as TTitulaire;

/** A listed share of operation/valeurs. */
export const SAMPLE_VALEUR = {
  valeIden: 11,
  valeLibe: 'Aubépine Industries',
  isin: 'FR0000000011',
  emetIden: 1001,
  emetLibe: 'Aubépine Industries',
  valeNatu: 'ACTION',
  isValeurEtrangere: false,
  baremeWeb: 'STD',
  devise: 'EUR',
  cours: 12.34,
  coursVeille: 12,
  variation: 2.83,
  dateCours: '2026-11-20',
} as TValeur;

/** Its operation/valeur-details: two closes and a fee schedule of 0.3 %, at least 10 €. */
export const SAMPLE_VALEUR_DETAILS: TValeurDetails = {
  ...SAMPLE_VALEUR,
  marche: 'Euronext Paris',
  plusHaut: 12.5,
  plusBas: 12,
  historique: [
    { date: '2026-11-19', cours: 12 },
    { date: '2026-11-20', cours: 12.34 },
  ],
  bareme: {
    idextBarcomms: 1,
    emetIden: 1001,
    baremeWeb: 'STD',
    ...Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [
        [`amount${i}D`, null],
        [`percent${i}D`, null],
      ]),
    ),
    percent0D: 0.3,
    mtMinD: 10,
    mtMaxD: 0,
  } as TValeurDetails['bareme'],
};
