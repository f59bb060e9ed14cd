CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"emet_iden" integer NOT NULL,
	"date_ag" text NOT NULL,
	"date_debut_vote" text NOT NULL,
	"date_fin_vote" text NOT NULL,
	"url_vote" text DEFAULT '' NOT NULL,
	"lieu" text,
	"batiment" text,
	"rue" text,
	"code_postal" text,
	"commune" text,
	"pays" text
);
--> statement-breakpoint
CREATE TABLE "useful_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"emet_iden" integer NOT NULL,
	"url" text NOT NULL,
	"traduction_key" text NOT NULL,
	"ordre" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_emet_iden_issuers_emet_iden_fk" FOREIGN KEY ("emet_iden") REFERENCES "public"."issuers"("emet_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "useful_links" ADD CONSTRAINT "useful_links_emet_iden_issuers_emet_iden_fk" FOREIGN KEY ("emet_iden") REFERENCES "public"."issuers"("emet_iden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_emet_date_idx" ON "meetings" USING btree ("emet_iden","date_ag");--> statement-breakpoint
CREATE INDEX "useful_links_emet_idx" ON "useful_links" USING btree ("emet_iden","ordre");