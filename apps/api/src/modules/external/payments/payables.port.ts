import type { TModePaiement, TPayableNature, TPayableState } from '@nomina/domain';
import type { TAccountScope } from '../../../access';
import type { TDatabase } from '../../../db/client';

/**
 * What a card or open-banking payment is for: an order (buy, simple exercise) or the balance of
 * an answer to a corporate action. Each is found among the token holder's own requests only, and
 * its amount is the one the server computed when the request was recorded.
 */
export type TPayable = {
  kind: 'ORDER' | 'OST';
  /** The history line (operations.idDemande) the payments refer to. */
  idDemande: string;
  refDemande: string;
  natureDemande: TPayableNature;
  /** The amount to pay, exact decimal string. */
  montant: string;
  devise: string;
  modePaiement: TModePaiement | null;
  /** Waiting for a payment (never paid, or its last attempt refused). */
  isDue: boolean;
  isPaid: boolean;
  inBusinessDay: boolean;
  /** The screen (hash route) the holder comes back to from the provider's page. */
  route: string;
};

/** A payable as the payment rows name it. */
export type TPayableRef = Pick<TPayable, 'kind' | 'idDemande' | 'refDemande'>;

/**
 * Business's payable requests as the payments see them, over one database handle: the app's, or
 * the caller's transaction (the port below binds them).
 */
export type TPayables = {
  /** The holder's own payable request by its reference (an order, else a corporate-action answer). */
  findOwn: (tituNume: string, refDemande: string) => Promise<TPayable | null>;
  /**
   * The request's state for a captured payment, read under the lock of its history line (and of
   * its corporate action's event) for the rest of the caller's transaction.
   */
  lockState: (tituNume: string, payable: TPayableRef) => Promise<TPayableState | null>;
  /** Writes a confirmed outcome on the request itself, in the caller's transaction. */
  recordOutcome: (
    payable: Pick<TPayable, 'kind' | 'idDemande'>,
    outcome: { isPaid: boolean; at: Date },
  ) => Promise<void>;
  /**
   * Whether the account may (still) pay `montant` with `mode`: 403 without the habilitation, 422
   * over the card limit or for a bank country open banking does not serve.
   */
  checkMode: (account: TAccountScope, mode: TModePaiement, montant: string) => Promise<void>;
};

/**
 * The port the payments need on the requests they pay. Orders and corporate-action answers belong
 * to business: the payments declare what they read and write of them here, and the app hands them
 * business's implementation (docs/decisions/002), so this module imports nothing from business.
 * Like a repository factory, it binds the payables to a database handle (the payments' deps file
 * binds it to the app's database, and to each transaction's handle in their unit of work).
 */
export type TPayablesPort = (db: TDatabase) => TPayables;
