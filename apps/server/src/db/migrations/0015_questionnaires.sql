CREATE TABLE "financial_audits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"case_id" uuid,
	"version" text NOT NULL,
	"tax_year_start" date NOT NULL,
	"with_partner" boolean,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"completed_at" timestamp with time zone,
	"marked_complete_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_audits_version_check" CHECK ("version" in ('current', 'new', 'old')),
	CONSTRAINT "financial_audits_status_check" CHECK ("status" in ('in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "financial_planning_goal_notes" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"overview_note" text DEFAULT '' NOT NULL,
	"client_note" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_planning_goals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"case_id" uuid,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"amount_currency" text NOT NULL,
	"duration" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_planning_health_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"case_id" uuid,
	"tax_year_start" date NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"completed_at" timestamp with time zone,
	"marked_complete_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_planning_health_checks_status_check" CHECK ("status" in ('in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "risk_assessments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"case_id" uuid,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"step" text DEFAULT 'begin' NOT NULL,
	"current_question" integer DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" integer,
	"level" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "risk_assessments_status_check" CHECK ("status" in ('in_progress', 'completed')),
	CONSTRAINT "risk_assessments_step_check" CHECK ("step" in ('begin', 'questions', 'summary')),
	CONSTRAINT "risk_assessments_level_check" CHECK ("level" in ('zero', 'low', 'medium_low', 'medium', 'medium_high', 'high'))
);
--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "text_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "return_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_audits" ADD CONSTRAINT "financial_audits_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_audits" ADD CONSTRAINT "financial_audits_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_audits" ADD CONSTRAINT "financial_audits_case_id_client_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."client_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_audits" ADD CONSTRAINT "financial_audits_marked_complete_by_users_id_fk" FOREIGN KEY ("marked_complete_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_audits" ADD CONSTRAINT "financial_audits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_goal_notes" ADD CONSTRAINT "financial_planning_goal_notes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_goal_notes" ADD CONSTRAINT "financial_planning_goal_notes_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_goal_notes" ADD CONSTRAINT "financial_planning_goal_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_goals" ADD CONSTRAINT "financial_planning_goals_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_goals" ADD CONSTRAINT "financial_planning_goals_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_goals" ADD CONSTRAINT "financial_planning_goals_case_id_client_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."client_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_goals" ADD CONSTRAINT "financial_planning_goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_health_checks" ADD CONSTRAINT "financial_planning_health_checks_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_health_checks" ADD CONSTRAINT "financial_planning_health_checks_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_health_checks" ADD CONSTRAINT "financial_planning_health_checks_case_id_client_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."client_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_health_checks" ADD CONSTRAINT "financial_planning_health_checks_marked_complete_by_users_id_fk" FOREIGN KEY ("marked_complete_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_planning_health_checks" ADD CONSTRAINT "financial_planning_health_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_case_id_client_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."client_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_audits_practice_client_idx" ON "financial_audits" USING btree ("practice_id","client_id");--> statement-breakpoint
CREATE INDEX "financial_audits_case_idx" ON "financial_audits" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "financial_planning_goals_practice_client_idx" ON "financial_planning_goals" USING btree ("practice_id","client_id");--> statement-breakpoint
CREATE INDEX "financial_planning_health_checks_practice_client_idx" ON "financial_planning_health_checks" USING btree ("practice_id","client_id");--> statement-breakpoint
CREATE INDEX "financial_planning_health_checks_case_idx" ON "financial_planning_health_checks" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "risk_assessments_practice_client_idx" ON "risk_assessments" USING btree ("practice_id","client_id");--> statement-breakpoint
CREATE INDEX "risk_assessments_case_idx" ON "risk_assessments" USING btree ("case_id");