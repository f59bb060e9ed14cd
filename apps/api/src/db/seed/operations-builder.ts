import type { TOperationNom, TOperationStatut, TTypeOrdre } from '@nomina/domain';
import type { executions, operations } from '../schema';
import { CATEGORIE_OF, PLANS, SECURITIES, feesOf, priceOn, round2 } from './operations-catalogue';
import type { TRandom } from './operations-random';

export type TOperationRow = typeof operations.$inferInsert;
export type TExecutionRow = Omit<typeof executions.$inferInsert, 'id'>;
export type TSeededOperation = { operation: TOperationRow; executions: TExecutionRow[] };

export type TOperationPlan = {
  holder: { tituNume: string; actiIden: number; emetIden: number; residenceFiscale: string };
  seq: number;
  typeOperation: TOperationNom;
  at: Date;
  statut: TOperationStatut;
  valeIden: number;
  quantite: number;
  idPlan?: number;
};

const DAY_MS = 86_400_000;
const EXECUTED: TOperationStatut[] = ['EXECUTE', 'PARTIELLEMENT_EXECUTE'];
/** Kinds that go through the market and so have executions. */
const MARKET: TOperationNom[] = ['ACHAT_TITRE', 'VENTE_TITRE', 'LEVEE_VENTE'];
const PAYING: TOperationNom[] = ['ACHAT_TITRE', 'LEVEE_SIMPLE'];

/** Request id: issuer, account and a per-account sequence, unique in the register. */
export function idDemandeOf(holder: { actiIden: number; emetIden: number }, seq: number): string {
  return `${holder.emetIden}${String(holder.actiIden).padStart(6, '0')}${String(seq).padStart(5, '0')}`;
}

function referenceOf(categorie: string, idDemande: string): string {
  if (categorie === 'PLS') return `PLS${idDemande}`;
  return categorie === 'BOURSE' ? `ORD${idDemande}` : `OPE${idDemande}`;
}

/** Splits an executed quantity into one to three fills over the order's first days. */
function fillsOf(plan: TOperationPlan, executed: number, random: TRandom, place: string): TExecutionRow[] {
  const parts = executed >= 30 ? random.int(1, 3) : 1;
  const fills: TExecutionRow[] = [];
  let left = executed;
  for (let index = 0; index < parts; index += 1) {
    const quantite = index === parts - 1 ? left : Math.max(1, Math.floor(executed / parts));
    left -= quantite;
    const at = new Date(plan.at.getTime() + index * 37 * 60_000);
    const cours = round2(priceOn(plan.valeIden, at) * (1 + (random.next() - 0.5) * 0.004));
    fills.push({
      idDemande: '',
      dateExecution: at,
      quantite,
      cours,
      montant: round2(quantite * cours),
      lieuExecution: place,
    });
  }
  return fills;
}

/** One operation of the register with its executions, its amounts computed as the registrar does. */
export function buildOperation(plan: TOperationPlan, random: TRandom): TSeededOperation {
  // A sale of plan shares is a PLS order; any other sale goes through the stock exchange.
  const categorie =
    plan.idPlan && plan.typeOperation === 'VENTE_TITRE' ? 'PLS' : CATEGORIE_OF[plan.typeOperation];
  const idDemande = idDemandeOf(plan.holder, plan.seq);
  const security = SECURITIES[plan.valeIden]!;
  const planInfo = plan.idPlan ? PLANS[plan.idPlan] : undefined;
  const isExecuted = EXECUTED.includes(plan.statut);
  const isOpen = plan.statut === 'EN_ATTENTE' || plan.statut === 'EN_COURS';
  const isOrder = categorie !== 'DIVERSES';
  const market = priceOn(plan.valeIden, plan.at);

  const typeOrdre: TTypeOrdre | null =
    categorie === 'BOURSE'
      ? random.pick(['A_COURS_LIMITE', 'A_COURS_LIMITE', 'AU_MARCHE', 'A_LA_MEILLEUR_LIMITE'] as const)
      : null;
  // A buy limit sits above the market and a sell limit below, so the fills respect it.
  const coursLimite =
    typeOrdre === 'A_COURS_LIMITE'
      ? round2(market * (plan.typeOperation === 'ACHAT_TITRE' ? 1.01 : 0.99))
      : null;

  let quantiteExecutee = 0;
  let fills: TExecutionRow[] = [];
  if (isExecuted) {
    quantiteExecutee =
      plan.statut === 'EXECUTE'
        ? plan.quantite
        : Math.max(1, Math.floor(plan.quantite * (0.3 + random.next() * 0.4)));
    if (MARKET.includes(plan.typeOperation)) fills = fillsOf(plan, quantiteExecutee, random, security.marche);
  } else if (categorie === 'DIVERSES' && plan.statut === 'EXECUTE') {
    quantiteExecutee = plan.quantite;
  }

  const averagePrice =
    fills.length > 0 ? round2(fills.reduce((sum, fill) => sum + fill.montant, 0) / quantiteExecutee) : market;
  // Open orders show their estimate; refused, cancelled and expired ones moved no money.
  const basis = isExecuted ? quantiteExecutee : isOpen ? plan.quantite : 0;
  let prixUnitaire: number | null = isExecuted ? averagePrice : coursLimite;
  let montantBrut = 0;
  let frais = 0;
  let taxes = 0;
  switch (plan.typeOperation) {
    case 'ACHAT_TITRE':
    case 'VENTE_TITRE':
      montantBrut = round2(basis * (isExecuted ? averagePrice : (coursLimite ?? market)));
      frais = feesOf(plan.valeIden, montantBrut);
      // French financial transaction tax on purchases.
      taxes = plan.typeOperation === 'ACHAT_TITRE' ? round2(montantBrut * 0.003) : 0;
      if (categorie === 'PLS') prixUnitaire = isExecuted ? averagePrice : null;
      break;
    case 'LEVEE_SIMPLE':
      prixUnitaire = planInfo?.strike ?? null;
      montantBrut = round2(basis * (planInfo?.strike ?? 0));
      frais = feesOf(plan.valeIden, montantBrut);
      break;
    case 'LEVEE_VENTE': {
      const sale = isExecuted ? averagePrice : market;
      prixUnitaire = sale;
      montantBrut = round2(basis * sale);
      frais = feesOf(plan.valeIden, montantBrut);
      // Acquisition gain taxed at source: 30 % of (sale − strike).
      taxes = round2(Math.max(0, basis * (sale - (planInfo?.strike ?? 0))) * 0.3);
      break;
    }
    case 'DIVIDENDE':
      prixUnitaire = security.dividend;
      montantBrut = round2(plan.quantite * security.dividend);
      // Flat tax for French residents, treaty withholding tax for the others.
      taxes = round2(
        montantBrut * (['FRANCE', 'DOM', 'TOM'].includes(plan.holder.residenceFiscale) ? 0.3 : 0.25),
      );
      break;
    default:
      prixUnitaire = null;
  }
  const paying = PAYING.includes(plan.typeOperation);
  const montantNet = round2(paying ? montantBrut + frais + taxes : montantBrut - frais - taxes);
  const valeLibe = planInfo ? `${security.valeLibe} — ${planInfo.libelle}` : security.valeLibe;
  const dateSaisie = isOrder ? new Date(plan.at.getTime() - random.int(0, 2) * DAY_MS - 3_600_000) : plan.at;

  const operation: TOperationRow = {
    idDemande,
    tituNume: plan.holder.tituNume,
    reference: referenceOf(categorie, idDemande),
    categorie,
    typeOperation: plan.typeOperation,
    dateSaisie,
    dateOperation: plan.at,
    dateValidite: isOrder ? new Date(dateSaisie.getTime() + 60 * DAY_MS).toISOString().slice(0, 10) : null,
    valeIden: plan.valeIden,
    valeLibe,
    quantite: plan.quantite,
    quantiteExecutee,
    prixUnitaire,
    montantBrut,
    frais,
    taxes,
    montantNet,
    devise: 'EUR',
    statut: plan.statut,
    typeOrdre,
    coursLimite,
    modePaiement: paying && isOrder ? random.pick(['CB', 'VIREMENT', 'CHEQUE', 'LINXO'] as const) : null,
    codeAvis: isExecuted && isOrder ? `AVIS${idDemande}` : null,
    cancelledAt: plan.statut === 'ANNULE' ? new Date(plan.at.getTime() + 2 * 3_600_000) : null,
  };
  return { operation, executions: fills.map((fill) => ({ ...fill, idDemande })) };
}
