import {
  ZDroitType,
  droitStatut,
  sumAmounts,
  valuateDroit,
  type TDroitPlan,
  type TDroitType,
  type TPortefeuilleDroits,
} from '@nomina/domain';
import type { TPortfolioDeps } from './portfolio.deps';
import type { TAccountScope } from '../../../access';
import { valuationDay } from './valuation-day';

/** Translation key of each group's title (catalogue portfolio-data.ts). */
export const DROIT_GROUP_KEYS: Record<TDroitType, string> = {
  AGA: 'portfolio.data.groupe.aga',
  STOCK_OPTION: 'portfolio.data.groupe.stockOption',
};

/**
 * The rights of one account grouped by kind, free shares first, then stock options; only kinds the
 * account holds. Statuses follow from the plan's dates and the day of the request.
 */
export async function readDroits(
  { portfolio }: Pick<TPortfolioDeps, 'portfolio'>,
  account: TAccountScope,
): Promise<TPortefeuilleDroits> {
  const today = valuationDay();
  const rows = await portfolio.findRightsGrants(account.tituNume);
  const plans = rows.map(({ grant, plan, security }): TDroitPlan & { type: TDroitType } => {
    const type = ZDroitType.parse(plan.type);
    const statut = droitStatut({ ...plan, type }, today);
    return {
      type,
      idPlan: plan.idPlan,
      planLibe: plan.planLibe,
      valeIden: security.valeIden,
      valeLibe: security.valeLibe,
      dateAttribution: plan.dateAttribution,
      dateAcquisition: plan.dateAcquisition,
      dateDisponibilite: plan.dateDisponibilite,
      dateExpiration: plan.dateExpiration,
      quantite: grant.quantite,
      prixExercice: plan.prixExercice,
      statut,
      cours: security.cours,
      valorisation: valuateDroit(
        { type, quantite: grant.quantite, prixExercice: plan.prixExercice, statut },
        security.cours,
      ),
    };
  });
  const groupes = ZDroitType.options
    .map((type) => {
      const ofType = plans.filter((plan) => plan.type === type).map(({ type: _type, ...plan }) => plan);
      return {
        type,
        libelleKey: DROIT_GROUP_KEYS[type],
        total: sumAmounts(ofType.map((plan) => plan.valorisation)),
        plans: ofType,
      };
    })
    .filter((groupe) => groupe.plans.length > 0);
  return {
    dateValorisation: today,
    devise: 'EUR',
    total: sumAmounts(groupes.map((groupe) => groupe.total)),
    groupes,
  };
}
