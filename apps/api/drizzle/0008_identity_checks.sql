CREATE TABLE "identity_checks" (
	"second_token" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"verification_key" text,
	"use_case" text NOT NULL,
	"context" text NOT NULL,
	"phone" text,
	"email" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"score_range" text,
	"error_code" text,
	"analysis_ms" integer,
	"medium_phone" text,
	"medium_mail" text,
	"medium_lang" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"second_token" text NOT NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"status" text NOT NULL,
	"sheets" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_second_token_identity_checks_second_token_fk" FOREIGN KEY ("second_token") REFERENCES "public"."identity_checks"("second_token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_checks_user" ON "identity_checks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_documents_check" ON "identity_documents" USING btree ("second_token");