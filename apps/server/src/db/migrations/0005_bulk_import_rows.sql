ALTER TABLE "bulk_imports" ADD COLUMN "rows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD COLUMN "origin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD COLUMN "ip" text;