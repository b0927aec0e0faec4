CREATE TABLE "case_sections" (
	"case_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"section" text NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_sections_case_id_section_pk" PRIMARY KEY("case_id","section")
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"client_comment" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "estimated_case_size" bigint;--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "cover_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "signing_envelope_drafted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "client_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_sections" ADD CONSTRAINT "case_sections_case_id_client_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."client_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "top_ups_practice_client_idx" ON "top_ups" USING btree ("practice_id","client_id","created_at");