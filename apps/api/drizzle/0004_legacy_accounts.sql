CREATE TABLE "legacy_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant" text NOT NULL,
	"old_identifier" text NOT NULL,
	"access_code_hash" text,
	"password_hash" text NOT NULL,
	"emet_iden" integer NOT NULL,
	"ref_client" text NOT NULL,
	"ref_salarie" text,
	"titu_nume" text NOT NULL,
	"blocked" text DEFAULT 'N' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"migrated_user_id" uuid,
	"migrated_at" timestamp with time zone,
	CONSTRAINT "legacy_accounts_old_identifier_unique" UNIQUE("old_identifier")
);
--> statement-breakpoint
ALTER TABLE "verifications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "legacy_accounts" ADD CONSTRAINT "legacy_accounts_migrated_user_id_users_id_fk" FOREIGN KEY ("migrated_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;