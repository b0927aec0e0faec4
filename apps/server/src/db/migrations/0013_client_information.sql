CREATE TABLE "estate_summaries" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fact_find_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fact_find_reviews" (
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_find_reviews_client_id_reviewer_id_pk" PRIMARY KEY("client_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "fact_find_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"section" text NOT NULL,
	"answers" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_find_versions_section_check" CHECK ("section" in ('personalDetails', 'occupationEarnings', 'assetsLiabilities', 'taxResidence', 'investmentTaxPlan', 'health', 'protection', 'planningObjectives', 'recentLifeEvents', 'additionalComments'))
);
--> statement-breakpoint
CREATE TABLE "vulnerability_observations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"driver" text NOT NULL,
	"observation" text NOT NULL,
	"observed_on" date NOT NULL,
	"adjustment" text DEFAULT '' NOT NULL,
	"review_on" date,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vulnerability_observations_driver_check" CHECK ("driver" in ('health', 'lifeEvents', 'resilience', 'capability'))
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_purpose_check";--> statement-breakpoint
ALTER TABLE "estate_summaries" ADD CONSTRAINT "estate_summaries_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_summaries" ADD CONSTRAINT "estate_summaries_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_summaries" ADD CONSTRAINT "estate_summaries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_documents" ADD CONSTRAINT "fact_find_documents_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_documents" ADD CONSTRAINT "fact_find_documents_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_documents" ADD CONSTRAINT "fact_find_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_documents" ADD CONSTRAINT "fact_find_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_reviews" ADD CONSTRAINT "fact_find_reviews_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_reviews" ADD CONSTRAINT "fact_find_reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_reviews" ADD CONSTRAINT "fact_find_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_versions" ADD CONSTRAINT "fact_find_versions_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_versions" ADD CONSTRAINT "fact_find_versions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_versions" ADD CONSTRAINT "fact_find_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vulnerability_observations" ADD CONSTRAINT "vulnerability_observations_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vulnerability_observations" ADD CONSTRAINT "vulnerability_observations_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vulnerability_observations" ADD CONSTRAINT "vulnerability_observations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_find_documents_practice_client_idx" ON "fact_find_documents" USING btree ("practice_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fact_find_versions_client_version_unique" ON "fact_find_versions" USING btree ("client_id","version");--> statement-breakpoint
CREATE INDEX "fact_find_versions_practice_client_idx" ON "fact_find_versions" USING btree ("practice_id","client_id");--> statement-breakpoint
CREATE INDEX "vulnerability_observations_practice_client_idx" ON "vulnerability_observations" USING btree ("practice_id","client_id");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose_check" CHECK ("purpose" in ('avatar', 'signature', 'welcomeVideo', 'letterOfAuthority', 'caseDocument', 'caseImage', 'logo', 'secondaryLogo', 'favicon', 'mobileIcon', 'dashboardTile', 'serviceCharter', 'disclosureForm', 'clientImport', 'factFindDocument'));