import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './holders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A login session. `id` is the non-secret idRefreshToken of the wire; the secret refresh
 * token travels in an HttpOnly cookie and only its hash is kept (refresh_tokens).
 */
export const sessions = pgTable('sessions', {
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
});

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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
