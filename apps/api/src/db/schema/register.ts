import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TThemeConfig } from '@nomina/domain';

/** One row per issuer theme (spec 3 §3). `hosts` maps the page origin's host name to the theme. */
export const themes = pgTable('themes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  hosts: text('hosts').array().notNull().default([]),
  /** false puts every page of the theme in maintenance (spec 1 §4). */
  alive: boolean('alive').notNull().default(true),
  allowLegacyUser: boolean('allow_legacy_user').notNull().default(true),
  config: jsonb('config').$type<TThemeConfig>().notNull(),
});

/** Issuers (émetteurs) served by the registrar. `migrated` issuers appear in the old-account autocomplete. */
export const issuers = pgTable('issuers', {
  emetIden: integer('emet_iden').primaryKey(),
  emetLibe: text('emet_libe').notNull(),
  themeId: integer('theme_id')
    .notNull()
    .references(() => themes.id),
  migrated: boolean('migrated').notNull().default(true),
  /** HS256 key the issuer's intranet signs SSO tokens with; null when the issuer has no SSO. */
  ssoSecret: text('sso_secret'),
});

export const languages = pgTable('languages', {
  langueIden: text('langue_iden').primaryKey(),
  /** The language's own name, as shown in the switcher. */
  libelle: text('libelle').notNull(),
  ordre: integer('ordre').notNull(),
  /** Offered on the site (langues/site) rather than only known (langues). */
  isSite: boolean('is_site').notNull().default(true),
});

/** Theme 0 is the common base; a row for a real theme overrides it for that theme only. */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    langueIden: text('langue_iden')
      .notNull()
      .references(() => languages.langueIden),
    themeId: integer('theme_id').notNull().default(0),
    libelle: text('libelle').notNull(),
  },
  (table) => [uniqueIndex('translations_key_lang_theme').on(table.key, table.langueIden, table.themeId)],
);

/** Site parameters; emetIden 0 holds the register-wide default, an issuer row overrides it. */
export const siteParameters = pgTable(
  'site_parameters',
  {
    emetIden: integer('emet_iden').notNull().default(0),
    paramName: text('param_name').notNull(),
    paramValue: text('param_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.emetIden, table.paramName] })],
);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Hash of each shipped catalogue last written to the database, so start-up writes only changes. */
export const catalogueState = pgTable('catalogue_state', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
});
