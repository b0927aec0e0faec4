CREATE TABLE "case_addenda" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"note_for_client" text DEFAULT '' NOT NULL,
	"concealed_from_client" boolean DEFAULT false NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "case_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "image_builtin" text;--> statement-breakpoint
ALTER TABLE "client_cases" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "case_addenda" ADD CONSTRAINT "case_addenda_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_addenda" ADD CONSTRAINT "case_addenda_case_id_client_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."client_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_addenda" ADD CONSTRAINT "case_addenda_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_id_client_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."client_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_images" ADD CONSTRAINT "case_images_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_images" ADD CONSTRAINT "case_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_addenda_practice_case_idx" ON "case_addenda" USING btree ("practice_id","case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_documents_practice_case_idx" ON "case_documents" USING btree ("practice_id","case_id","category");--> statement-breakpoint
CREATE INDEX "case_images_practice_idx" ON "case_images" USING btree ("practice_id","created_at");--> statement-breakpoint
ALTER TABLE "client_cases" ADD CONSTRAINT "client_cases_image_id_case_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."case_images"("id") ON DELETE no action ON UPDATE no action;