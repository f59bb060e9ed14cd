import { marketHolidays } from '@nomina/domain';
import * as t from '../schema';
import type { TTx } from './seed';

/** Closed days of the Paris market (named holidays) around the seeding year. */
export function closedDaySeeds(now: Date) {
  const year = now.getUTCFullYear();
  const names = [
    'Jour de l’an',
    'Vendredi saint',
    'Lundi de Pâques',
    'Fête du travail',
    'Noël',
    'Lendemain de Noël',
  ];
  return [year - 1, year, year + 1, year + 2].flatMap((y) =>
    marketHolidays(y).map((day, index) => ({ day, libelle: names[index]! })),
  );
}

const noBands = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [
    [`amount${i}D`, null],
    [`percent${i}D`, null],
  ]),
);

/**
 * What the order screens need beyond the register: closed days, the VAT rate on fees (20 %),
 * the exercise fee schedule (LEVEE: 0.5 % up to 10 000, 0.35 % above, at least 5, at most 250)
 * (the holders' bank accounts on file are the profile's accepted bank details: seed/profile.ts).
 */
export async function seedOrderReferenceData(tx: TTx, now: Date): Promise<void> {
  await tx.insert(t.closedDays).values(closedDaySeeds(now));
  await tx.insert(t.siteParameters).values({ emetIden: 0, paramName: 'TAUX_TVA', paramValue: '20' });
  await tx.insert(t.feeSchedules).values({
    ...noBands,
    emetIden: 0,
    baremeWeb: 'LEVEE',
    amount0D: 10000,
    percent0D: 0.5,
    percent1D: 0.35,
    mtMinD: 5,
    mtMaxD: 250,
  });
}
