import { z } from 'zod';
import { ZExecution, ZOperationStatut, ZTypeOrdre } from '../history/history.types';
import { ZBareme, ZModeDetention } from '../portfolio/portfolio.types';
import {
  ZIdempotencyKey,
  ZModePaiement,
  ZOrderNature,
  ZStatutPaiement,
  ZTypeVente,
} from './operations.enums';
import { ZModalPassword } from '../access/modal-password';
import { ZIdInt4, ZIsoDay, ZQueryIdInt4 } from '../input/input';

/**
 * Wire contracts of the order calls (spec 3 §7 Business; spec 2 §3 Operation validation payloads).
 * Amounts and quantities are JSON numbers (computed server side with decimal.js, never binary
 * floats); calendar dates are yyyy-MM-dd.
 */

const ZQuantite = z.number().positive().max(1e9);
const ZPrix = z.number().positive().max(1e7);

/** GET operation/closed-days?dateDebut&dateFin: the market's closed days in the range (weekends excluded). */
export const ZClosedDaysQuery = z.object({ dateDebut: ZIsoDay, dateFin: ZIsoDay });
export const ZClosedDays = z.array(ZIsoDay);
export type TClosedDays = z.infer<typeof ZClosedDays>;

/** GET operation/tauxTva: the VAT rate applied to fees, in percent (20 means 20 %). */
export const ZTauxTva = z.object({ tauxTva: z.number().min(0).max(100) });
export type TTauxTva = z.infer<typeof ZTauxTva>;

/** GET operation/avoirs-a-vendre?valeIden: the holder's sellable holdings of a security, per holding mode. */
export const ZAvoirsAVendreQuery = z.object({ valeIden: ZQueryIdInt4 });
export const ZAvoirAVendre = z.object({
  valeIden: z.number().int(),
  valeLibe: z.string(),
  modeDetention: ZModeDetention,
  /** Held on the register. */
  quantite: z.number(),
  /** Blocked (lock-up, pledge). */
  quantiteIndisponible: z.number(),
  /** Reserved by the holder's pending sale orders. */
  quantiteEnCours: z.number(),
  /** What a new sale may take: quantite − quantiteIndisponible − quantiteEnCours. */
  quantiteDisponible: z.number(),
  cours: z.number(),
  devise: z.string(),
});
export type TAvoirAVendre = z.infer<typeof ZAvoirAVendre>;
export const ZAvoirsAVendre = z.array(ZAvoirAVendre);

/** GET operation/droits-exercables: the holder's option grants that can be exercised today. */
export const ZDroitExercable = z.object({
  idPlan: z.number().int(),
  planLibe: z.string(),
  valeIden: z.number().int(),
  valeLibe: z.string(),
  emetIden: z.number().int(),
  prixExercice: z.number(),
  /** Options held minus those in pending exercise orders. */
  quantiteExercable: z.number(),
  dateExpiration: z.string().nullable(),
  cours: z.number(),
  devise: z.string(),
});
export type TDroitExercable = z.infer<typeof ZDroitExercable>;
export const ZDroitsExercables = z.array(ZDroitExercable);

/** GET operation/baremeLevee?emetIden&idPlan&montantLevee: the exercise fee schedule and its fees for an amount. */
export const ZBaremeLeveeQuery = z.object({
  emetIden: ZQueryIdInt4,
  idPlan: ZQueryIdInt4,
  montantLevee: z.coerce.number().min(0).max(1e10),
});
export const ZBaremeLevee = z.object({
  bareme: ZBareme.nullable(),
  montantLevee: z.number(),
  frais: z.number(),
  tauxTva: z.number(),
  tva: z.number(),
});
export type TBaremeLevee = z.infer<typeof ZBaremeLevee>;

/** Where sale proceeds go: the IBAN on file, or a new IBAN and BIC (checked by spec 3 §5). */
export const ZCompteBancaire = z.discriminatedUnion('source', [
  z.object({ source: z.literal('FICHIER') }),
  z.object({ source: z.literal('NOUVEAU'), iban: z.string().min(1).max(42), bic: z.string().min(1).max(11) }),
]);
export type TCompteBancaire = z.infer<typeof ZCompteBancaire>;

/** GET operation/compte-bancaire: the bank details on file, IBAN masked; null when none. */
export const ZCompteBancaireFichier = z
  .object({ ibanMasque: z.string(), bic: z.string(), paysIban: z.string() })
  .nullable();
export type TCompteBancaireFichier = z.infer<typeof ZCompteBancaireFichier>;

const common = { modeReglt: z.string().max(40) };

/** An order as the screens build it, before the password confirmation. */
export const ZOrderAchat = z.object({
  natureDemande: z.literal('ACHAT_TITRE'),
  valeIden: ZIdInt4,
  typeOrdre: ZTypeOrdre,
  quantite: ZQuantite,
  /** Required for A_COURS_LIMITE and GRE_A_GRE, absent otherwise. */
  coursLimite: ZPrix.nullable(),
  dateValidite: ZIsoDay,
  modePaiement: ZModePaiement,
  ...common,
});
export const ZOrderVente = z.object({
  natureDemande: z.literal('VENTE_TITRE'),
  valeIden: ZIdInt4,
  modeDetention: ZModeDetention,
  typeVente: ZTypeVente,
  /** For typeVente 3 it must equal the sellable quantity. */
  quantite: ZQuantite,
  typeOrdre: ZTypeOrdre,
  coursLimite: ZPrix.nullable(),
  dateValidite: ZIsoDay,
  compteBancaire: ZCompteBancaire,
  ...common,
});
export const ZOrderLeveeSimple = z.object({
  natureDemande: z.literal('LEVEE_SIMPLE'),
  idPlan: ZIdInt4,
  quantite: ZQuantite,
  modePaiement: ZModePaiement,
  ...common,
});
/** Exercise and sale (LEVEE_VENTE) and sell-to-cover (LEVEE_PASSERELLE): sold at market. */
export const ZOrderLeveeVente = z.object({
  natureDemande: z.enum(['LEVEE_VENTE', 'LEVEE_PASSERELLE']),
  idPlan: ZIdInt4,
  quantite: ZQuantite,
  compteBancaire: ZCompteBancaire,
  ...common,
});
export const ZOrderDraft = z.union([ZOrderAchat, ZOrderVente, ZOrderLeveeSimple, ZOrderLeveeVente]);
export type TOrderAchat = z.infer<typeof ZOrderAchat>;
export type TOrderVente = z.infer<typeof ZOrderVente>;
export type TOrderLeveeSimple = z.infer<typeof ZOrderLeveeSimple>;
export type TOrderLeveeVente = z.infer<typeof ZOrderLeveeVente>;
export type TOrderDraft = z.infer<typeof ZOrderDraft>;

/** The amounts of an order (spec 3 §5 Fees, Decimals): what the screens show and the token binds. */
export const ZSimulation = z.object({
  natureDemande: ZOrderNature,
  quantite: z.number(),
  /** Price used: the limit, else the last quote (market), else the exercise price. */
  cours: z.number(),
  montantBrut: z.number(),
  frais: z.number(),
  tauxTva: z.number(),
  tva: z.number(),
  /** Buy or simple exercise: what the holder pays; sales: what the holder receives. */
  montantNet: z.number(),
  /** Exercises: quantity × exercise price. */
  montantLevee: z.number().nullable(),
  /** Sell-to-cover: shares sold to pay the exercise, and shares kept. */
  quantiteVendue: z.number().nullable(),
  quantiteConservee: z.number().nullable(),
  devise: z.string(),
});
export type TSimulation = z.infer<typeof ZSimulation>;

/** POST operation/simulation { ordre }: the amounts of a draft order, after every guard. */
export const ZSimulationRequest = z.object({ ordre: ZOrderDraft });

/**
 * POST operation/token { natureDemande, ordre? }: a single-use token bound to the holder, the
 * nature and (stock orders) the order and its amounts. Answer { status: token } (spec 2 §7) with
 * the simulation the token is bound to.
 */
export const ZOrderTokenRequest = z.object({ natureDemande: ZOrderNature, ordre: ZOrderDraft });
export const ZOrderTokenResponse = z.object({ status: z.string(), simulation: ZSimulation });

/** Payment instructions of a transfer or cheque order (payment step and confirmation screen). */
export const ZInstructionsPaiement = z.discriminatedUnion('modePaiement', [
  z.object({
    modePaiement: z.literal('VIREMENT'),
    montant: z.number(),
    devise: z.string(),
    beneficiaire: z.string(),
    iban: z.string(),
    bic: z.string(),
    /** The order reference to quote in the transfer. */
    reference: z.string(),
  }),
  z.object({
    modePaiement: z.literal('CHEQUE'),
    montant: z.number(),
    devise: z.string(),
    /** Payee written on the cheque. */
    ordre: z.string(),
    adresse: z.array(z.string()),
    reference: z.string(),
  }),
]);
export type TInstructionsPaiement = z.infer<typeof ZInstructionsPaiement>;

/**
 * POST operation/validate (header Idempotency-Key): password, operationToken, modeReglt,
 * natureDemande, and optionally the order again (it must be the one the token is bound to).
 * Records the order and answers its refDemande; the same key again answers the same order.
 */
export const ZOrderValidateRequest = z.object({
  password: ZModalPassword.max(200),
  operationToken: z.string().min(16).max(200),
  natureDemande: ZOrderNature,
  modeReglt: z.string().max(40).optional(),
  ordre: ZOrderDraft.optional(),
});
export const ZOrderValidateResponse = z.object({
  status: z.literal('valid'),
  refDemande: z.string(),
  idDemande: z.string(),
  statut: ZOperationStatut,
  statutPaiement: ZStatutPaiement,
  modePaiement: ZModePaiement.nullable(),
  montantNet: z.number(),
  /** The order was placed on a working day before the order window closed. */
  inBusinessDay: z.boolean(),
  instructionsPaiement: ZInstructionsPaiement.nullable(),
});
export type TOrderValidateResponse = z.infer<typeof ZOrderValidateResponse>;
export const ZIdempotencyHeaders = z.object({ 'idempotency-key': ZIdempotencyKey.optional() });

/** GET operation/statut-ordre?refDemande: an order's status and payment status (confirmation screen). */
export const ZOrderStatusQuery = z.object({ refDemande: z.string().min(1).max(64) });
export const ZOrderStatus = z.object({
  refDemande: z.string(),
  idDemande: z.string(),
  natureDemande: ZOrderNature,
  statut: ZOperationStatut,
  statutPaiement: ZStatutPaiement,
  modePaiement: ZModePaiement.nullable(),
  montantNet: z.number(),
  quantite: z.number(),
  quantiteExecutee: z.number(),
  executions: z.array(ZExecution),
  instructionsPaiement: ZInstructionsPaiement.nullable(),
});
export type TOrderStatus = z.infer<typeof ZOrderStatus>;
