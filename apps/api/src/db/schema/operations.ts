import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { THistoCategorie, TOperationNom, TOperationStatut, TTypeOrdre } from '@nomina/domain';
import { holders } from './holders';
import { timestamps } from './register';

/** Amounts and quantities: exact decimals in the database, numbers on the wire. */
const decimal = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

/**
 * The register's operations of a holder (spec 3 §2 Operations history): stock-exchange orders
 * (BOURSE), ex-PlanetShares plan orders (PLS) and miscellaneous register movements (DIVERSES).
 * The security's name is kept as it was on the operation's day (valeLibe), so the history never
 * depends on today's catalogue.
 */
export const operations = pgTable(
  'operations',
  {
    /** Request id (idDemande) the details page and cancel-order take. */
    idDemande: text('id_demande').primaryKey(),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    /** Order reference; referenceOrdre of a PLS order. */
    reference: text('reference').notNull(),
    categorie: text('categorie').$type<THistoCategorie>().notNull(),
    typeOperation: text('type_operation').$type<TOperationNom>().notNull(),
    /** When the order was entered (dateSaisie). */
    dateSaisie: timestamp('date_saisie', { withTimezone: true }).notNull(),
    /** The date the history sorts and filters on: execution, payment or entry date. */
    dateOperation: timestamp('date_operation', { withTimezone: true }).notNull(),
    /** Last day the order may be executed (orders only). */
    dateValidite: date('date_validite'),
    valeIden: integer('vale_iden'),
    valeLibe: text('vale_libe').notNull(),
    quantite: decimal('quantite').notNull(),
    quantiteExecutee: decimal('quantite_executee').notNull().default(0),
    /** Limit, execution, exercise or per-share dividend price; null when not applicable. */
    prixUnitaire: decimal('prix_unitaire'),
    montantBrut: decimal('montant_brut').notNull(),
    frais: decimal('frais').notNull().default(0),
    taxes: decimal('taxes').notNull().default(0),
    montantNet: decimal('montant_net').notNull(),
    devise: text('devise').notNull().default('EUR'),
    statut: text('statut').$type<TOperationStatut>().notNull(),
    typeOrdre: text('type_ordre').$type<TTypeOrdre>(),
    coursLimite: decimal('cours_limite'),
    modePaiement: text('mode_paiement').$type<'CB' | 'CHEQUE' | 'VIREMENT' | 'LINXO'>(),
    /** GED code of the operation notice (avis d'opéré), once the order was executed. */
    codeAvis: text('code_avis'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // The history page: one holder, one tab, newest first (and its count). Ascending on purpose:
    // scanned backwards it gives ORDER BY … DESC (NULLS FIRST) without a sort; a DESC NULLS LAST
    // index would not match that order and Postgres would sort every row of the tab.
    index('operations_holder_categorie_date').on(
      table.tituNume,
      table.categorie,
      table.dateOperation,
      table.idDemande,
    ),
    index('operations_holder_reference').on(table.tituNume, table.reference),
    index('operations_code_avis')
      .on(table.codeAvis)
      .where(sql`${table.codeAvis} is not null`),
  ],
);

/** The broker's executions of an order (partial fills). */
export const executions = pgTable(
  'executions',
  {
    id: serial('id').primaryKey(),
    idDemande: text('id_demande')
      .notNull()
      .references(() => operations.idDemande, { onDelete: 'cascade' }),
    dateExecution: timestamp('date_execution', { withTimezone: true }).notNull(),
    quantite: decimal('quantite').notNull(),
    cours: decimal('cours').notNull(),
    montant: decimal('montant').notNull(),
    lieuExecution: text('lieu_execution').notNull(),
  },
  (table) => [index('executions_demande').on(table.idDemande, table.dateExecution)],
);

/**
 * How many operations each holder has in each history tab, kept by the operations table's
 * triggers (migration 0023): the unfiltered total of a history page without a count(*).
 */
export const operationCounts = pgTable(
  'operation_counts',
  {
    tituNume: text('titu_nume').notNull(),
    categorie: text('categorie').$type<THistoCategorie>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tituNume, table.categorie] })],
);
