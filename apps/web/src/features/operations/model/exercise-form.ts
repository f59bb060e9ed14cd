import { z } from 'zod';
import {
  checkExercisable,
  checkQuantity,
  MODE_REGLEMENT,
  ORDER_ERRORS,
  simulateLeveeSimple,
  simulateLeveeVente,
  simulatePasserelle,
  type TBareme,
  type TCompteBancaire,
  type TDroitExercable,
  type TLeveeVenteResult,
  type TModePaiement,
  type TOrderLeveeSimple,
  type TOrderLeveeVente,
  type TSimulation,
  type TTauxTva,
} from '@nomina/domain';
import { decimalText, REQUIRED } from './order-form';

/** The three exercise variants (spec 3 §2 sub-routes of operation_exercer). */
export type TExerciseVariant = 'LEVEE_SIMPLE' | 'LEVEE_VENTE' | 'LEVEE_PASSERELLE';

export const ZExerciseFields = z.object({ idPlan: z.string(), quantite: z.string() });
export type TExerciseForm = z.infer<typeof ZExerciseFields>;
export const EMPTY_EXERCISE_FORM: TExerciseForm = { idPlan: '', quantite: '' };

const isNumeric = (value: string) => /^\d+(\.\d+)?$/.test(value);

/** The exercise step's schema: a grant chosen, a whole number of options within what it allows. */
export const exerciseFormSchema = (context: { droit: TDroitExercable | null }) =>
  ZExerciseFields.superRefine((values, ctx) => {
    const issue = (path: keyof TExerciseForm, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.idPlan === '' || !context.droit) issue('idPlan', REQUIRED);
    const quantite = decimalText(values.quantite);
    if (quantite === '') return issue('quantite', REQUIRED);
    if (!isNumeric(quantite)) return issue('quantite', ORDER_ERRORS.quantite);
    const error =
      checkQuantity(quantite, true) ??
      (context.droit ? checkExercisable(quantite, context.droit.quantiteExercable) : null);
    if (error) issue('quantite', error);
  });

/**
 * The live amounts of an exercise from the domain's rules: the simple exercise's cost, the
 * exercise-and-sale's proceeds, or the bridge's shares sold to cover and kept. An exercise whose
 * sale would not cover it answers its error code.
 */
export function liveExerciseSimulation(
  variant: TExerciseVariant,
  values: TExerciseForm,
  droit: TDroitExercable | null,
  pricing: { bareme: TBareme | null; tva: TTauxTva | undefined },
): TSimulation | Extract<TLeveeVenteResult, { error: unknown }> | null {
  const quantite = decimalText(values.quantite);
  if (!droit || !pricing.tva || !isNumeric(quantite) || checkQuantity(quantite, true) !== null) return null;
  const input = {
    quantite,
    prixExercice: droit.prixExercice,
    cours: droit.cours,
    bareme: pricing.bareme,
    tauxTva: pricing.tva.tauxTva,
    devise: droit.devise,
  };
  if (variant === 'LEVEE_SIMPLE') return simulateLeveeSimple(input);
  const result = variant === 'LEVEE_VENTE' ? simulateLeveeVente(input) : simulatePasserelle(input);
  return 'error' in result ? result : result.simulation;
}

export function toLeveeSimple(values: TExerciseForm, modePaiement: TModePaiement): TOrderLeveeSimple {
  return {
    natureDemande: 'LEVEE_SIMPLE',
    idPlan: Number(values.idPlan),
    quantite: Number(decimalText(values.quantite)),
    modePaiement,
    modeReglt: MODE_REGLEMENT,
  };
}

export function toLeveeVente(
  variant: 'LEVEE_VENTE' | 'LEVEE_PASSERELLE',
  values: TExerciseForm,
  compteBancaire: TCompteBancaire,
): TOrderLeveeVente {
  return {
    natureDemande: variant,
    idPlan: Number(values.idPlan),
    quantite: Number(decimalText(values.quantite)),
    compteBancaire,
    modeReglt: MODE_REGLEMENT,
  };
}
