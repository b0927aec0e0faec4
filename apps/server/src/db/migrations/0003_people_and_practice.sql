CREATE TABLE "practice_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"charges" text DEFAULT '' NOT NULL,
	"is_offered" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_advisers" (
	"client_id" uuid NOT NULL,
	"adviser_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_advisers_client_id_adviser_id_pk" PRIMARY KEY("client_id","adviser_id")
);
--> statement-breakpoint
CREATE TABLE "admin_assignments" (
	"practice_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"adviser_id" uuid NOT NULL,
	"rights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_assignments_admin_id_adviser_id_pk" PRIMARY KEY("admin_id","adviser_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"kind" text DEFAULT 'client' NOT NULL,
	"post_code" text,
	"date_of_birth" date,
	"country" text,
	"line1" text,
	"line2" text,
	"city" text,
	"gender" text,
	"marital_status" text,
	"net_worth" bigint,
	"est_total_case_size" bigint,
	"last_activity_at" timestamp with time zone,
	"invitation_message" text,
	"welcome_video_key" text,
	"letter_of_authority_key" text,
	"allow_custom_session_timeout" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_tag_assignments" (
	"tag_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	CONSTRAINT "client_tag_assignments_tag_id_client_id_pk" PRIMARY KEY("tag_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "client_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"staff_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_staff_id_client_id_pk" PRIMARY KEY("staff_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_remove_clients" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signature_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_profile_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auto_follow_new_clients" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "practice_files" ADD CONSTRAINT "practice_files_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_services" ADD CONSTRAINT "practice_services_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_advisers" ADD CONSTRAINT "additional_advisers_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_advisers" ADD CONSTRAINT "additional_advisers_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_assignments" ADD CONSTRAINT "admin_assignments_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_assignments" ADD CONSTRAINT "admin_assignments_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_assignments" ADD CONSTRAINT "admin_assignments_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_tag_assignments" ADD CONSTRAINT "client_tag_assignments_tag_id_client_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."client_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_tag_assignments" ADD CONSTRAINT "client_tag_assignments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_tags" ADD CONSTRAINT "client_tags_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_files_practice_idx" ON "practice_files" USING btree ("practice_id","purpose");--> statement-breakpoint
CREATE INDEX "practice_services_practice_idx" ON "practice_services" USING btree ("practice_id","category");--> statement-breakpoint
CREATE INDEX "additional_advisers_adviser_idx" ON "additional_advisers" USING btree ("adviser_id");--> statement-breakpoint
CREATE INDEX "admin_assignments_adviser_idx" ON "admin_assignments" USING btree ("adviser_id");--> statement-breakpoint
CREATE INDEX "client_profiles_practice_created_idx" ON "client_profiles" USING btree ("practice_id","created_at");--> statement-breakpoint
CREATE INDEX "client_profiles_practice_net_worth_idx" ON "client_profiles" USING btree ("practice_id","net_worth");--> statement-breakpoint
CREATE INDEX "client_profiles_practice_activity_idx" ON "client_profiles" USING btree ("practice_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "client_tag_assignments_client_idx" ON "client_tag_assignments" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_tags_practice_name_unique" ON "client_tags" USING btree ("practice_id",lower("name"));--> statement-breakpoint
CREATE INDEX "follows_client_idx" ON "follows" USING btree ("client_id");