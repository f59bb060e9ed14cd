import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { holders } from './holders';
import { issuers, themes } from './register';

/** Prices and quantities: exact decimals in the database, numbers on the wire. */
const price = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 16, scale: 4, mode: 'number' });

/** Securities of the register (valeurs) with their last quote and the previous close. */
export const securities = pgTable('securities', {
  valeIden: integer('vale_iden').primaryKey(),
  valeLibe: text('vale_libe').notNull(),
  isin: text('isin').notNull().unique(),
  emetIden: integer('emet_iden')
    .notNull()
    .references(() => issuers.emetIden),
  /** ACTION, OBLIGATION or FONDS (ZValeurNature). */
  valeNatu: text('vale_natu').notNull(),
  /** Listed abroad: its fees and tick sizes differ. */
  isValeurEtrangere: boolean('is_valeur_etrangere').notNull().default(false),
  /** Fee schedule code (fee_schedules.bareme_web). */
  baremeWeb: text('bareme_web').notNull(),
  /** Market the security is listed on; null when it cannot be traded online. */
  marche: text('marche'),
  devise: text('devise').notNull().default('EUR'),
  cours: price('cours').notNull(),
  coursVeille: price('cours_veille').notNull(),
  dateCours: date('date_cours').notNull(),
});

/** Daily quotes of a security (close, high, low): the history of operation/valeur-details. */
export const securityQuotes = pgTable(
  'security_quotes',
  {
    valeIden: integer('vale_iden')
      .notNull()
      .references(() => securities.valeIden),
    date: date('date').notNull(),
    cours: price('cours').notNull(),
    plusHaut: price('plus_haut').notNull(),
    plusBas: price('plus_bas').notNull(),
  },
  (table) => [primaryKey({ columns: [table.valeIden, table.date] })],
);

/**
 * Fee schedules (spec 3 §3 bareme). emetIden 0 holds the register-wide schedule of a code, an
 * issuer's row overrides it. Band i covers amounts up to amount{i}D at percent{i}D percent; a band
 * with a percent and no amount is open-ended.
 */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    idextBarcomms: serial('idext_barcomms').primaryKey(),
    emetIden: integer('emet_iden').notNull().default(0),
    baremeWeb: text('bareme_web').notNull(),
    amount0D: price('amount0_d'),
    percent0D: price('percent0_d'),
    amount1D: price('amount1_d'),
    percent1D: price('percent1_d'),
    amount2D: price('amount2_d'),
    percent2D: price('percent2_d'),
    amount3D: price('amount3_d'),
    percent3D: price('percent3_d'),
    amount4D: price('amount4_d'),
    percent4D: price('percent4_d'),
    amount5D: price('amount5_d'),
    percent5D: price('percent5_d'),
    amount6D: price('amount6_d'),
    percent6D: price('percent6_d'),
    amount7D: price('amount7_d'),
    percent7D: price('percent7_d'),
    amount8D: price('amount8_d'),
    percent8D: price('percent8_d'),
    amount9D: price('amount9_d'),
    percent9D: price('percent9_d'),
    /** Minimum fee, 0 for none. */
    mtMinD: price('mt_min_d').notNull().default(0),
    /** Maximum fee, 0 for none. */
    mtMaxD: price('mt_max_d').notNull().default(0),
  },
  (table) => [uniqueIndex('fee_schedules_issuer_code').on(table.emetIden, table.baremeWeb)],
);

/** Lines of securities of an account: one per security and holding mode. */
export const holdings = pgTable(
  'holdings',
  {
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    valeIden: integer('vale_iden')
      .notNull()
      .references(() => securities.valeIden),
    /** NOMINATIF_PUR, NOMINATIF_ADMINISTRE or PEE (ZModeDetention). */
    modeDetention: text('mode_detention').notNull(),
    quantite: quantity('quantite').notNull(),
    /** Part of quantite that cannot be sold today (lock-up, pledge, pending sale). */
    quantiteIndisponible: quantity('quantite_indisponible').notNull().default(0),
    /** Weighted average purchase price; null when unknown (received free, transferred in). */
    prixRevientMoyen: price('prix_revient_moyen'),
  },
  (table) => [primaryKey({ columns: [table.tituNume, table.valeIden, table.modeDetention] })],
);

/**
 * Plans of free shares (AGA) and stock options. Their status is never stored: it follows from
 * the dates and the day of the request.
 */
export const rightsPlans = pgTable('rights_plans', {
  idPlan: integer('id_plan').primaryKey(),
  planLibe: text('plan_libe').notNull(),
  /** AGA or STOCK_OPTION (ZDroitType). */
  type: text('type').notNull(),
  valeIden: integer('vale_iden')
    .notNull()
    .references(() => securities.valeIden),
  dateAttribution: date('date_attribution').notNull(),
  /** Free shares: acquisition; options: first exercise date. */
  dateAcquisition: date('date_acquisition').notNull(),
  /** End of the holding period of free shares; null when none. */
  dateDisponibilite: date('date_disponibilite'),
  /** Last exercise date of options; null for free shares. */
  dateExpiration: date('date_expiration'),
  /** Exercise price of options; null for free shares. */
  prixExercice: price('prix_exercice'),
});

/** What a plan granted to one account. */
export const rightsGrants = pgTable(
  'rights_grants',
  {
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    idPlan: integer('id_plan')
      .notNull()
      .references(() => rightsPlans.idPlan),
    quantite: quantity('quantite').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tituNume, table.idPlan] })],
);

/** Employee savings funds (FCPE) with their last net asset value. */
export const funds = pgTable('funds', {
  fondsIden: integer('fonds_iden').primaryKey(),
  fondsLibe: text('fonds_libe').notNull(),
  codeAmf: text('code_amf').notNull(),
  emetIden: integer('emet_iden')
    .notNull()
    .references(() => issuers.emetIden),
  valeurLiquidative: price('valeur_liquidative').notNull(),
  dateVl: date('date_vl').notNull(),
  devise: text('devise').notNull().default('EUR'),
});

/** Units of a fund held by an account. */
export const fundPositions = pgTable(
  'fund_positions',
  {
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
    fondsIden: integer('fonds_iden')
      .notNull()
      .references(() => funds.fondsIden),
    nombreParts: quantity('nombre_parts').notNull(),
    partsDisponibles: quantity('parts_disponibles').notNull(),
    /** Date the locked units become available; null when all are available. */
    dateDisponibilite: date('date_disponibilite'),
  },
  (table) => [primaryKey({ columns: [table.tituNume, table.fondsIden] })],
);

/** Issuer news (emetIden null: news of the registrar, shown to every holder). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    emetIden: integer('emet_iden').references(() => issuers.emetIden),
    datePublication: date('date_publication').notNull(),
    lien: text('lien'),
    /** Shown in the dashboard banner carousel. */
    aLaUne: boolean('a_la_une').notNull().default(false),
  },
  (table) => [index('news_issuer').on(table.emetIden)],
);

/** The text of a news item in one language; a missing language falls back to fr. */
export const newsTexts = pgTable(
  'news_texts',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    /** A portal language (not a foreign key: languages are written after the seed). */
    langueIden: text('langue_iden').notNull(),
    titre: text('titre').notNull(),
    resume: text('resume').notNull(),
  },
  (table) => [primaryKey({ columns: [table.newsId, table.langueIden] })],
);

/** Alerts of a theme (themeId null: every theme), shown between dateDebut and dateFin. */
export const alerts = pgTable('alerts', {
  id: serial('id').primaryKey(),
  themeId: integer('theme_id').references(() => themes.id),
  /** INFO, AVERTISSEMENT or URGENT (ZAlertNiveau). */
  niveau: text('niveau').notNull(),
  dateDebut: timestamp('date_debut', { withTimezone: true }).notNull(),
  dateFin: timestamp('date_fin', { withTimezone: true }),
});

/** The text of an alert in one language; a missing language falls back to fr. */
export const alertTexts = pgTable(
  'alert_texts',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    /** A portal language (not a foreign key: languages are written after the seed). */
    langueIden: text('langue_iden').notNull(),
    titre: text('titre').notNull(),
    message: text('message').notNull(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.langueIden] })],
);

/** Whether the account agreement (convention de compte, coct) of a holder is complete. */
export const coctCompletions = pgTable('coct_completions', {
  tituNume: text('titu_nume')
    .primaryKey()
    .references(() => holders.tituNume),
  complete: boolean('complete').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
