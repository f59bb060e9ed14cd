CREATE TABLE "holder_profiles" (
	"titu_nume" text PRIMARY KEY NOT NULL REFERENCES "holders"("titu_nume"),
	"adresse_postale" jsonb,
	"adresse_fiscale" jsonb,
	"lieu_naissance" text,
	"pays_naissance" text,
	"profession" text,
	"tranche_salaire" text,
	"tranche_patrimoine" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"titu_nume" text NOT NULL REFERENCES "holders"("titu_nume"),
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"auteur" text NOT NULL,
	"section" text NOT NULL,
	"champ" text NOT NULL,
	"ancienne_valeur" text,
	"nouvelle_valeur" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_audit_holder" ON "profile_audit" ("titu_nume","created_at");
--> statement-breakpoint
CREATE TABLE "profile_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titu_nume" text NOT NULL REFERENCES "holders"("titu_nume"),
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'EN_ATTENTE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "profile_documents_holder" ON "profile_documents" ("titu_nume","created_at");
--> statement-breakpoint
CREATE TABLE "bank_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titu_nume" text NOT NULL REFERENCES "holders"("titu_nume"),
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"document_id" uuid REFERENCES "profile_documents"("id"),
	"status" text NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bank_details_holder" ON "bank_details" ("titu_nume","created_at");
--> statement-breakpoint
CREATE TABLE "agreements" (
	"coct_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titu_nume" text NOT NULL REFERENCES "holders"("titu_nume"),
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"storage_key" text NOT NULL,
	"signed_storage_key" text,
	"ged_uuid" text,
	"verification_key" text,
	"id_demande" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "agreements_holder" ON "agreements" ("titu_nume","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_signed_once" ON "agreements" ("titu_nume","version") WHERE "status" = 'SIGNE';
