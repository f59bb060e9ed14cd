-- Issue 11: refunds of captured payments a request cannot honour, and the sandbox providers' book of refunds.
CREATE TABLE IF NOT EXISTS "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"id_demande" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"statut" text NOT NULL,
	"provider_refund_ref" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_id_demande_operations_id_demande_fk" FOREIGN KEY ("id_demande") REFERENCES "public"."operations"("id_demande") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_refunds_payment" ON "payment_refunds" ("payment_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_refunds_demande" ON "payment_refunds" ("id_demande");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"charge_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
-- Issue 11 §3: one bank-details table. The operations area's accounts on file move into the
-- profile's bank_details as accepted (VALIDE) rows, for holders with no accepted account there
-- (a reviewed profile account stays the one on file); then the old table goes.
INSERT INTO "bank_details" ("titu_nume", "iban", "bic", "status", "created_at", "confirmed_at")
SELECT "h"."titu_nume", "h"."iban", "h"."bic", 'VALIDE', "h"."updated_at", "h"."updated_at"
FROM "holder_bank_accounts" "h"
WHERE NOT EXISTS (
	SELECT 1 FROM "bank_details" "b" WHERE "b"."titu_nume" = "h"."titu_nume" AND "b"."status" = 'VALIDE'
);
--> statement-breakpoint
DROP TABLE "holder_bank_accounts";
