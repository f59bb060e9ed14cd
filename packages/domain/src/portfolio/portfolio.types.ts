import { z } from 'zod';

/**
 * Portfolio contracts (spec 3 §2 Portfolio container, §7 Business): the wire shapes of
 * portefeuille/titres, portefeuille/droits, positions, operation/valeurs and operation/valeur-details.
 * Amounts are numbers in the security's currency (EUR for every demo security); dates are ISO
 * strings (yyyy-MM-dd for calendar dates, full ISO for instants).
 */

/** Nature of a security (valeNatu). */
export const ZValeurNature = z.enum(['ACTION', 'OBLIGATION', 'FONDS']);
export type TValeurNature = z.infer<typeof ZValeurNature>;

/** A security of the register with its last quote (operation/valeurs). */
export const ZValeur = z.object({
  valeIden: z.number().int(),
  valeLibe: z.string(),
  isin: z.string(),
  emetIden: z.number().int(),
  emetLibe: z.string(),
  valeNatu: ZValeurNature,
  /** Listed abroad: its fees and tick sizes differ. */
  isValeurEtrangere: z.boolean(),
  /** Fee schedule code of the security (bareme). */
  baremeWeb: z.string(),
  devise: z.string(),
  cours: z.number(),
  coursVeille: z.number(),
  /** Percentage change against the previous close, 2 decimals. */
  variation: z.number(),
  dateCours: z.string(),
});
export type TValeur = z.infer<typeof ZValeur>;

/** Fee schedule (spec 3 §3 bareme): tiered percent by amount bands, 0 means no min/max. */
export const ZBareme = z.object({
  idextBarcomms: z.number().int(),
  emetIden: z.number().int(),
  baremeWeb: z.string(),
  /** Band i applies up to amount{i}D (null: unused band); percent{i}D is its rate in percent. */
  amount0D: z.number().nullable(),
  percent0D: z.number().nullable(),
  amount1D: z.number().nullable(),
  percent1D: z.number().nullable(),
  amount2D: z.number().nullable(),
  percent2D: z.number().nullable(),
  amount3D: z.number().nullable(),
  percent3D: z.number().nullable(),
  amount4D: z.number().nullable(),
  percent4D: z.number().nullable(),
  amount5D: z.number().nullable(),
  percent5D: z.number().nullable(),
  amount6D: z.number().nullable(),
  percent6D: z.number().nullable(),
  amount7D: z.number().nullable(),
  percent7D: z.number().nullable(),
  amount8D: z.number().nullable(),
  percent8D: z.number().nullable(),
  amount9D: z.number().nullable(),
  percent9D: z.number().nullable(),
  mtMinD: z.number(),
  mtMaxD: z.number(),
});
export type TBareme = z.infer<typeof ZBareme>;

/** operation/valeur-details?valeIden&isValeurEtrangere&baremeWeb&valeNatu */
export const ZValeurDetails = ZValeur.extend({
  marche: z.string(),
  plusHaut: z.number(),
  plusBas: z.number(),
  /** Closing prices of the last 30 trading days, oldest first. */
  historique: z.array(z.object({ date: z.string(), cours: z.number() })),
  bareme: ZBareme.nullable(),
});
export type TValeurDetails = z.infer<typeof ZValeurDetails>;

/** How a line of securities is held. */
export const ZModeDetention = z.enum(['NOMINATIF_PUR', 'NOMINATIF_ADMINISTRE', 'PEE']);

/** portefeuille/titres: the securities of the token's account, one line per security. */
export const ZTitreLigne = z.object({
  valeIden: z.number().int(),
  valeLibe: z.string(),
  isin: z.string(),
  emetLibe: z.string(),
  modeDetention: ZModeDetention,
  quantite: z.number(),
  /** Part of quantite that can be sold today. */
  quantiteDisponible: z.number(),
  /** Part blocked (lock-up, pledge, pending sale order). */
  quantiteIndisponible: z.number(),
  /** Weighted average purchase price; null when unknown (received free, transferred in). */
  prixRevientMoyen: z.number().nullable(),
  cours: z.number(),
  dateCours: z.string(),
  valorisation: z.number(),
  /** valorisation minus cost; null when the cost is unknown. */
  plusMoinsValue: z.number().nullable(),
  devise: z.string(),
  /** The security may be sold online (issuer habilitation and a market). */
  vendable: z.boolean(),
});
export type TTitreLigne = z.infer<typeof ZTitreLigne>;

export const ZPortefeuilleTitres = z.object({
  dateValorisation: z.string(),
  devise: z.string(),
  total: z.number(),
  lignes: z.array(ZTitreLigne),
});
export type TPortefeuilleTitres = z.infer<typeof ZPortefeuilleTitres>;

/** Kinds of rights (spec 3 §2: rights grouped by type: free shares, stock-option groups). */
export const ZDroitType = z.enum(['AGA', 'STOCK_OPTION']);
export type TDroitType = z.infer<typeof ZDroitType>;
export const ZDroitStatut = z.enum(['EN_ACQUISITION', 'ACQUIS', 'EXERCABLE', 'EXPIRE']);
export type TDroitStatut = z.infer<typeof ZDroitStatut>;

/** One grant of a plan to the holder. */
export const ZDroitPlan = z.object({
  idPlan: z.number().int(),
  planLibe: z.string(),
  valeIden: z.number().int(),
  valeLibe: z.string(),
  dateAttribution: z.string(),
  /** Vesting date (free shares: acquisition; options: first exercise date). */
  dateAcquisition: z.string(),
  /** End of the holding period (free shares) — null when none. */
  dateDisponibilite: z.string().nullable(),
  /** Last exercise date (options) — null for free shares. */
  dateExpiration: z.string().nullable(),
  quantite: z.number(),
  /** Exercise price of an option; null for free shares. */
  prixExercice: z.number().nullable(),
  statut: ZDroitStatut,
  cours: z.number(),
  /** Free shares: quantite × cours; options: max(0, cours − prixExercice) × quantite. */
  valorisation: z.number(),
});
export type TDroitPlan = z.infer<typeof ZDroitPlan>;

export const ZPortefeuilleDroits = z.object({
  dateValorisation: z.string(),
  devise: z.string(),
  total: z.number(),
  groupes: z.array(
    z.object({ type: ZDroitType, libelleKey: z.string(), total: z.number(), plans: z.array(ZDroitPlan) }),
  ),
});
export type TPortefeuilleDroits = z.infer<typeof ZPortefeuilleDroits>;

/** positions: the holder's units of employee funds (fonds route). */
export const ZFondsPosition = z.object({
  fondsIden: z.number().int(),
  fondsLibe: z.string(),
  codeAmf: z.string(),
  nombreParts: z.number(),
  partsDisponibles: z.number(),
  /** Date the locked units become available; null when all are available. */
  dateDisponibilite: z.string().nullable(),
  valeurLiquidative: z.number(),
  dateVl: z.string(),
  valorisation: z.number(),
  devise: z.string(),
});
export type TFondsPosition = z.infer<typeof ZFondsPosition>;

export const ZPositions = z.object({
  dateValorisation: z.string(),
  devise: z.string(),
  total: z.number(),
  fonds: z.array(ZFondsPosition),
});
export type TPositions = z.infer<typeof ZPositions>;

/** avoirs?emetIden&actiIden: the valuation and its split by type, for the dashboard chart. */
export const ZAvoirType = z.enum(['TITRES', 'DROITS', 'FONDS']);
export type TAvoirType = z.infer<typeof ZAvoirType>;
export const ZAvoirs = z.object({
  dateValorisation: z.string(),
  devise: z.string(),
  total: z.number(),
  repartition: z.array(z.object({ type: ZAvoirType, montant: z.number() })),
});
export type TAvoirs = z.infer<typeof ZAvoirs>;
