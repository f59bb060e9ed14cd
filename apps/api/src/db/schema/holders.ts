import {
  boolean,
  date,
  integer,
  jsonb,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { issuers, timestamps } from './register';

/** Portal users. A user without a password hash has not signed up yet. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  login: text('login').notNull().unique(),
  email: text('email'),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  smsConsent: boolean('sms_consent').notNull().default(false),
  language: text('language').notNull().default('fr'),
  /** Wrong passwords in a row; reset by a good one. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** Set when failedAttempts reached the limit; cleared by a password reset. */
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  /** End of the current temporary lock (brute-force policy); null when none. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Temporary locks since the last good password; at LOCK_PERMANENT_AFTER the lock is permanent. */
  lockouts: integer('lockouts').notNull().default(0),
  /** Keyed hashes of the addresses this user last logged in from (newest first, a few). */
  trustedAddresses: jsonb('trusted_addresses').$type<string[]>().notNull().default([]),
  /** Asks for a one-time code by SMS after the password (validate-otp step). */
  otpLogin: boolean('otp_login').notNull().default(false),
  ...timestamps,
});

/** Holder (titulaire) of spec 1 §3: one per account of an issuer's register. */
export const holders = pgTable('holders', {
  tituNume: text('titu_nume').primaryKey(),
  actiIden: integer('acti_iden').notNull(),
  emetIden: integer('emet_iden')
    .notNull()
    .references(() => issuers.emetIden),
  civility: text('civility').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthDate: date('birth_date'),
  /** FRANCE, DOM, TOM or another country's ISO code. */
  residenceFiscale: text('residence_fiscale').notNull(),
  blackoutControls: text('blackout_controls').array().notNull().default([]),
  hasBlocageRefExterne: boolean('has_blocage_ref_externe').notNull().default(false),
  email: text('email'),
  phone: text('phone'),
  ...timestamps,
});

/** Accounts (comptes) a user may act on: one register account (actiIden) at one issuer. */
export const accounts = pgTable(
  'accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actiIden: integer('acti_iden').notNull(),
    emetIden: integer('emet_iden')
      .notNull()
      .references(() => issuers.emetIden),
    tituNume: text('titu_nume')
      .notNull()
      .references(() => holders.tituNume),
  },
  (table) => [
    primaryKey({ columns: [table.actiIden, table.emetIden] }),
    index('accounts_user').on(table.userId),
  ],
);
