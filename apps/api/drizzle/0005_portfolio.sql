CREATE TABLE "alert_texts" (
	"alert_id" integer NOT NULL,
	"langue_iden" text NOT NULL,
	"titre" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "alert_texts_alert_id_langue_iden_pk" PRIMARY KEY("alert_id","langue_iden")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme_id" integer,
	"niveau" text NOT NULL,
	"date_debut" timestamp with time zone NOT NULL,
	"date_fin" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coct_completions" (
	"titu_nume" text PRIMARY KEY NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"idext_barcomms" serial PRIMARY KEY NOT NULL,
	"emet_iden" integer DEFAULT 0 NOT NULL,
	"bareme_web" text NOT NULL,
	"amount0_d" numeric(14, 4),
	"percent0_d" numeric(14, 4),
	"amount1_d" numeric(14, 4),
	"percent1_d" numeric(14, 4),
	"amount2_d" numeric(14, 4),
	"percent2_d" numeric(14, 4),
	"amount3_d" numeric(14, 4),
	"percent3_d" numeric(14, 4),
	"amount4_d" numeric(14, 4),
	"percent4_d" numeric(14, 4),
	"amount5_d" numeric(14, 4),
	"percent5_d" numeric(14, 4),
	"amount6_d" numeric(14, 4),
	"percent6_d" numeric(14, 4),
	"amount7_d" numeric(14, 4),
	"percent7_d" numeric(14, 4),
	"amount8_d" numeric(14, 4),
	"percent8_d" numeric(14, 4),
	"amount9_d" numeric(14, 4),
	"percent9_d" numeric(14, 4),
	"mt_min_d" numeric(14, 4) DEFAULT 0 NOT NULL,
	"mt_max_d" numeric(14, 4) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_positions" (
	"titu_nume" text NOT NULL,
	"fonds_iden" integer NOT NULL,
	"nombre_parts" numeric(16, 4) NOT NULL,
	"parts_disponibles" numeric(16, 4) NOT NULL,
	"date_disponibilite" date,
	CONSTRAINT "fund_positions_titu_nume_fonds_iden_pk" PRIMARY KEY("titu_nume","fonds_iden")
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"fonds_iden" integer PRIMARY KEY NOT NULL,
	"fonds_libe" text NOT NULL,
	"code_amf" text NOT NULL,
	"emet_iden" integer NOT NULL,
	"valeur_liquidative" numeric(14, 4) NOT NULL,
	"date_vl" date NOT NULL,
	"devise" text DEFAULT 'EUR' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"titu_nume" text NOT NULL,
	"vale_iden" integer NOT NULL,
	"mode_detention" text NOT NULL,
	"quantite" numeric(16, 4) NOT NULL,
	"quantite_indisponible" numeric(16, 4) DEFAULT 0 NOT NULL,
	"prix_revient_moyen" numeric(14, 4),
	CONSTRAINT "holdings_titu_nume_vale_iden_mode_detention_pk" PRIMARY KEY("titu_nume","vale_iden","mode_detention")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"emet_iden" integer,
	"date_publication" date NOT NULL,
	"lien" text,
	"a_la_une" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_texts" (
	"news_id" integer NOT NULL,
	"langue_iden" text NOT NULL,
	"titre" text NOT NULL,
	"resume" text NOT NULL,
	CONSTRAINT "news_texts_news_id_langue_iden_pk" PRIMARY KEY("news_id","langue_iden")
);
--> statement-breakpoint
CREATE TABLE "rights_grants" (
	"titu_nume" text NOT NULL,
	"id_plan" integer NOT NULL,
	"quantite" numeric(16, 4) NOT NULL,
	CONSTRAINT "rights_grants_titu_nume_id_plan_pk" PRIMARY KEY("titu_nume","id_plan")
);
--> statement-breakpoint
CREATE TABLE "rights_plans" (
	"id_plan" integer PRIMARY KEY NOT NULL,
	"plan_libe" text NOT NULL,
	"type" text NOT NULL,
	"vale_iden" integer NOT NULL,
	"date_attribution" date NOT NULL,
	"date_acquisition" date NOT NULL,
	"date_disponibilite" date,
	"date_expiration" date,
	"prix_exercice" numeric(14, 4)
);
--> statement-breakpoint
CREATE TABLE "securities" (
	"vale_iden" integer PRIMARY KEY NOT NULL,
	"vale_libe" text NOT NULL,
	"isin" text NOT NULL,
	"emet_iden" integer NOT NULL,
	"vale_natu" text NOT NULL,
	"is_valeur_etrangere" boolean DEFAULT false NOT NULL,
	"bareme_web" text NOT NULL,
	"marche" text,
	"devise" text DEFAULT 'EUR' NOT NULL,
	"cours" numeric(14, 4) NOT NULL,
	"cours_veille" numeric(14, 4) NOT NULL,
	"date_cours" date NOT NULL,
	CONSTRAINT "securities_isin_unique" UNIQUE("isin")
);
--> statement-breakpoint
CREATE TABLE "security_quotes" (
	"vale_iden" integer NOT NULL,
	"date" date NOT NULL,
	"cours" numeric(14, 4) NOT NULL,
	"plus_haut" numeric(14, 4) NOT NULL,
	"plus_bas" numeric(14, 4) NOT NULL,
	CONSTRAINT "security_quotes_vale_iden_date_pk" PRIMARY KEY("vale_iden","date")
);
--> statement-breakpoint
ALTER TABLE "alert_texts" ADD CONSTRAINT "alert_texts_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coct_completions" ADD CONSTRAINT "coct_completions_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_positions" ADD CONSTRAINT "fund_positions_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_positions" ADD CONSTRAINT "fund_positions_fonds_iden_funds_fonds_iden_fk" FOREIGN KEY ("fonds_iden") REFERENCES "public"."funds"("fonds_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_emet_iden_issuers_emet_iden_fk" FOREIGN KEY ("emet_iden") REFERENCES "public"."issuers"("emet_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_vale_iden_securities_vale_iden_fk" FOREIGN KEY ("vale_iden") REFERENCES "public"."securities"("vale_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_emet_iden_issuers_emet_iden_fk" FOREIGN KEY ("emet_iden") REFERENCES "public"."issuers"("emet_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_texts" ADD CONSTRAINT "news_texts_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_grants" ADD CONSTRAINT "rights_grants_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_grants" ADD CONSTRAINT "rights_grants_id_plan_rights_plans_id_plan_fk" FOREIGN KEY ("id_plan") REFERENCES "public"."rights_plans"("id_plan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_plans" ADD CONSTRAINT "rights_plans_vale_iden_securities_vale_iden_fk" FOREIGN KEY ("vale_iden") REFERENCES "public"."securities"("vale_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "securities" ADD CONSTRAINT "securities_emet_iden_issuers_emet_iden_fk" FOREIGN KEY ("emet_iden") REFERENCES "public"."issuers"("emet_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_quotes" ADD CONSTRAINT "security_quotes_vale_iden_securities_vale_iden_fk" FOREIGN KEY ("vale_iden") REFERENCES "public"."securities"("vale_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_schedules_issuer_code" ON "fee_schedules" USING btree ("emet_iden","bareme_web");--> statement-breakpoint
CREATE INDEX "news_issuer" ON "news" USING btree ("emet_iden");