import { z } from 'zod';
import { ZInstructionsPaiement } from '../operations/orders.types';
import { DIVIDEND_OPTIONS } from './dividend-options';
import { SUBSCRIPTION_OPTIONS } from './subscription';
import { ZModalPassword } from '../access/modal-password';
import { ZIdInt4 } from '../input/input';

/**
 * Corporate actions (spec 3 §1, §3, §4, §7 `ost`, `ost/token`): dividend paid in shares or cash
 * (PDA) and capital increase (AK). Amounts are exact decimals computed in this package; on the
 * wire they are numbers of at most 6 decimals, whose JSON text is the decimal itself.
 */
export const ZOstType = z.enum(['PDA', 'AK']);
export type TOstType = z.infer<typeof ZOstType>;

export const ZDividendOption = z.enum(DIVIDEND_OPTIONS);
export const ZSubscriptionOption = z.enum(SUBSCRIPTION_OPTIONS);

/** Message kinds of spec 3 §3. Blocage refuses the answer; the others let the holder continue. */
export const ZOstMessageType = z.enum(['Avertissement', 'Blocage', 'Abstention_SO', 'Abstention_AGA']);
export type TOstMessageType = z.infer<typeof ZOstMessageType>;

/** The holder's blackout values that bring the abstention notices (spec 1 §3 blackoutControls). */
export const ABSTENTION_BLACKOUT: Record<string, TOstMessageType> = {
  ABSTENTION_SO: 'Abstention_SO',
  ABSTENTION_AGA: 'Abstention_AGA',
};

/** Where an event stands for the holder. */
export const ZOstStatut = z.enum(['OUVERT', 'REPONDU', 'CLOTURE', 'PAYE']);
export type TOstStatut = z.infer<typeof ZOstStatut>;

/** NUMERAIRE (cash, the default option) or ACTIONS (shares) for PDA; SOUSCRIPTION for AK. */
export const ZOstChoix = z.enum(['NUMERAIRE', 'ACTIONS', 'SOUSCRIPTION']);
export type TOstChoix = z.infer<typeof ZOstChoix>;

/** Payment modes of a balance to pay (spec 3 §3 Payment mode). */
export const ZOstModePaiement = z.enum(['CB', 'VIREMENT', 'CHEQUE', 'LINXO']);
export type TOstModePaiement = z.infer<typeof ZOstModePaiement>;

/**
 * Where a recorded answer stands: awaiting its payment, awaiting the payment date, paid, paid in
 * cash by default (a dividend's balance not paid), lapsed (a subscription not paid).
 */
export const ZOstReponseStatut = z.enum(['EN_ATTENTE_PAIEMENT', 'EN_ATTENTE', 'PAYE', 'DEFAUT', 'CADUC']);

export const ZOstMessage = z.object({ type: ZOstMessageType, messageKey: z.string() });
export type TOstMessage = z.infer<typeof ZOstMessage>;

export const ZFormulaColumn = z.object({
  option: ZDividendOption,
  dividendsToReinvest: z.number(),
  sharesSubscribed: z.number().int(),
  subscriptionAmount: z.number(),
  cashBalance: z.number().nullable(),
  balanceToPay: z.number().nullable(),
  withholdingTax: z.number().nullable(),
  subscriptionBalance: z.number().nullable(),
});

export const ZSubscriptionResult = z.object({
  option: ZSubscriptionOption,
  newShares: z.number().int(),
  rightsUsed: z.number().int(),
  rightsBought: z.number().int(),
  rightsSold: z.number().int(),
  rightsUnused: z.number().int(),
  subscriptionAmount: z.number(),
  rightsCost: z.number(),
  rightsProceeds: z.number(),
  amountToPay: z.number(),
  cashBalance: z.number(),
});

/**
 * Transfer or cheque instructions for a balance to pay, computed on the server: the registrar's
 * details from the operations area's payment-instruction adapter (the same as for an order), and
 * the last day the money must arrive (yyyy-MM-dd, the day before the payment date).
 */
export const ZOstInstructions = z.object({ paiement: ZInstructionsPaiement, dateLimite: z.string() });
export type TOstInstructions = z.infer<typeof ZOstInstructions>;

export const ZOstReponse = z.object({
  refDemande: z.string(),
  choix: ZOstChoix,
  option: z.string().nullable(),
  dateReponse: z.string(),
  statut: ZOstReponseStatut,
  nombreTitres: z.number().int(),
  montantAPayer: z.number(),
  montantEnFaveur: z.number(),
  modePaiement: ZOstModePaiement.nullable(),
  instructions: ZOstInstructions.nullable(),
});
export type TOstReponse = z.infer<typeof ZOstReponse>;

/** One event of GET ost, for the token's account only. Dates are ISO (deadline with time). */
export const ZOstEvent = z.object({
  idOst: z.number().int(),
  typeOst: ZOstType,
  valeIden: z.number().int(),
  valeLibe: z.string(),
  dateDebut: z.string(),
  dateLimite: z.string(),
  datePaiement: z.string(),
  statut: ZOstStatut,
  /** Shares held on the record date (one right each for a capital increase). */
  quantiteDetenue: z.number().int(),
  dividendeParAction: z.number().nullable(),
  prixReinvestissement: z.number().nullable(),
  tauxPrelevement: z.number().nullable(),
  /** Cash payment of the dividend (the default option). */
  numeraire: z
    .object({ grossDividend: z.number(), withholdingTax: z.number(), netDividend: z.number() })
    .nullable(),
  optionsDividende: z.array(ZFormulaColumn),
  pariteDroits: z.number().int().nullable(),
  prixSouscription: z.number().nullable(),
  prixDroit: z.number().nullable(),
  optionsSouscription: z.array(ZSubscriptionResult),
  messages: z.array(ZOstMessage),
  reponse: ZOstReponse.nullable(),
});
export type TOstEvent = z.infer<typeof ZOstEvent>;

export const ZOstQuery = z.object({ typeOst: ZOstType.optional() });

/** ost/token: the answer to confirm with the password; the amount is recomputed on the server. */
export const ZOstTokenRequest = z
  .object({
    idOst: ZIdInt4,
    choix: ZOstChoix,
    option: z.union([ZDividendOption, ZSubscriptionOption]).optional(),
    modePaiement: ZOstModePaiement.optional(),
  })
  .strict();
export type TOstTokenRequest = z.infer<typeof ZOstTokenRequest>;

/** The other-operation validation of an OST answer (password, token, natureDemande OST). */
export const ZOstValidateRequest = z.object({
  password: ZModalPassword.max(200),
  operationToken: z.string().min(16).max(200),
  natureDemande: z.literal('OST'),
});
export const ZOstValidateResponse = z.object({
  status: z.literal('valid'),
  idOst: z.number().int(),
  reponse: ZOstReponse,
});

/** Error codes of the corporate-action calls (translation keys). */
export const OST_ERRORS = {
  /** Spec 3 §5, §8: the holder has an external-reference block. */
  externalReference: 'refa_205',
  closed: 'ost.error.closed',
  alreadyAnswered: 'ost.error.alreadyAnswered',
  optionNotOffered: 'ost.error.optionNotOffered',
  blocked: 'ost.error.blocked',
  nothingToSubscribe: 'ost.error.nothing',
  paymentMode: 'ost.error.paymentMode',
} as const;
