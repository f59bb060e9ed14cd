import {
  BAREME_LEVEE,
  ERROR_CODES,
  droitStatut,
  exercisableQuantity,
  feesOf,
  maskIban,
  parisClock,
  sellableQuantity,
  toNumber,
  vatOf,
  ZModeDetention,
  type TAvoirAVendre,
  type TBaremeLevee,
  type TCompteBancaireFichier,
  type TDroitExercable,
  type TOrderStatus,
} from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import type { TAccountScope } from '../../../access';
import { executionsOf } from '../history/history.service';
import type { TOperationsDeps } from './deps';
import { findOptionGrants, findSellableHoldings } from './holdings';
import { validateResponseOf } from './order-place.service';

const DAY_MS = 86_400_000;

/** operation/closed-days: the closed days between two dates (at most two years apart). */
export async function readClosedDays(deps: TOperationsDeps, query: { dateDebut: string; dateFin: string }) {
  const span = Date.parse(query.dateFin) - Date.parse(query.dateDebut);
  if (span < 0 || span > 731 * DAY_MS) throw new AppError(400, ERROR_CODES.validation);
  return deps.reference.findClosedDays(query.dateDebut, query.dateFin);
}

/** operation/tauxTva: the VAT rate on fees (TAUX_TVA of the issuer, else the register's). */
export async function readTauxTva(deps: TOperationsDeps, account: TAccountScope) {
  return { tauxTva: Number((await deps.pricing.parameter(account.emetIden, 'TAUX_TVA')) ?? 0) };
}

/** operation/avoirs-a-vendre: sellable quantity per holding mode of one of the issuer's securities. */
export async function readAvoirsAVendre(
  deps: TOperationsDeps,
  account: TAccountScope,
  valeIden: number,
): Promise<TAvoirAVendre[]> {
  if (!(await deps.reference.findIssuerSecurity(valeIden, account.emetIden)))
    throw new AppError(404, ERROR_CODES.notFound);
  const lines = await findSellableHoldings(deps.holdings, account.tituNume, valeIden);
  return lines.map(({ holding, valeLibe, cours, devise, enCours }) => {
    return {
      valeIden,
      valeLibe,
      modeDetention: ZModeDetention.parse(holding.modeDetention),
      quantite: holding.quantite,
      quantiteIndisponible: holding.quantiteIndisponible,
      quantiteEnCours: enCours,
      quantiteDisponible: toNumber(sellableQuantity(holding.quantite, holding.quantiteIndisponible, enCours)),
      cours,
      devise,
    };
  });
}

/** operation/droits-exercables: option grants exercisable today, less what pending exercises take. */
export async function readDroitsExercables(
  deps: TOperationsDeps,
  account: TAccountScope,
): Promise<TDroitExercable[]> {
  const today = parisClock(deps.now()).day;
  const grants = await findOptionGrants(deps.holdings, account.tituNume);
  return grants
    .filter(
      ({ plan, emetIden }) =>
        emetIden === account.emetIden &&
        droitStatut(
          {
            type: 'STOCK_OPTION',
            dateAcquisition: plan.dateAcquisition,
            dateExpiration: plan.dateExpiration,
          },
          today,
        ) === 'EXERCABLE',
    )
    .map(({ grant, plan, valeLibe, emetIden, cours, devise, enCours }) => ({
      idPlan: plan.idPlan,
      planLibe: plan.planLibe,
      valeIden: plan.valeIden,
      valeLibe,
      emetIden,
      prixExercice: plan.prixExercice ?? 0,
      quantiteExercable: toNumber(exercisableQuantity(grant.quantite, enCours)),
      dateExpiration: plan.dateExpiration,
      cours,
      devise,
    }))
    .filter((droit) => droit.quantiteExercable > 0);
}

/** operation/baremeLevee: the exercise fee schedule of the plan's issuer and its fees for an amount. */
export async function readBaremeLevee(
  deps: TOperationsDeps,
  account: TAccountScope,
  query: { emetIden: number; idPlan: number; montantLevee: number },
): Promise<TBaremeLevee> {
  const grant = (await findOptionGrants(deps.holdings, account.tituNume)).find(
    (row) => row.grant.idPlan === query.idPlan,
  );
  if (!grant || query.emetIden !== account.emetIden) throw new AppError(404, ERROR_CODES.notFound);
  const [bareme, tva] = await Promise.all([
    deps.pricing.bareme(grant.emetIden, BAREME_LEVEE),
    deps.pricing.parameter(grant.emetIden, 'TAUX_TVA'),
  ]);
  const frais = feesOf(bareme, query.montantLevee);
  const tauxTva = Number(tva ?? 0);
  return {
    bareme,
    montantLevee: query.montantLevee,
    frais: toNumber(frais),
    tauxTva,
    tva: toNumber(vatOf(frais, tauxTva)),
  };
}

/** operation/compte-bancaire: the bank account on file, IBAN masked. */
export async function readCompteBancaire(
  deps: TOperationsDeps,
  account: TAccountScope,
): Promise<TCompteBancaireFichier> {
  const onFile = await deps.reference.findBankOnFile(account.tituNume);
  return onFile
    ? { ibanMasque: maskIban(onFile.iban), bic: onFile.bic, paysIban: onFile.iban.slice(0, 2) }
    : null;
}

/** operation/statut-ordre: one of the holder's on-line orders, its payment and its fills. */
export async function readOrderStatus(
  deps: TOperationsDeps,
  account: TAccountScope,
  refDemande: string,
): Promise<TOrderStatus> {
  const row = await deps.orders.findOwnOrder(account.tituNume, refDemande);
  if (!row) throw new AppError(404, ERROR_CODES.notFound);
  const response = validateResponseOf(deps, row);
  return {
    refDemande: response.refDemande,
    idDemande: response.idDemande,
    natureDemande: row.request.natureDemande,
    statut: row.operation.statut,
    statutPaiement: row.request.statutPaiement,
    modePaiement: row.request.modePaiement,
    montantNet: row.operation.montantNet,
    quantite: row.operation.quantite,
    quantiteExecutee: row.operation.quantiteExecutee,
    executions: await executionsOf(deps.history, row.operation.idDemande),
    instructionsPaiement: response.instructionsPaiement,
  };
}
