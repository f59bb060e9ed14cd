import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './holders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One identity-document check session (spec 2 §3 Identity-document control), known by its
 * secondToken. A visitor's session belongs to a pending sign-up (verificationKey); a connected
 * user's to the login. Files live outside the web root, in DATA_DIR/identity-checks.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    secondToken: text('second_token').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-up flow's key for a visitor; null for a connected user. */
    verificationKey: text('verification_key'),
    useCase: text('use_case').notNull(),
    context: text('context').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** CREATED, PENDING (submitted), DONE or ERROR. */
    status: text('status').notNull().default('CREATED'),
    scoreRange: text('score_range'),
    errorCode: text('error_code'),
    /** How long the local analysis took (ms). */
    analysisMs: integer('analysis_ms'),
    /** The contact left after a medium score. */
    mediumPhone: text('medium_phone'),
    mediumMail: text('medium_mail'),
    mediumLang: text('medium_lang'),
    createdAt: at('created_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
  },
  (table) => [index('identity_checks_user').on(table.userId)],
);

/** One stored side of a document. */
export type TIdSheetRow = {
  fileName: string;
  storageKey: string;
  contentType: string;
  size: number;
  pages: number;
  width: number | null;
  height: number | null;
  readable: boolean;
};

/** A document uploaded into a check session, with its sheets (one, or two for recto and verso). */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secondToken: text('second_token')
      .notNull()
      .references(() => identityChecks.secondToken, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    subType: text('sub_type').notNull(),
    status: text('status').notNull(),
    sheets: jsonb('sheets').$type<TIdSheetRow[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('identity_documents_check').on(table.secondToken)],
);
