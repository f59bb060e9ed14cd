import { describe, expect, it } from 'vitest';
import type { TPdfOperation } from '../../../../lib/pdf/pdf-context';
import { holdingsAt } from './render-releve';

const operation = (overrides: Partial<TPdfOperation>): TPdfOperation => ({
  idDemande: '1',
  reference: 'ORD1',
  typeOperation: 'ACHAT_TITRE',
  dateOperation: new Date('2026-01-10T10:00:00Z'),
  dateSaisie: new Date('2026-01-10T09:00:00Z'),
  dateValidite: null,
  valeIden: 10011,
  valeLibe: 'Aubépine Industries',
  quantite: 100,
  quantiteExecutee: 100,
  prixUnitaire: 40,
  montantBrut: 4000,
  frais: 12,
  taxes: 12,
  montantNet: 4024,
  devise: 'EUR',
  statut: 'EXECUTE',
  typeOrdre: 'AU_MARCHE',
  coursLimite: null,
  modePaiement: 'CB',
  ...overrides,
});

describe('holdings of a statement', () => {
  const today = [{ valeIden: 10011, valeLibe: 'Aubépine Industries', quantite: 1000, cours: 45 }];

  it('goes back from today by the executed movements after the closing date', () => {
    const lines = holdingsAt(
      today,
      [
        operation({ dateOperation: new Date('2026-02-01T10:00:00Z'), quantiteExecutee: 100 }),
        operation({
          typeOperation: 'VENTE_TITRE',
          dateOperation: new Date('2026-03-01T10:00:00Z'),
          quantiteExecutee: 30,
        }),
        // Not executed: moves nothing.
        operation({ dateOperation: new Date('2026-03-02T10:00:00Z'), statut: 'ANNULE', quantiteExecutee: 0 }),
      ],
      new Date('2026-01-31T23:59:59Z'),
    );
    expect(lines).toMatchObject([{ valeIden: 10011, quantite: 930 }]);
  });

  it('values a line at the last trade price by the closing date, else at today’s quote', () => {
    const traded = holdingsAt(
      today,
      [
        operation({ dateOperation: new Date('2025-12-01T10:00:00Z'), prixUnitaire: 38 }),
        operation({
          dateOperation: new Date('2026-01-10T10:00:00Z'),
          prixUnitaire: 41.5,
          quantiteExecutee: 0,
        }),
      ],
      new Date('2026-01-31T23:59:59Z'),
    );
    expect(traded[0]!.price).toBe(41.5);
    expect(holdingsAt(today, [], new Date('2026-01-31T23:59:59Z'))[0]!.price).toBe(45);
  });
});
