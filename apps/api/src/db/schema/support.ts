import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './holders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Categories of support requests (selfcare/categories); `libelle` is a translation key. */
export const supportCategories = pgTable('support_categories', {
  code: text('code').primaryKey(),
  libelle: text('libelle').notNull(),
  forVisitors: boolean('for_visitors').notNull(),
  forHolders: boolean('for_holders').notNull(),
  ordre: integer('ordre').notNull(),
});

/** A support request (selfcare/demande) from a visitor (no user) or a signed-in holder. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: serial('numero').notNull().unique(),
    reference: text('reference').unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tituNume: text('titu_nume'),
    categorie: text('categorie')
      .notNull()
      .references(() => supportCategories.code),
    objet: text('objet').notNull(),
    nom: text('nom').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone'),
    language: text('language').notNull(),
    themeId: integer('theme_id').notNull(),
    /** OUVERTE, REPONDUE, EN_ATTENTE or CLOSE. */
    statut: text('statut').notNull().default('OUVERTE'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('support_requests_user').on(table.userId, table.updatedAt)],
);

/** The thread of a request: the holder's messages and the desk's answers. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    /** TITULAIRE or CONSEILLER. */
    auteur: text('auteur').notNull(),
    texte: text('texte').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the holder read a desk answer; null while unread (holder messages are read). */
    readAt: at('read_at'),
  },
  (table) => [index('support_messages_request').on(table.requestId, table.createdAt)],
);

/** Attachments, stored outside the web root under DATA_DIR/support/<storageKey>. */
export const supportFiles = pgTable(
  'support_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('support_files_message').on(table.messageId)],
);

/** FAQ entries (resource/faq): question and answer are translation keys. */
export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  categorie: text('categorie').notNull(),
  categorieLibelle: text('categorie_libelle').notNull(),
  question: text('question').notNull(),
  reponse: text('reponse').notNull(),
  forVisitors: boolean('for_visitors').notNull(),
  forHolders: boolean('for_holders').notNull(),
  ordre: integer('ordre').notNull(),
});
