CREATE TABLE "executions" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_demande" text NOT NULL,
	"date_execution" timestamp with time zone NOT NULL,
	"quantite" numeric(18, 4) NOT NULL,
	"cours" numeric(18, 4) NOT NULL,
	"montant" numeric(18, 4) NOT NULL,
	"lieu_execution" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id_demande" text PRIMARY KEY NOT NULL,
	"titu_nume" text NOT NULL,
	"reference" text NOT NULL,
	"categorie" text NOT NULL,
	"type_operation" text NOT NULL,
	"date_saisie" timestamp with time zone NOT NULL,
	"date_operation" timestamp with time zone NOT NULL,
	"date_validite" date,
	"vale_iden" integer,
	"vale_libe" text NOT NULL,
	"quantite" numeric(18, 4) NOT NULL,
	"quantite_executee" numeric(18, 4) DEFAULT 0 NOT NULL,
	"prix_unitaire" numeric(18, 4),
	"montant_brut" numeric(18, 4) NOT NULL,
	"frais" numeric(18, 4) DEFAULT 0 NOT NULL,
	"taxes" numeric(18, 4) DEFAULT 0 NOT NULL,
	"montant_net" numeric(18, 4) NOT NULL,
	"devise" text DEFAULT 'EUR' NOT NULL,
	"statut" text NOT NULL,
	"type_ordre" text,
	"cours_limite" numeric(18, 4),
	"mode_paiement" text,
	"code_avis" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"document_type_id" integer PRIMARY KEY NOT NULL,
	"traduction_key" text NOT NULL,
	"code_couleur_html" text NOT NULL,
	"ordre" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ged_documents" (
	"uuid" text PRIMARY KEY NOT NULL,
	"titu_nume" text NOT NULL,
	"categorie" text NOT NULL,
	"document_code" text NOT NULL,
	"key_title" text NOT NULL,
	"language_code" text NOT NULL,
	"date_arrete" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"storage_key" text NOT NULL,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_document_files" (
	"document_id" integer NOT NULL,
	"langue_iso3" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "generic_document_files_document_id_langue_iso3_pk" PRIMARY KEY("document_id","langue_iso3")
);
--> statement-breakpoint
CREATE TABLE "generic_documents" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"document_type_id" integer NOT NULL,
	"traduction_key" text NOT NULL,
	"emet_iden" integer,
	"source" jsonb NOT NULL,
	"ordre" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_id_demande_operations_id_demande_fk" FOREIGN KEY ("id_demande") REFERENCES "public"."operations"("id_demande") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ged_documents" ADD CONSTRAINT "ged_documents_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_document_files" ADD CONSTRAINT "generic_document_files_document_id_generic_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."generic_documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_documents" ADD CONSTRAINT "generic_documents_document_type_id_document_types_document_type_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("document_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_documents" ADD CONSTRAINT "generic_documents_emet_iden_issuers_emet_iden_fk" FOREIGN KEY ("emet_iden") REFERENCES "public"."issuers"("emet_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executions_demande" ON "executions" USING btree ("id_demande","date_execution");--> statement-breakpoint
CREATE INDEX "operations_holder_categorie_date" ON "operations" USING btree ("titu_nume","categorie","date_operation","id_demande");--> statement-breakpoint
CREATE INDEX "operations_holder_reference" ON "operations" USING btree ("titu_nume","reference");--> statement-breakpoint
CREATE INDEX "operations_code_avis" ON "operations" USING btree ("code_avis") WHERE "operations"."code_avis" is not null;--> statement-breakpoint
CREATE INDEX "ged_documents_holder_categorie" ON "ged_documents" USING btree ("titu_nume","categorie","date_arrete");--> statement-breakpoint
CREATE UNIQUE INDEX "ged_documents_holder_code_lang_date" ON "ged_documents" USING btree ("titu_nume","document_code","language_code","date_arrete");