-- Issue 15: every login and signed-in read finds its rows through an index.
-- The accounts of a user (every login, the account choice, the token's account check).
CREATE INDEX IF NOT EXISTS "accounts_user" ON "accounts" ("user_id");
--> statement-breakpoint
-- The sessions of a user (revoked together after a password change or a lock).
CREATE INDEX IF NOT EXISTS "sessions_user" ON "sessions" ("user_id");
