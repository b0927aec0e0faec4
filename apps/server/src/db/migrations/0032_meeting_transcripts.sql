CREATE TABLE "meeting_summaries" (
	"room_id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"status" text NOT NULL,
	"engine" text,
	"label" text,
	"key_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"edited_by" uuid,
	"shared_at" timestamp with time zone,
	"shared_by" uuid,
	"todos_filed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_summaries_status_check" CHECK ("status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "meeting_transcript_segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"speaker_name" text NOT NULL,
	"start_seconds" double precision NOT NULL,
	"end_seconds" double precision NOT NULL,
	"text" text NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD COLUMN "transcription_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_summaries" ADD CONSTRAINT "meeting_summaries_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_summaries" ADD CONSTRAINT "meeting_summaries_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_summaries" ADD CONSTRAINT "meeting_summaries_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_summaries" ADD CONSTRAINT "meeting_summaries_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_transcript_segments" ADD CONSTRAINT "meeting_transcript_segments_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_transcript_segments" ADD CONSTRAINT "meeting_transcript_segments_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_transcript_segments_room_start_idx" ON "meeting_transcript_segments" USING btree ("room_id","start_seconds");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('security.password_changed', 'security.email_changed', 'security.two_factor_changed', 'security.password_reset_started', 'cases.shared', 'cases.accepted', 'cases.rejected', 'cases.submitted', 'cases.sent_back', 'cases.requested', 'cases.updated', 'top_ups.requested', 'top_ups.completed', 'top_ups.cancelled', 'fact_finds.updated', 'documents.to_sign', 'documents.signed', 'documents.declined', 'documents.voided', 'documents.updated', 'messages.received', 'todos.created', 'todos.completed', 'motivation.commented', 'financial_strategies.shared', 'financial_strategies.unshared', 'identity.copy_requested', 'identity.verification_requested', 'identity.verification_submitted', 'identity.verification_completed', 'identity.verification_cancelled', 'vault.shared', 'vault.documents_requested', 'vault.request_fulfilled', 'meetings.scheduled', 'meetings.changed', 'meetings.cancelled', 'meetings.summary_shared'));