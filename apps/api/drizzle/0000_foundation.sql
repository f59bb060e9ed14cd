CREATE TABLE "catalogue_state" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuers" (
	"emet_iden" integer PRIMARY KEY NOT NULL,
	"emet_libe" text NOT NULL,
	"theme_id" integer NOT NULL,
	"migrated" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"langue_iden" text PRIMARY KEY NOT NULL,
	"libelle" text NOT NULL,
	"ordre" integer NOT NULL,
	"is_site" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_parameters" (
	"emet_iden" integer DEFAULT 0 NOT NULL,
	"param_name" text NOT NULL,
	"param_value" text NOT NULL,
	CONSTRAINT "site_parameters_emet_iden_param_name_pk" PRIMARY KEY("emet_iden","param_name")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"alive" boolean DEFAULT true NOT NULL,
	"allow_legacy_user" boolean DEFAULT true NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"langue_iden" text NOT NULL,
	"theme_id" integer DEFAULT 0 NOT NULL,
	"libelle" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_habilitations" (
	"acti_iden" integer NOT NULL,
	"emet_iden" integer NOT NULL,
	"sub_module_id" integer NOT NULL,
	"habilite_acti" boolean NOT NULL,
	"motifs_blocage" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "account_habilitations_acti_iden_emet_iden_sub_module_id_pk" PRIMARY KEY("acti_iden","emet_iden","sub_module_id")
);
--> statement-breakpoint
CREATE TABLE "issuer_habilitations" (
	"emet_iden" integer NOT NULL,
	"sub_module_id" integer NOT NULL,
	"habilite_emet" boolean NOT NULL,
	"msg_acti" text,
	CONSTRAINT "issuer_habilitations_emet_iden_sub_module_id_pk" PRIMARY KEY("emet_iden","sub_module_id")
);
--> statement-breakpoint
CREATE TABLE "module_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"groupe_nom" text NOT NULL,
	"groupe_url" text NOT NULL,
	"groupe_ordre" integer NOT NULL,
	"groupe_img_name" text NOT NULL,
	"show_menu" boolean DEFAULT true NOT NULL,
	CONSTRAINT "module_groups_groupe_url_unique" UNIQUE("groupe_url")
);
--> statement-breakpoint
CREATE TABLE "sub_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"module_key" text NOT NULL,
	"module_nom" text NOT NULL,
	"module_url" text NOT NULL,
	"ordre" integer NOT NULL,
	"show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"user_id" uuid NOT NULL,
	"acti_iden" integer NOT NULL,
	"emet_iden" integer NOT NULL,
	"titu_nume" text NOT NULL,
	CONSTRAINT "accounts_acti_iden_emet_iden_pk" PRIMARY KEY("acti_iden","emet_iden")
);
--> statement-breakpoint
CREATE TABLE "holders" (
	"titu_nume" text PRIMARY KEY NOT NULL,
	"acti_iden" integer NOT NULL,
	"emet_iden" integer NOT NULL,
	"civility" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"residence_fiscale" text NOT NULL,
	"blackout_controls" text[] DEFAULT '{}' NOT NULL,
	"has_blocage_ref_externe" boolean DEFAULT false NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login" text NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"sms_consent" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login")
);
--> statement-breakpoint
ALTER TABLE "issuers" ADD CONSTRAINT "issuers_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_langue_iden_languages_langue_iden_fk" FOREIGN KEY ("langue_iden") REFERENCES "public"."languages"("langue_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_habilitations" ADD CONSTRAINT "account_habilitations_sub_module_id_sub_modules_id_fk" FOREIGN KEY ("sub_module_id") REFERENCES "public"."sub_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_habilitations" ADD CONSTRAINT "issuer_habilitations_emet_iden_issuers_emet_iden_fk" FOREIGN KEY ("emet_iden") REFERENCES "public"."issuers"("emet_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_habilitations" ADD CONSTRAINT "issuer_habilitations_sub_module_id_sub_modules_id_fk" FOREIGN KEY ("sub_module_id") REFERENCES "public"."sub_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_modules" ADD CONSTRAINT "sub_modules_group_id_module_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."module_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_emet_iden_issuers_emet_iden_fk" FOREIGN KEY ("emet_iden") REFERENCES "public"."issuers"("emet_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holders" ADD CONSTRAINT "holders_emet_iden_issuers_emet_iden_fk" FOREIGN KEY ("emet_iden") REFERENCES "public"."issuers"("emet_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translations_key_lang_theme" ON "translations" USING btree ("key","langue_iden","theme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_modules_key" ON "sub_modules" USING btree ("module_key");