import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TGedCategorie } from '@nomina/domain';
import { holders } from './holders';
import { issuers } from './register';

/** ISO 639-2 code of each portal language, as generic document versions are stored. */
export const LANGUAGE_ISO3: Record<string, string> = {
  fr: 'fra',
  en: 'eng',
  de: 'deu',
  es: 'spa',
  it: 'ita',
  pt: 'por',
};

/** Document types of the general documentation tab (spec 3 §3 Document type entry). */
export const documentTypes = pgTable('document_types', {
  documentTypeId: integer('document_type_id').primaryKey(),
  /** Translation key of the type's label. */
  traductionKey: text('traduction_key').notNull(),
  /** Colour of the type's badge (#rrggbb). */
  codeCouleurHtml: text('code_couleur_html').notNull(),
  ordre: integer('ordre').notNull(),
});

/** What a stored PDF is made of, so it can be generated again when the store lacks it. */
export type TDocumentSource =
  | { kind: 'generic'; topic: 'conditions' | 'tarifs' | 'reglement' | 'guide' }
  | { kind: 'releve'; periodStart: string; periodEnd: string }
  | { kind: 'ifu'; year: number }
  | { kind: 'avis'; idDemande: string }
  /** A document that exists only as stored (a signed agreement): never generated again. */
  | { kind: 'stored' };

/** Generic documents (terms, fee schedule, plan rules, guide); emetIden null means every issuer. */
export const genericDocuments = pgTable('generic_documents', {
  documentId: integer('document_id').primaryKey(),
  documentTypeId: integer('document_type_id')
    .notNull()
    .references(() => documentTypes.documentTypeId),
  traductionKey: text('traduction_key').notNull(),
  emetIden: integer('emet_iden').references(() => issuers.emetIden),
  source: jsonb('source').$type<TDocumentSource>().notNull(),
  ordre: integer('ordre').notNull(),
});

/** One language version of a generic document; the PDF lives in the document store. */
export const genericDocumentFiles = pgTable(
  'generic_document_files',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => genericDocuments.documentId, { onDelete: 'cascade' }),
    /** ISO 639-2 code of the version (fra, eng, deu, spa, ita, por). */
    langueIso3: text('langue_iso3').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    storageKey: text('storage_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.langueIso3] })],
);

/** A holder's personal documents of the GED: statements, tax reports and operation notices. */
export const gedDocuments = pgTable(
  'ged_documents',
  {
    uuid: text('uuid').primaryKey(),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    categorie: text('categorie').$type<TGedCategorie>().notNull(),
    /** Group of the document (RELEVE_TRIMESTRIEL, IFU, or an operation's notice code). */
    documentCode: text('document_code').notNull(),
    /** Translation key of the title. */
    keyTitle: text('key_title').notNull(),
    /** Two-letter language (fr, en, ...). */
    languageCode: text('language_code').notNull(),
    dateArrete: timestamp('date_arrete', { withTimezone: true }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    storageKey: text('storage_key').notNull(),
    source: jsonb('source').$type<TDocumentSource>().notNull(),
  },
  (table) => [
    index('ged_documents_holder_categorie').on(table.tituNume, table.categorie, table.dateArrete),
    uniqueIndex('ged_documents_holder_code_lang_date').on(
      table.tituNume,
      table.documentCode,
      table.languageCode,
      table.dateArrete,
    ),
  ],
);
