import type { TDroitPlan, TFondsPosition, TPortefeuilleDroits, TPositions } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { upcomingDeadlines } from './deadlines';

const plan = (overrides: Partial<TDroitPlan>): TDroitPlan => ({
  idPlan: 501,
  planLibe: 'AGA 2023 Aubépine',
  valeIden: 10011,
  valeLibe: 'Aubépine Industries',
  dateAttribution: '2023-04-01',
  dateAcquisition: '2026-04-01',
  dateDisponibilite: null,
  dateExpiration: null,
  quantite: 100,
  prixExercice: null,
  statut: 'EN_ACQUISITION',
  cours: 40,
  valorisation: 4000,
  ...overrides,
});

const fonds = (overrides: Partial<TFondsPosition>): TFondsPosition => ({
  fondsIden: 9101,
  fondsLibe: 'Aubépine Actionnariat Relais',
  codeAmf: '990000100001',
  nombreParts: 50,
  partsDisponibles: 20,
  dateDisponibilite: '2026-01-15',
  valeurLiquidative: 12.5,
  dateVl: '2025-06-01',
  valorisation: 625,
  devise: 'EUR',
  ...overrides,
});

const droits = (plans: { type: 'AGA' | 'STOCK_OPTION'; plans: TDroitPlan[] }[]): TPortefeuilleDroits => ({
  dateValorisation: '2025-06-01',
  devise: 'EUR',
  total: 0,
  groupes: plans.map((groupe) => ({ ...groupe, libelleKey: groupe.type, total: 0 })),
});

const positions = (list: TFondsPosition[]): TPositions => ({
  dateValorisation: '2025-06-01',
  devise: 'EUR',
  total: 0,
  fonds: list,
});

const TODAY = new Date(2025, 5, 1);

describe('upcomingDeadlines', () => {
  it('lists vesting, availability, expiry and lock-up ends of the next 12 months, soonest first', () => {
    const result = upcomingDeadlines(
      droits([
        { type: 'AGA', plans: [plan({ dateAcquisition: '2025-09-01', dateDisponibilite: '2026-05-31' })] },
        {
          type: 'STOCK_OPTION',
          plans: [
            plan({
              idPlan: 511,
              planLibe: 'SO 2019 Aubépine',
              dateAcquisition: '2023-01-01',
              dateExpiration: '2025-12-31',
              prixExercice: 38.5,
            }),
          ],
        },
      ]),
      positions([fonds({})]),
      TODAY,
    );
    expect(result.map(({ date, kind, label, quantite }) => [date, kind, label, quantite])).toEqual([
      ['2025-09-01', 'acquisition', 'AGA 2023 Aubépine', 100],
      ['2025-12-31', 'expiration', 'SO 2019 Aubépine', 100],
      ['2026-01-15', 'fondsDisponibilite', 'Aubépine Actionnariat Relais', 30],
      ['2026-05-31', 'disponibilite', 'AGA 2023 Aubépine', 100],
    ]);
    expect(result[1]?.droitType).toBe('STOCK_OPTION');
  });

  it('keeps today and the last day of the horizon, drops the past and beyond', () => {
    const result = upcomingDeadlines(
      droits([
        {
          type: 'AGA',
          plans: [
            plan({ planLibe: 'A', dateAcquisition: '2025-06-01', dateDisponibilite: '2026-06-01' }),
            plan({ planLibe: 'B', dateAcquisition: '2025-05-31', dateDisponibilite: '2026-06-02' }),
          ],
        },
      ]),
      undefined,
      TODAY,
    );
    expect(result.map((item) => `${item.label} ${item.date}`)).toEqual(['A 2025-06-01', 'A 2026-06-01']);
  });

  it('ignores funds with every unit available and copes with missing sources', () => {
    expect(
      upcomingDeadlines(
        undefined,
        positions([fonds({ partsDisponibles: 50, dateDisponibilite: '2025-07-01' })]),
        TODAY,
      ),
    ).toEqual([]);
    expect(upcomingDeadlines(undefined, undefined, TODAY)).toEqual([]);
  });
});
