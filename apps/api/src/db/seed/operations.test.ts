import { describe, expect, it } from 'vitest';
import { ZOperationStatut } from '@nomina/domain';
import { buildOperationSeeds } from './operations';

const seeded = buildOperationSeeds();
const jdupont = seeded.filter((entry) => entry.operation.tituNume === 'T1001-000101');

describe('seeded operation history', () => {
  it('is the same on every run', () => {
    expect(buildOperationSeeds()).toEqual(seeded);
  });

  it('gives jdupont01 two years of every kind of operation in every status', () => {
    const dates = jdupont.map((entry) => entry.operation.dateOperation.getTime());
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(2 * 365 * 86_400_000);
    const kinds = new Set(jdupont.map((entry) => entry.operation.typeOperation));
    for (const kind of ['ACHAT_TITRE', 'VENTE_TITRE', 'LEVEE_SIMPLE', 'LEVEE_VENTE', 'DIVIDENDE', 'OST'])
      expect(kinds, kind).toContain(kind);
    for (const kind of ['ATTRIBUTION_GRATUITE', 'ACCEPTATION_PLAN', 'TRANSFERT'])
      expect(kinds, kind).toContain(kind);
    const statuses = new Set(jdupont.map((entry) => entry.operation.statut));
    // ACCEPTE and REFUSE are written by the portal itself when a holder answers a plan (issue 16 §3).
    const seededStatuses = ZOperationStatut.options.filter(
      (statut) => statut !== 'ACCEPTE' && statut !== 'REFUSE',
    );
    expect([...statuses].sort()).toEqual([...seededStatuses].sort());
    const pending = jdupont.filter((entry) => entry.operation.statut === 'EN_ATTENTE');
    expect(pending.filter((entry) => entry.operation.categorie === 'BOURSE').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(pending.some((entry) => entry.operation.categorie === 'PLS')).toBe(true);
  });

  it('keeps ids unique and executions consistent with the executed quantity', () => {
    const ids = seeded.map((entry) => entry.operation.idDemande);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation, executions } of seeded) {
      if (executions.length === 0) continue;
      expect(executions.reduce((sum, fill) => sum + fill.quantite, 0)).toBe(operation.quantiteExecutee);
      // A limit order is never filled beyond its limit.
      if (operation.coursLimite !== null && operation.coursLimite !== undefined) {
        const beyond = executions.filter((fill) =>
          operation.typeOperation === 'ACHAT_TITRE'
            ? fill.cours > operation.coursLimite!
            : fill.cours < operation.coursLimite!,
        );
        expect(beyond, operation.idDemande).toEqual([]);
      }
    }
  });

  it('puts a notice code on executed orders only, and no open state on register movements', () => {
    for (const { operation } of seeded) {
      const executed = ['EXECUTE', 'PARTIELLEMENT_EXECUTE'].includes(operation.statut);
      expect(operation.codeAvis !== null, operation.idDemande).toBe(
        executed && operation.categorie !== 'DIVERSES',
      );
      if (operation.categorie === 'DIVERSES') expect(operation.statut).not.toBe('EN_ATTENTE');
    }
  });
});
