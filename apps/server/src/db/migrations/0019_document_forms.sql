ALTER TABLE "case_documents" ADD COLUMN "form_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "form_updated_at" timestamp with time zone;