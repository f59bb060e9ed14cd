CREATE TABLE "ost_events" (
	"id_ost" integer PRIMARY KEY NOT NULL,
	"type_ost" text NOT NULL,
	"vale_iden" integer NOT NULL,
	"date_debut" timestamp with time zone NOT NULL,
	"date_limite" timestamp with time zone NOT NULL,
	"date_paiement" date NOT NULL,
	"dividende_par_action" numeric(18, 6),
	"prix_reinvestissement" numeric(18, 6),
	"taux_prelevement" numeric(8, 4),
	"options_dividende" text[] DEFAULT '{}' NOT NULL,
	"parite_droits" integer,
	"prix_souscription" numeric(18, 6),
	"prix_droit" numeric(18, 6),
	"options_souscription" text[] DEFAULT '{}' NOT NULL,
	"message_type" text,
	"message_key" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ost_events_type_check" CHECK ("type_ost" in ('PDA', 'AK'))
);
--> statement-breakpoint
CREATE TABLE "ost_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_ost" integer NOT NULL,
	"titu_nume" text NOT NULL,
	"user_id" uuid,
	"ref_demande" text NOT NULL,
	"choix" text NOT NULL,
	"option" text,
	"mode_paiement" text,
	"quantite_detenue" integer NOT NULL,
	"nombre_titres" integer NOT NULL,
	"montant_a_payer" numeric(18, 2) NOT NULL,
	"montant_en_faveur" numeric(18, 2) NOT NULL,
	"statut" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"id_demande" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ost_pending_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_ost" integer NOT NULL,
	"choix" text NOT NULL,
	"option" text,
	"mode_paiement" text
);
--> statement-breakpoint
ALTER TABLE "ost_events" ADD CONSTRAINT "ost_events_vale_iden_securities_vale_iden_fk" FOREIGN KEY ("vale_iden") REFERENCES "public"."securities"("vale_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ost_answers" ADD CONSTRAINT "ost_answers_id_ost_ost_events_id_ost_fk" FOREIGN KEY ("id_ost") REFERENCES "public"."ost_events"("id_ost") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ost_answers" ADD CONSTRAINT "ost_answers_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ost_answers" ADD CONSTRAINT "ost_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ost_answers" ADD CONSTRAINT "ost_answers_id_demande_operations_id_demande_fk" FOREIGN KEY ("id_demande") REFERENCES "public"."operations"("id_demande") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ost_pending_tokens" ADD CONSTRAINT "ost_pending_tokens_token_hash_operation_tokens_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."operation_tokens"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ost_pending_tokens" ADD CONSTRAINT "ost_pending_tokens_id_ost_ost_events_id_ost_fk" FOREIGN KEY ("id_ost") REFERENCES "public"."ost_events"("id_ost") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ost_events_valeur" ON "ost_events" USING btree ("vale_iden","date_limite");--> statement-breakpoint
CREATE INDEX "ost_events_due" ON "ost_events" USING btree ("date_paiement") WHERE "settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ost_answers_event_holder" ON "ost_answers" USING btree ("id_ost","titu_nume");--> statement-breakpoint
CREATE UNIQUE INDEX "ost_answers_ref_demande" ON "ost_answers" USING btree ("ref_demande");
