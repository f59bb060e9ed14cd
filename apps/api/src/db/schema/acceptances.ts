import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TOrderDraft, TPlanType, TReponseAcceptation } from '@nomina/domain';
import { holders, users } from './holders';
import { genericDocuments } from './documents';
import { timestamps } from './register';

/** Rights plans offered to holders for acceptance (spec 2 §3 Acceptance plan). */
export const acceptancePlans = pgTable(
  'acceptance_plans',
  {
    idAcceptationPlan: integer('id_acceptation_plan').primaryKey(),
    /** The holder the plan is offered to. */
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    codePlan: text('code_plan').notNull(),
    libellePlan: text('libelle_plan').notNull(),
    libellePlanTraductionKey: text('libelle_plan_traduction_key'),
    typePlan: text('type_plan').$type<TPlanType>().notNull(),
    nombreDroits: integer('nombre_droits').notNull(),
    prixExercice: numeric('prix_exercice', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    actionSousJacente: text('action_sous_jacente').notNull(),
    dateDirectoire: date('date_directoire').notNull(),
    dateDebutPlan: date('date_debut_plan').notNull(),
    dateFinPlan: date('date_fin_plan'),
    dateAcquisition: date('date_acquisition'),
    dateLimiteReponse: timestamp('date_limite_reponse', { withTimezone: true }).notNull(),
    indicateurDisclaimer: boolean('indicateur_disclaimer').notNull().default(false),
    firstDisclaimerTraductionKey: text('first_disclaimer_traduction_key').notNull(),
    secondDisclaimerTraductionKey: text('second_disclaimer_traduction_key'),
    additionalDataTraductionKey: text('additional_data_traduction_key'),
    recapTraductionKey: text('recap_traduction_key'),
    confirmTraductionKey: text('confirm_traduction_key'),
    /** Code of a document of the holder's GED (downloadDocGedByCode), if any. */
    documentGed: text('document_ged'),
    ...timestamps,
  },
  (table) => [index('acceptance_plans_holder').on(table.tituNume, table.dateLimiteReponse)],
);

/** The documents of a plan: language versions of generic documents (business/files). */
export const acceptancePlanDocuments = pgTable(
  'acceptance_plan_documents',
  {
    idAcceptationPlan: integer('id_acceptation_plan')
      .notNull()
      .references(() => acceptancePlans.idAcceptationPlan, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => genericDocuments.documentId),
    /** ISO 639-2 code of the version (fra, eng, ...). */
    langueIso3: text('langue_iso3').notNull(),
    ordre: integer('ordre').notNull(),
  },
  (table) => [primaryKey({ columns: [table.idAcceptationPlan, table.documentId, table.langueIso3] })],
);

/** A holder's answer to a plan: one per plan and holder, with when and by which user. */
export const acceptanceResponses = pgTable(
  'acceptance_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idAcceptationPlan: integer('id_acceptation_plan')
      .notNull()
      .references(() => acceptancePlans.idAcceptationPlan),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reponse: text('reponse').$type<TReponseAcceptation>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('acceptance_responses_plan_holder').on(table.idAcceptationPlan, table.tituNume)],
);

/**
 * Operation tokens (spec 2 §4 Password modal): stored hashed, bound to the user, the holder, the
 * operation (and its plan and answer for an acceptance), spent once, expiring.
 */
export const operationTokens = pgTable(
  'operation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    natureDemande: text('nature_demande').notNull(),
    idAcceptationPlan: integer('id_acceptation_plan').references(() => acceptancePlans.idAcceptationPlan),
    reponse: text('reponse').$type<TReponseAcceptation>(),
    /** Stock orders: the order the token is bound to, and the sha256 of it with its amounts. */
    ordre: jsonb('ordre').$type<TOrderDraft>(),
    fingerprint: text('fingerprint'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operation_tokens_holder').on(table.tituNume)],
);
