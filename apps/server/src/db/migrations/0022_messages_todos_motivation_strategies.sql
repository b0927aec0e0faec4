CREATE TABLE "financial_strategies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"shared_at" timestamp with time zone,
	"shared_by" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid,
	"linked_id" uuid,
	"name" text NOT NULL,
	"size_bytes" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_attachments_kind_check" CHECK ("kind" in ('upload', 'Addendum', 'AdviceRoomDocument', 'DocumentPackDocument', 'RecommendationPackDocument'))
);
--> statement-breakpoint
CREATE TABLE "message_bulk_files" (
	"bulk_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size_bytes" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_bulk_files_bulk_id_file_id_pk" PRIMARY KEY("bulk_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "message_bulk_results" (
	"bulk_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"message_id" uuid,
	"error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "message_bulk_results_bulk_id_client_id_pk" PRIMARY KEY("bulk_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "message_bulks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"created_by" uuid,
	"kind" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "message_bulks_kind_check" CHECK ("kind" in ('client_note', 'practice_note')),
	CONSTRAINT "message_bulks_status_check" CHECK ("status" in ('running', 'done'))
);
--> statement-breakpoint
CREATE TABLE "message_mailings" (
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"mailed_up_to" timestamp with time zone NOT NULL,
	CONSTRAINT "message_mailings_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"bulk_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind_check" CHECK ("kind" in ('client_note', 'practice_note')),
	CONSTRAINT "messages_category_check" CHECK ("category" in ('general', 'reviewMeetingPreparation', 'introductionMeetingPreparation'))
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"due_on" date,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motivation_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motivation_item_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motivation_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"file_id" uuid,
	"main_image_file_id" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "motivation_items_kind_check" CHECK ("kind" in ('link', 'pdf', 'gallery'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_entity_kind_check";--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_purpose_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "financial_strategies" ADD CONSTRAINT "financial_strategies_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_strategies" ADD CONSTRAINT "financial_strategies_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_strategies" ADD CONSTRAINT "financial_strategies_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_strategies" ADD CONSTRAINT "financial_strategies_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_strategies" ADD CONSTRAINT "financial_strategies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_strategies" ADD CONSTRAINT "financial_strategies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_bulk_files" ADD CONSTRAINT "message_bulk_files_bulk_id_message_bulks_id_fk" FOREIGN KEY ("bulk_id") REFERENCES "public"."message_bulks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_bulk_files" ADD CONSTRAINT "message_bulk_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_bulk_results" ADD CONSTRAINT "message_bulk_results_bulk_id_message_bulks_id_fk" FOREIGN KEY ("bulk_id") REFERENCES "public"."message_bulks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_bulk_results" ADD CONSTRAINT "message_bulk_results_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_bulk_results" ADD CONSTRAINT "message_bulk_results_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_bulks" ADD CONSTRAINT "message_bulks_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_bulks" ADD CONSTRAINT "message_bulks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mailings" ADD CONSTRAINT "message_mailings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mailings" ADD CONSTRAINT "message_mailings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_bulk_id_message_bulks_id_fk" FOREIGN KEY ("bulk_id") REFERENCES "public"."message_bulks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_comments" ADD CONSTRAINT "motivation_comments_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_comments" ADD CONSTRAINT "motivation_comments_item_id_motivation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."motivation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_comments" ADD CONSTRAINT "motivation_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_item_images" ADD CONSTRAINT "motivation_item_images_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_item_images" ADD CONSTRAINT "motivation_item_images_item_id_motivation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."motivation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_item_images" ADD CONSTRAINT "motivation_item_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_items" ADD CONSTRAINT "motivation_items_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_items" ADD CONSTRAINT "motivation_items_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_items" ADD CONSTRAINT "motivation_items_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_items" ADD CONSTRAINT "motivation_items_main_image_file_id_stored_files_id_fk" FOREIGN KEY ("main_image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_items" ADD CONSTRAINT "motivation_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivation_items" ADD CONSTRAINT "motivation_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_strategies_practice_client_idx" ON "financial_strategies" USING btree ("practice_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_bulks_practice_idx" ON "message_bulks" USING btree ("practice_id","created_at");--> statement-breakpoint
CREATE INDEX "message_reads_user_idx" ON "message_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("practice_id","client_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "todos_practice_client_idx" ON "todos" USING btree ("practice_id","client_id","completed_at","due_on");--> statement-breakpoint
CREATE INDEX "motivation_comments_item_idx" ON "motivation_comments" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "motivation_item_images_item_idx" ON "motivation_item_images" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "motivation_items_practice_client_idx" ON "motivation_items" USING btree ("practice_id","client_id","created_at");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entity_kind_check" CHECK ("entity_kind" in ('client-case', 'top-up', 'client', 'financial-strategy', 'user', 'client-tag', 'practice', 'practice-service'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose_check" CHECK ("purpose" in ('avatar', 'signature', 'welcomeVideo', 'letterOfAuthority', 'caseDocument', 'caseImage', 'logo', 'secondaryLogo', 'favicon', 'mobileIcon', 'dashboardTile', 'serviceCharter', 'disclosureForm', 'clientImport', 'factFindDocument', 'messageAttachment', 'motivationPdf', 'motivationImage', 'financialStrategyDocument'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('security.password_changed', 'security.email_changed', 'security.two_factor_changed', 'security.password_reset_started', 'cases.shared', 'cases.accepted', 'cases.rejected', 'cases.submitted', 'cases.sent_back', 'cases.requested', 'cases.updated', 'top_ups.requested', 'top_ups.completed', 'top_ups.cancelled', 'fact_finds.updated', 'documents.to_sign', 'documents.signed', 'documents.declined', 'documents.voided', 'documents.updated', 'messages.received', 'todos.created', 'todos.completed', 'motivation.commented', 'financial_strategies.shared', 'financial_strategies.unshared'));