CREATE TABLE "order_requests" (
	"id_demande" text PRIMARY KEY NOT NULL,
	"titu_nume" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"nature_demande" text NOT NULL,
	"mode_detention" text,
	"type_vente" integer,
	"id_plan" integer,
	"statut_paiement" text NOT NULL,
	"mode_paiement" text,
	"iban" text,
	"bic" text,
	"in_business_day" boolean NOT NULL,
	"simulation" jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_demande" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"statut" text NOT NULL,
	"reason" text,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"libelle" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holder_bank_accounts" (
	"titu_nume" text PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operation_tokens" ADD COLUMN "ordre" jsonb;--> statement-breakpoint
ALTER TABLE "operation_tokens" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_id_demande_operations_id_demande_fk" FOREIGN KEY ("id_demande") REFERENCES "public"."operations"("id_demande") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_id_demande_operations_id_demande_fk" FOREIGN KEY ("id_demande") REFERENCES "public"."operations"("id_demande") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_bank_accounts" ADD CONSTRAINT "holder_bank_accounts_titu_nume_holders_titu_nume_fk" FOREIGN KEY ("titu_nume") REFERENCES "public"."holders"("titu_nume") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_holder_key" ON "order_requests" USING btree ("titu_nume","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_requests_open" ON "order_requests" USING btree ("statut_paiement") WHERE "order_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "payments_demande" ON "payments" USING btree ("id_demande","created_at");
