import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TOstMessageType, TOstType } from '@nomina/domain';
import { operationTokens } from './acceptances';
import { holders, users } from './holders';
import { operations } from './operations';
import { securities } from './portfolio';

/** Exact decimals kept as text (drizzle's default for numeric): computed only by the domain's decimals. */
const exact = (name: string, precision: number, scale: number) => numeric(name, { precision, scale });

/**
 * Corporate actions (spec 3 §1): a dividend paid in shares or in cash (PDA) or a capital increase
 * (AK) on one security. Every holder of the security (outside employee savings plans) may answer
 * until `dateLimite`; the local register engine pays on `datePaiement` and sets `settledAt`.
 */
export const ostEvents = pgTable(
  'ost_events',
  {
    idOst: integer('id_ost').primaryKey(),
    typeOst: text('type_ost').$type<TOstType>().notNull(),
    valeIden: integer('vale_iden')
      .notNull()
      .references(() => securities.valeIden),
    dateDebut: timestamp('date_debut', { withTimezone: true }).notNull(),
    dateLimite: timestamp('date_limite', { withTimezone: true }).notNull(),
    datePaiement: date('date_paiement').notNull(),
    dividendeParAction: exact('dividende_par_action', 18, 6),
    prixReinvestissement: exact('prix_reinvestissement', 18, 6),
    /** Withholding tax in percent (12.8). */
    tauxPrelevement: exact('taux_prelevement', 8, 4),
    optionsDividende: text('options_dividende').array().notNull().default([]),
    /** Rights for one new share. */
    pariteDroits: integer('parite_droits'),
    prixSouscription: exact('prix_souscription', 18, 6),
    prixDroit: exact('prix_droit', 18, 6),
    optionsSouscription: text('options_souscription').array().notNull().default([]),
    /** A message every holder of the event reads first (Avertissement, Blocage). */
    messageType: text('message_type').$type<TOstMessageType>(),
    messageKey: text('message_key'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ost_events_valeur').on(table.valeIden, table.dateLimite),
    index('ost_events_due')
      .on(table.datePaiement)
      .where(sql`${table.settledAt} is null`),
    check('ost_events_type_check', sql`${table.typeOst} in ('PDA', 'AK')`),
  ],
);

/**
 * One answer per holder and event, with who and when (userId null: the default option applied
 * by the engine). The amounts are the server's, computed from the position at the answer.
 */
export const ostAnswers = pgTable(
  'ost_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idOst: integer('id_ost')
      .notNull()
      .references(() => ostEvents.idOst),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    userId: uuid('user_id').references(() => users.id),
    refDemande: text('ref_demande').notNull(),
    choix: text('choix').notNull(),
    option: text('option'),
    modePaiement: text('mode_paiement'),
    quantiteDetenue: integer('quantite_detenue').notNull(),
    nombreTitres: integer('nombre_titres').notNull(),
    montantAPayer: exact('montant_a_payer', 18, 2).notNull(),
    montantEnFaveur: exact('montant_en_faveur', 18, 2).notNull(),
    /** EN_ATTENTE_PAIEMENT, EN_ATTENTE, PAYE, DEFAUT or CADUC. */
    statut: text('statut').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The line of the history (miscellaneous operations) that follows this answer. */
    idDemande: text('id_demande')
      .notNull()
      .references(() => operations.idDemande),
  },
  (table) => [
    uniqueIndex('ost_answers_event_holder').on(table.idOst, table.tituNume),
    uniqueIndex('ost_answers_ref_demande').on(table.refDemande),
  ],
);

/** The answer an OST operation token carries until its password confirmation. */
export const ostPendingTokens = pgTable('ost_pending_tokens', {
  tokenHash: text('token_hash')
    .primaryKey()
    .references(() => operationTokens.tokenHash, { onDelete: 'cascade' }),
  idOst: integer('id_ost')
    .notNull()
    .references(() => ostEvents.idOst),
  choix: text('choix').notNull(),
  option: text('option'),
  modePaiement: text('mode_paiement'),
});
