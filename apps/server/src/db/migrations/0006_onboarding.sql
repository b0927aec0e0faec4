CREATE TABLE "captcha_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_redemptions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"adviser_id" uuid,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"initial_investment" bigint DEFAULT 0 NOT NULL,
	"initial_investment_currency" text,
	"monthly_contribution" bigint DEFAULT 0 NOT NULL,
	"monthly_contribution_currency" text,
	"investment_duration" integer,
	"projection_type" text DEFAULT 'investments' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "preferred_adviser_id" uuid;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "high_interest_debt" boolean;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "cash_reserve" boolean;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "personal_data_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "disclosure_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "signup_source" text;--> statement-breakpoint
ALTER TABLE "client_cases" ADD CONSTRAINT "client_cases_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cases" ADD CONSTRAINT "client_cases_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_redemptions_expires_idx" ON "captcha_redemptions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "client_cases_practice_client_idx" ON "client_cases" USING btree ("practice_id","client_id");--> statement-breakpoint
CREATE INDEX "client_cases_practice_status_idx" ON "client_cases" USING btree ("practice_id","status");