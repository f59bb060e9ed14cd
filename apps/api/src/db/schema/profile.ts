import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAddress, TAgreementData } from '@nomina/domain';
import { holders, users } from './holders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The profile data of a holder beyond the register's identity (spec 3 §2 profil). */
export const holderProfiles = pgTable('holder_profiles', {
  tituNume: text('titu_nume')
    .primaryKey()
    .references(() => holders.tituNume),
  adressePostale: jsonb('adresse_postale').$type<TAddress>(),
  adresseFiscale: jsonb('adresse_fiscale').$type<TAddress>(),
  lieuNaissance: text('lieu_naissance'),
  /** ISO 3166-1 alpha-3. */
  paysNaissance: text('pays_naissance'),
  profession: text('profession'),
  trancheSalaire: text('tranche_salaire'),
  tranchePatrimoine: text('tranche_patrimoine'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Audit trail of profile changes: who, when, which field, old and new value. */
export const profileAudit = pgTable(
  'profile_audit',
  {
    id: serial('id').primaryKey(),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Login of the author, kept even if the user is deleted. */
    auteur: text('auteur').notNull(),
    section: text('section').notNull(),
    champ: text('champ').notNull(),
    ancienneValeur: text('ancienne_valeur'),
    nouvelleValeur: text('nouvelle_valeur'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('profile_audit_holder').on(table.tituNume, table.createdAt)],
);

/**
 * Documents filed from the profile (identity, proof of address, bank identity). The bytes live
 * outside the web root (DATA_DIR/profile-documents); status follows the back office's review.
 */
export const profileDocuments = pgTable(
  'profile_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    subType: text('sub_type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** EN_ATTENTE until reviewed, then VALIDE or REFUSE. */
    status: text('status').notNull().default('EN_ATTENTE'),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    /** The registrar's operator who decided (desk review). */
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    index('profile_documents_holder').on(table.tituNume, table.createdAt),
    index('profile_documents_pending').on(table.status, table.createdAt),
  ],
);

/**
 * Bank details of a holder, one row per change. BROUILLON waits for the password (its operation
 * token's hash ties the two calls), EN_ATTENTE waits for the back office, VALIDE is on file.
 */
export const bankDetails = pgTable(
  'bank_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    documentId: uuid('document_id').references(() => profileDocuments.id),
    status: text('status').notNull(),
    tokenHash: text('token_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
    /** The registrar's review of a change EN_ATTENTE: when, by which operator. */
    reviewedAt: at('reviewed_at'),
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    index('bank_details_holder').on(table.tituNume, table.createdAt),
    index('bank_details_pending').on(table.status, table.createdAt),
  ],
);

/**
 * The account agreement (coct_form): one row per generation. Signed once per version: a second
 * signed row of the same holder and version cannot exist.
 */
export const agreements = pgTable(
  'agreements',
  {
    coctUuid: uuid('coct_uuid').primaryKey().defaultRandom(),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    version: integer('version').notNull(),
    data: jsonb('data').$type<TAgreementData>().notNull(),
    /** GENERE, CODE_ENVOYE or SIGNE. */
    status: text('status').notNull(),
    language: text('language').notNull(),
    storageKey: text('storage_key').notNull(),
    signedStorageKey: text('signed_storage_key'),
    gedUuid: text('ged_uuid'),
    /** The SMS code's verification flow and the request id the browser sends back. */
    verificationKey: text('verification_key'),
    idDemande: text('id_demande'),
    createdAt: at('created_at').notNull().defaultNow(),
    signedAt: at('signed_at'),
  },
  (table) => [
    index('agreements_holder').on(table.tituNume, table.createdAt),
    uniqueIndex('agreements_signed_once')
      .on(table.tituNume, table.version)
      .where(sql`${table.status} = 'SIGNE'`),
  ],
);
