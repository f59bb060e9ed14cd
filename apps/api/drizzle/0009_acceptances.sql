CREATE TABLE "acceptance_plan_documents" (
	"id_acceptation_plan" integer NOT NULL,
	"document_id" integer NOT NULL,
	"langue_iso3" text NOT NULL,
	"ordre" integer NOT NULL,
	CONSTRAINT "acceptance_plan_documents_id_acceptation_plan_document_id_langue_iso3_pk" PRIMARY KEY("id_acceptation_plan","document_id","langue_iso3")
);
--> statement-breakpoint
CREATE TABLE "acceptance_plans" (
	"id_acceptation_plan" integer PRIMARY KEY NOT NULL,
	"titu_nume" text NOT NULL,
	"code_plan" text NOT NULL,
	"libelle_plan" text NOT NULL,
	"libelle_plan_traduction_key" text,
	"type_plan" text NOT NULL,
	"nombre_droits" integer NOT NULL,
	"prix_exercice" numeric(18, 4) NOT NULL,
	"action_sous_jacente" text NOT NULL,
	"date_directoire" date NOT NULL,
	"date_debut_plan" date NOT NULL,
	"date_fin_plan" date,
	"date_acquisition" date,
	"date_limite_reponse" timestamp with time zone NOT NULL,
	"indicateur_disclaimer" boolean DEFAULT false NOT NULL,
	"first_disclaimer_traduction_key" text NOT NULL,
	"second_disclaimer_traduction_key" text,
	"additional_data_traduction_key" text,
	"recap_traduction_key" text,
	"confirm_traduction_key" text,
	"document_ged" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acceptance_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_acceptation_plan" integer NOT NULL,
	"titu_nume" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reponse" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"titu_nume" text NOT NULL,
	"nature_demande" text NOT NULL,
	"id_acceptation_plan" integer,
	"reponse" text,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acceptance_plan_documents" ADD CONSTRAINT "acceptance_plan_documents_id_acceptation_plan_acceptance_plans_id_acceptation_plan_fk" FOREIGN KEY ("id_acceptation_plan") REFERENCES "public"."acceptance_plans"("id_acceptation_plan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_plan_documents" ADD CONSTRAINT "acceptance_plan_documents_document_id_generic_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."generic_documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_plans" ADD CONSTRAINT "acceptance_plans_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_responses" ADD CONSTRAINT "acceptance_responses_id_acceptation_plan_acceptance_plans_id_acceptation_plan_fk" FOREIGN KEY ("id_acceptation_plan") REFERENCES "public"."acceptance_plans"("id_acceptation_plan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_responses" ADD CONSTRAINT "acceptance_responses_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_responses" ADD CONSTRAINT "acceptance_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_tokens" ADD CONSTRAINT "operation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_tokens" ADD CONSTRAINT "operation_tokens_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_tokens" ADD CONSTRAINT "operation_tokens_id_acceptation_plan_acceptance_plans_id_acceptation_plan_fk" FOREIGN KEY ("id_acceptation_plan") REFERENCES "public"."acceptance_plans"("id_acceptation_plan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acceptance_plans_holder" ON "acceptance_plans" USING btree ("titu_nume","date_limite_reponse");--> statement-breakpoint
CREATE UNIQUE INDEX "acceptance_responses_plan_holder" ON "acceptance_responses" USING btree ("id_acceptation_plan","titu_nume");--> statement-breakpoint
CREATE INDEX "operation_tokens_holder" ON "operation_tokens" USING btree ("titu_nume");