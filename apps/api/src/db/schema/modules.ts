import { boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { issuers } from './register';

/** Menu groups (spec 3 §3). */
export const moduleGroups = pgTable('module_groups', {
  id: serial('id').primaryKey(),
  groupeNom: text('groupe_nom').notNull(),
  groupeUrl: text('groupe_url').notNull().unique(),
  groupeOrdre: integer('groupe_ordre').notNull(),
  groupeImgName: text('groupe_img_name').notNull(),
  showMenu: boolean('show_menu').notNull().default(true),
});

/** Sub-modules: `moduleKey` is the habilitation key of spec 3 §6 (titres, droits, ...). */
export const subModules = pgTable(
  'sub_modules',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => moduleGroups.id),
    moduleKey: text('module_key').notNull(),
    moduleNom: text('module_nom').notNull(),
    moduleUrl: text('module_url').notNull(),
    ordre: integer('ordre').notNull(),
    show: boolean('show').notNull().default(true),
  },
  (table) => [uniqueIndex('sub_modules_key').on(table.moduleKey)],
);

/** What an issuer grants (habiliteEmet); a missing row means granted. */
export const issuerHabilitations = pgTable(
  'issuer_habilitations',
  {
    emetIden: integer('emet_iden')
      .notNull()
      .references(() => issuers.emetIden),
    subModuleId: integer('sub_module_id')
      .notNull()
      .references(() => subModules.id),
    habiliteEmet: boolean('habilite_emet').notNull(),
    msgActi: text('msg_acti'),
  },
  (table) => [primaryKey({ columns: [table.emetIden, table.subModuleId] })],
);

/** What an account may do (habiliteActi) and why not (motifsBlocage, translation keys). */
export const accountHabilitations = pgTable(
  'account_habilitations',
  {
    actiIden: integer('acti_iden').notNull(),
    emetIden: integer('emet_iden').notNull(),
    subModuleId: integer('sub_module_id')
      .notNull()
      .references(() => subModules.id),
    habiliteActi: boolean('habilite_acti').notNull(),
    motifsBlocage: text('motifs_blocage').array().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.actiIden, table.emetIden, table.subModuleId] })],
);
