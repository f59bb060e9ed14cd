-- Issue 15 §4: the login's lock states per login and address, per unknown login, and the wrong
-- passwords per address were kept in each instance's memory; they are rows of auth_counters now,
-- so every instance counts the same failures.
ALTER TABLE "auth_counters" ADD COLUMN IF NOT EXISTS "lockouts" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "auth_counters" ADD COLUMN IF NOT EXISTS "locked_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "auth_counters" ADD COLUMN IF NOT EXISTS "permanent" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "auth_counters" ADD COLUMN IF NOT EXISTS "stamp" text NOT NULL DEFAULT '';
