-- An old (OLIS/PLS) account's wrong passwords bring temporary locks that double, as the portal's
-- own login does, instead of a lock for good after MAX_PASSWORD_ATTEMPTS: anyone who knew an old
-- identifier could shut its holder out of the migration. The registrar's own block stays in
-- `blocked`.
ALTER TABLE legacy_accounts ADD COLUMN lockouts integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE legacy_accounts ADD COLUMN locked_until timestamptz;
