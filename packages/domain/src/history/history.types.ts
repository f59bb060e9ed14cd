import { z } from 'zod';
import { MAX_PAGE, ZIsoDay, ZQueryIdInt4 } from '../input/input';

/**
 * Operation history contracts (spec 3 §2 Operations history container, §3 Enumerations):
 * operation/historique (filtered, paged), operation/detail-ordre-bourse, operation/detail-ordre-exPLS,
 * external execution/details and operation/cancel-order.
 */

/** The three history tabs: stock-exchange orders, ex-PlanetShares orders, miscellaneous operations. */
export const ZHistoCategorie = z.enum(['BOURSE', 'PLS', 'DIVERSES']);
export type THistoCategorie = z.infer<typeof ZHistoCategorie>;

/** Operation names of spec 3 §3, plus the miscellaneous kinds of the register. */
export const ZOperationNom = z.enum([
  'VENTE_TITRE',
  'ACHAT_TITRE',
  'LEVEE_SIMPLE',
  'LEVEE_VENTE',
  'LEVEE_ECHANGE',
  'LEVEE_PASSERELLE',
  'ACCEPTATION_PLAN',
  'OST',
  'DIVIDENDE',
  'ATTRIBUTION_GRATUITE',
  'TRANSFERT',
]);
export type TOperationNom = z.infer<typeof ZOperationNom>;

export const ZOperationStatut = z.enum([
  'EN_ATTENTE',
  'EN_COURS',
  'EXECUTE',
  'PARTIELLEMENT_EXECUTE',
  'ANNULE',
  'REJETE',
  'EXPIRE',
  /** A plan the holder accepted (acceptance answer O), recorded as a miscellaneous operation. */
  'ACCEPTE',
  /** A plan the holder refused (acceptance answer N). */
  'REFUSE',
]);
export type TOperationStatut = z.infer<typeof ZOperationStatut>;

/** Trade order types of spec 3 §3. */
export const ZTypeOrdre = z.enum(['A_COURS_LIMITE', 'A_LA_MEILLEUR_LIMITE', 'AU_MARCHE', 'GRE_A_GRE']);
export type TTypeOrdre = z.infer<typeof ZTypeOrdre>;

export const ZOperationResume = z.object({
  /** Request id (idDemande); the details route takes it as ?id=. */
  idDemande: z.string(),
  /** Order reference (referenceOrdre for PLS orders). */
  reference: z.string(),
  categorie: ZHistoCategorie,
  typeOperation: ZOperationNom,
  dateOperation: z.string(),
  valeIden: z.number().int().nullable(),
  valeLibe: z.string(),
  quantite: z.number(),
  /** Unit price (limit, execution or exercise price); null when not applicable. */
  prixUnitaire: z.number().nullable(),
  montantBrut: z.number(),
  frais: z.number(),
  montantNet: z.number(),
  devise: z.string(),
  statut: ZOperationStatut,
  /** A pending order of the holder that may still be cancelled. */
  annulable: z.boolean(),
  /** GED code of the operation notice (avis d'opéré), when one exists. */
  codeAvis: z.string().nullable(),
});
export type TOperationResume = z.infer<typeof ZOperationResume>;

/** Query of operation/historique (and of its export). Dates are yyyy-MM-dd, inclusive. */
export const ZHistoriqueQuery = z.object({
  categorie: ZHistoCategorie,
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  taille: z.coerce.number().int().min(1).max(100).default(20),
  dateDebut: ZIsoDay.optional(),
  dateFin: ZIsoDay.optional(),
  typeOperation: ZOperationNom.optional(),
  statut: ZOperationStatut.optional(),
  valeIden: ZQueryIdInt4.optional(),
  /**
   * Keyset paging: the `suivant` of the page before this one. The page is then read after that
   * row (an index seek) instead of skipping `page × taille` rows; `page` still names the page.
   */
  apres: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
});
export type THistoriqueQuery = z.infer<typeof ZHistoriqueQuery>;

export const ZHistoriquePage = z.object({
  contenu: z.array(ZOperationResume),
  page: z.number().int(),
  taille: z.number().int(),
  total: z.number().int(),
  /** The `apres` of the next page; null on the last page. */
  suivant: z.string().nullable().optional(),
});
export type THistoriquePage = z.infer<typeof ZHistoriquePage>;

export const ZExecution = z.object({
  dateExecution: z.string(),
  quantite: z.number(),
  cours: z.number(),
  montant: z.number(),
  lieuExecution: z.string(),
});
export type TExecution = z.infer<typeof ZExecution>;

/** operation/detail-ordre-bourse?identifiantDemande and operation/detail-ordre-exPLS?referenceOrdre. */
export const ZDetailOrdre = ZOperationResume.extend({
  typeOrdre: ZTypeOrdre.nullable(),
  coursLimite: z.number().nullable(),
  dateSaisie: z.string(),
  dateValidite: z.string().nullable(),
  modePaiement: z.enum(['CB', 'CHEQUE', 'VIREMENT', 'LINXO']).nullable(),
  quantiteExecutee: z.number(),
  taxes: z.number(),
  executions: z.array(ZExecution),
});
export type TDetailOrdre = z.infer<typeof ZDetailOrdre>;

/** external execution/details?reference&idDemande: the broker's executions of an order. */
export const ZExecutionDetails = z.object({ reference: z.string(), executions: z.array(ZExecution) });
export type TExecutionDetails = z.infer<typeof ZExecutionDetails>;

/** operation/cancel-order { idDemande } → the order, now ANNULE. */
export const ZCancelOrderBody = z.object({ idDemande: z.string().min(1).max(64) });
