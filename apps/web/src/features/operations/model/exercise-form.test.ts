import { describe, expect, it } from 'vitest';
import type { TDroitExercable } from '@nomina/domain';
import { exerciseFormSchema, liveExerciseSimulation } from './exercise-form';

const droit: TDroitExercable = {
  idPlan: 7,
  planLibe: 'SO 2021',
  valeIden: 1,
  valeLibe: 'Aubépine',
  emetIden: 1001,
  prixExercice: 20,
  quantiteExercable: 500,
  dateExpiration: null,
  cours: 30,
  devise: 'EUR',
};
const issues = (values: { idPlan: string; quantite: string }) => {
  const result = exerciseFormSchema({ droit }).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('exercise step', () => {
  it('accepts whole options up to the exercisable quantity', () => {
    expect(issues({ idPlan: '7', quantite: '500' })).toEqual({});
    expect(issues({ idPlan: '7', quantite: '501' })).toEqual({
      quantite: 'operation.error.quantiteExercable',
    });
    expect(issues({ idPlan: '7', quantite: '1.5' })).toEqual({ quantite: 'operation.error.quantite' });
    expect(issues({ idPlan: '', quantite: '' })).toMatchObject({ idPlan: 'operations.field.required' });
  });

  it('simulates each variant from the domain rules', () => {
    const pricing = { bareme: null, tva: { tauxTva: 20 } };
    const simple = liveExerciseSimulation('LEVEE_SIMPLE', { idPlan: '7', quantite: '100' }, droit, pricing);
    expect(simple).toMatchObject({ montantLevee: 2000, montantNet: 2000 });
    const vente = liveExerciseSimulation('LEVEE_VENTE', { idPlan: '7', quantite: '100' }, droit, pricing);
    expect(vente).toMatchObject({ montantBrut: 3000, montantNet: 1000 });
    const bridge = liveExerciseSimulation(
      'LEVEE_PASSERELLE',
      { idPlan: '7', quantite: '100' },
      droit,
      pricing,
    );
    expect(bridge).toMatchObject({ quantiteVendue: 67, quantiteConservee: 33 });
  });
});
