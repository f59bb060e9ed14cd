import { createHash } from 'node:crypto';
import {
  BAREME_LEVEE,
  BLACKOUT_BLOCKING,
  EXERCISE_NATURES,
  ERROR_CODES,
  ORDER_ERRORS,
  ORDER_NATURE_MODULES,
  SEPA_IBAN_COUNTRIES,
  addDays,
  checkBankAccount,
  checkExercisable,
  checkLimit,
  checkOrderType,
  checkQuantity,
  checkSellable,
  checkSettlementMode,
  closedDaySet,
  completeBic,
  droitStatut,
  exercisableQuantity,
  isListed,
  orderPrice,
  sellableQuantity,
  isValidityDateAllowed,
  normalizeIban,
  simulateLeveeSimple,
  simulateLeveeVente,
  simulatePasserelle,
  simulateTrade,
  validityWindow,
  type TCompteBancaire,
  type TModePaiement,
  type TOrderDraft,
  type TSimulation,
  type TStatutPaiement,
  type TTypeOrdre,
  type TValidityWindow,
  type TErrorCode,
} from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { checkPaymentMode } from '../payables/payment-mode.service';
import type { TAccountScope } from '../../../access';
import type { TOperationsDeps } from './deps';
import { findOptionGrants, findSellableHoldings } from './holdings';

/** An order that passed every guard, with what recording it needs. */
export type TPreparedOrder = {
  draft: TOrderDraft;
  simulation: TSimulation;
  window: TValidityWindow;
  valeIden: number;
  valeLibe: string;
  typeOrdre: TTypeOrdre | null;
  coursLimite: number | null;
  dateValidite: string;
  modePaiement: TModePaiement | null;
  statutPaiement: TStatutPaiement;
  bank: { iban: string; bic: string } | null;
  modeDetention: string | null;
  typeVente: 2 | 3 | null;
  idPlan: number | null;
};

const refuse = (status: number, code: string, fields?: Record<string, string>) =>
  new AppError(status, code as TErrorCode, fields);
const rule = (code: string | null) => {
  if (code) throw refuse(422, code);
};

/** The same order gives the same fingerprint: keys sorted, amounts included. */
export function fingerprintOf(draft: TOrderDraft, montantNet: number): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, item]) => [key, canonical(item)]),
        )
      : value;
  return createHash('sha256')
    .update(`${JSON.stringify(canonical(draft))}|${montantNet}`)
    .digest('hex');
}

/** Blackout, then the modules of spec 3 §6 (403); the first guard of every order call. */
export async function assertMayTrade(deps: TOperationsDeps, account: TAccountScope, modules: string[]) {
  const holder = await deps.reference.findHolder(account.tituNume);
  if (!holder) throw refuse(404, ERROR_CODES.notFound);
  if (holder.blackoutControls.includes(BLACKOUT_BLOCKING)) throw refuse(403, ORDER_ERRORS.blackout);
  for (const key of ['passage_operations', ...modules])
    if (!(await deps.isModuleOpen(account, key))) throw refuse(403, ERROR_CODES.moduleRefused);
  return holder;
}

async function validityOf(deps: TOperationsDeps) {
  const now = deps.now();
  const today = now.toISOString().slice(0, 10);
  const closed = closedDaySet(await deps.reference.findClosedDays(addDays(today, -1), addDays(today, 420)));
  return { window: validityWindow(now, closed), closed };
}

async function bankOf(deps: TOperationsDeps, account: TAccountScope, choice: TCompteBancaire) {
  if (choice.source === 'FICHIER') {
    const onFile = await deps.reference.findBankOnFile(account.tituNume);
    if (!onFile) throw refuse(422, ORDER_ERRORS.noBankOnFile);
    return { iban: onFile.iban, bic: onFile.bic };
  }
  const holder = await deps.reference.findHolder(account.tituNume);
  const zone = holder && ['FRANCE', 'DOM', 'TOM'].includes(holder.residenceFiscale) ? 'METROPOLE' : undefined;
  const fields = checkBankAccount(choice, { allowedCountries: SEPA_IBAN_COUNTRIES, zone });
  if (fields.iban || fields.bic) throw refuse(422, ORDER_ERRORS.bankData, fields as Record<string, string>);
  return { iban: normalizeIban(choice.iban), bic: completeBic(choice.bic) };
}

async function pricingOf(deps: TOperationsDeps, emetIden: number, baremeWeb: string) {
  const [bareme, tva] = await Promise.all([
    deps.pricing.bareme(emetIden, baremeWeb),
    deps.pricing.parameter(emetIden, 'TAUX_TVA'),
  ]);
  return { bareme, tauxTva: Number(tva ?? 0) };
}

const paymentStatusOf = (mode: TModePaiement): TStatutPaiement =>
  mode === 'CB' || mode === 'LINXO' ? 'A_PAYER' : 'EN_ATTENTE_FONDS';

/**
 * Every guard and rule of an order, on the server (spec 3 §5, §6): blackout, modules, settlement
 * mode, the issuer's security, order type, tick table, validity window, sellable or exercisable
 * quantity, bank data, payment mode, CB_PLAFOND; then its amounts. Throws the first refusal.
 */
export async function prepareOrder(
  deps: TOperationsDeps,
  account: TAccountScope,
  draft: TOrderDraft,
): Promise<TPreparedOrder> {
  await assertMayTrade(deps, account, [ORDER_NATURE_MODULES[draft.natureDemande]]);
  rule(checkSettlementMode(draft.modeReglt));
  const { window, closed } = await validityOf(deps);
  if (draft.natureDemande === 'ACHAT_TITRE' || draft.natureDemande === 'VENTE_TITRE') {
    const found = await deps.reference.findIssuerSecurity(draft.valeIden, account.emetIden);
    if (!found) throw refuse(404, ORDER_ERRORS.valeurRefused);
    const { security } = found;
    rule(checkOrderType(draft.typeOrdre, isListed(security.marche)));
    rule(checkQuantity(draft.quantite, security.valeNatu === 'ACTION'));
    rule(checkLimit(draft.typeOrdre, draft.coursLimite));
    if (!isValidityDateAllowed(draft.dateValidite, window, closed)) rule(ORDER_ERRORS.dateValidite);
    const pricing = await pricingOf(deps, security.emetIden, security.baremeWeb);
    const cours = orderPrice(draft.coursLimite, security.cours);
    const simulation = simulateTrade({
      natureDemande: draft.natureDemande,
      quantite: draft.quantite,
      cours,
      devise: security.devise,
      ...pricing,
    });
    const base = {
      draft,
      simulation,
      window,
      valeIden: security.valeIden,
      valeLibe: security.valeLibe,
      typeOrdre: draft.typeOrdre,
      coursLimite: draft.coursLimite,
      dateValidite: draft.dateValidite,
      idPlan: null,
    };
    if (draft.natureDemande === 'ACHAT_TITRE') {
      await checkPaymentMode(deps, account, draft.modePaiement, simulation.montantNet);
      return {
        ...base,
        modePaiement: draft.modePaiement,
        statutPaiement: paymentStatusOf(draft.modePaiement),
        bank: null,
        modeDetention: 'NOMINATIF_PUR',
        typeVente: null,
      };
    }
    const line = (await findSellableHoldings(deps.holdings, account.tituNume, draft.valeIden)).find(
      (candidate) => candidate.holding.modeDetention === draft.modeDetention,
    );
    const disponible = line
      ? sellableQuantity(line.holding.quantite, line.holding.quantiteIndisponible, line.enCours)
      : 0;
    rule(checkSellable(draft.quantite, draft.typeVente, disponible));
    if (simulation.montantNet <= 0) rule(ORDER_ERRORS.quantite);
    const bank = await bankOf(deps, account, draft.compteBancaire);
    return {
      ...base,
      modePaiement: null,
      statutPaiement: 'NON_REQUIS',
      bank,
      modeDetention: draft.modeDetention,
      typeVente: draft.typeVente,
    };
  }
  if (!EXERCISE_NATURES.includes(draft.natureDemande)) throw refuse(400, ERROR_CODES.validation);
  const grant = (await findOptionGrants(deps.holdings, account.tituNume)).find(
    (row) => row.grant.idPlan === draft.idPlan,
  );
  if (!grant || grant.emetIden !== account.emetIden) throw refuse(404, ERROR_CODES.notFound);
  const today = window.today;
  const statut = droitStatut(
    {
      type: 'STOCK_OPTION',
      dateAcquisition: grant.plan.dateAcquisition,
      dateExpiration: grant.plan.dateExpiration,
    },
    today,
  );
  rule(checkQuantity(draft.quantite, true));
  rule(
    checkExercisable(
      draft.quantite,
      exercisableQuantity(grant.grant.quantite, grant.enCours),
      statut === 'EXERCABLE',
    ),
  );
  const pricing = await pricingOf(deps, grant.emetIden, BAREME_LEVEE);
  const prixExercice = grant.plan.prixExercice ?? 0;
  const base = {
    draft,
    window,
    valeIden: grant.plan.valeIden,
    valeLibe: grant.valeLibe,
    coursLimite: null,
    dateValidite: window.minDate,
    idPlan: draft.idPlan,
    modeDetention: 'NOMINATIF_PUR',
    typeVente: null,
  };
  if (draft.natureDemande === 'LEVEE_SIMPLE') {
    const simulation = simulateLeveeSimple({
      quantite: draft.quantite,
      prixExercice,
      devise: grant.devise,
      ...pricing,
    });
    await checkPaymentMode(deps, account, draft.modePaiement, simulation.montantNet);
    return {
      ...base,
      // Paid by transfer or cheque, it waits for its funds: until the window's last day, not today.
      dateValidite: window.maxDate,
      simulation,
      typeOrdre: null,
      modePaiement: draft.modePaiement,
      statutPaiement: paymentStatusOf(draft.modePaiement),
      bank: null,
    };
  }
  const simulate = draft.natureDemande === 'LEVEE_VENTE' ? simulateLeveeVente : simulatePasserelle;
  const result = simulate({
    quantite: draft.quantite,
    prixExercice,
    cours: grant.cours,
    devise: grant.devise,
    ...pricing,
  });
  if ('error' in result) throw refuse(422, result.error);
  const bank = await bankOf(deps, account, draft.compteBancaire);
  return {
    ...base,
    simulation: result.simulation,
    typeOrdre: 'AU_MARCHE',
    modePaiement: null,
    statutPaiement: 'NON_REQUIS',
    bank,
  };
}
