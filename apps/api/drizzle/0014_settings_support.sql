CREATE TABLE "holder_settings" (
	"titu_nume" text PRIMARY KEY NOT NULL REFERENCES "holders"("titu_nume"),
	"e_services" boolean DEFAULT false NOT NULL,
	"e_services_at" timestamp with time zone,
	"e_convocation" boolean DEFAULT false NOT NULL,
	"e_convocation_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advance_exemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titu_nume" text NOT NULL REFERENCES "holders"("titu_nume"),
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"annee" integer NOT NULL,
	"situation" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "advance_exemptions_holder_year" ON "advance_exemptions" ("titu_nume","annee");
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"version" integer NOT NULL REFERENCES "terms_versions"("version"),
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "support_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"libelle" text NOT NULL,
	"for_visitors" boolean NOT NULL,
	"for_holders" boolean NOT NULL,
	"ordre" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" serial NOT NULL UNIQUE,
	"reference" text UNIQUE,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"titu_nume" text,
	"categorie" text NOT NULL REFERENCES "support_categories"("code"),
	"objet" text NOT NULL,
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"language" text NOT NULL,
	"theme_id" integer NOT NULL,
	"statut" text DEFAULT 'OUVERTE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "support_requests_user" ON "support_requests" ("user_id","updated_at");
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL REFERENCES "support_requests"("id") ON DELETE cascade,
	"auteur" text NOT NULL,
	"texte" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "support_messages_request" ON "support_messages" ("request_id","created_at");
--> statement-breakpoint
CREATE TABLE "support_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL REFERENCES "support_messages"("id") ON DELETE cascade,
	"request_id" uuid NOT NULL REFERENCES "support_requests"("id") ON DELETE cascade,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "support_files_message" ON "support_files" ("message_id");
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"categorie" text NOT NULL,
	"categorie_libelle" text NOT NULL,
	"question" text NOT NULL,
	"reponse" text NOT NULL,
	"for_visitors" boolean NOT NULL,
	"for_holders" boolean NOT NULL,
	"ordre" integer NOT NULL
);
