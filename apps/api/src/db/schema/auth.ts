import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './holders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A login session. `id` is the non-secret idRefreshToken of the wire; the secret refresh
 * token travels in an HttpOnly cookie and only its hash is kept (refresh_tokens).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tituNume: text('titu_nume'),
    actiIden: integer('acti_iden'),
    emetIden: integer('emet_iden'),
    isSso: text('is_sso').notNull().default('N'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** Every refresh token ever issued for a session; a spent one presented again revokes the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    spentAt: at('spent_at'),
  },
  (table) => [index('refresh_tokens_session').on(table.sessionId)],
);

/**
 * Short-lived secrets sent to a person: one-time codes (6 digits) and e-mail links. Only the
 * hash is stored; each is single use, expires, and allows a limited number of attempts.
 * `verificationKey` ties the steps of one flow together without revealing the user.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verificationKey: text('verification_key').notNull().unique(),
    /** Null for an old-account flow, whose holder has no portal user yet. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    channel: text('channel'),
    secretHash: text('secret_hash'),
    attempts: integer('attempts').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (table) => [index('verifications_user').on(table.userId)],
);

/** Messages sent to people. The local transport keeps them here for the dev mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('outbox_recipient').on(table.recipient, table.createdAt)],
);

/** Messages left through the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  themeId: integer('theme_id').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Accounts of the two old portals (OLIS-style and PLS-style) not yet moved to Nomina. The
 * old-account flow checks these credentials, then creates the holder's new portal user.
 */
export const legacyAccounts = pgTable('legacy_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** OLIS or PLS: the PLS portal also had an access code. */
  variant: text('variant').notNull(),
  oldIdentifier: text('old_identifier').notNull().unique(),
  accessCodeHash: text('access_code_hash'),
  passwordHash: text('password_hash').notNull(),
  emetIden: integer('emet_iden').notNull(),
  /** Client reference digits (written 'emetIden / digits' in the identity form). */
  refClient: text('ref_client').notNull(),
  refSalarie: text('ref_salarie'),
  tituNume: text('titu_nume').notNull(),
  /** Blocked by the registrar: general.error.blocked.xpls. */
  blocked: text('blocked').notNull().default('N'),
  /**
   * Wrong old passwords since the last right one, and the temporary locks they brought (they
   * double, and never become permanent: authenticate/lock-policy.ts).
   */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: at('locked_until'),
  migratedUserId: uuid('migrated_user_id').references(() => users.id, { onDelete: 'set null' }),
  migratedAt: at('migrated_at'),
});
