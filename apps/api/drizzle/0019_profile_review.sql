-- The registrar's review of profile documents and bank changes (decision 013): who decided, when.
ALTER TABLE "profile_documents" ADD COLUMN "reviewed_by" text;
--> statement-breakpoint
ALTER TABLE "bank_details" ADD COLUMN "reviewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bank_details" ADD COLUMN "reviewed_by" text;
--> statement-breakpoint
CREATE INDEX "profile_documents_pending" ON "profile_documents" ("status","created_at");
--> statement-breakpoint
CREATE INDEX "bank_details_pending" ON "bank_details" ("status","created_at");
