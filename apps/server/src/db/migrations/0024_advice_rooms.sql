CREATE TABLE "meeting_room_attendees" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_room_attendees_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_room_guests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"trusted" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"media_region" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"enable_meeting_summary" boolean DEFAULT false NOT NULL,
	"outlook_event_created" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_rooms_status_check" CHECK ("status" in ('scheduled', 'completed', 'cancelled')),
	CONSTRAINT "meeting_rooms_media_region_check" CHECK ("media_region" in ('gll', 'au1', 'br1', 'de1', 'in1', 'ie1', 'jp1', 'sg1', 'us1', 'us2'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_entity_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_room_attendees" ADD CONSTRAINT "meeting_room_attendees_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_attendees" ADD CONSTRAINT "meeting_room_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_attendees" ADD CONSTRAINT "meeting_room_attendees_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_guests" ADD CONSTRAINT "meeting_room_guests_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_guests" ADD CONSTRAINT "meeting_room_guests_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_room_attendees_user_idx" ON "meeting_room_attendees" USING btree ("practice_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_room_guests_room_email_idx" ON "meeting_room_guests" USING btree ("room_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_room_guests_token_idx" ON "meeting_room_guests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "meeting_rooms_practice_client_start_idx" ON "meeting_rooms" USING btree ("practice_id","client_id","start_at");--> statement-breakpoint
CREATE INDEX "meeting_rooms_practice_status_start_idx" ON "meeting_rooms" USING btree ("practice_id","status","start_at");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entity_kind_check" CHECK ("entity_kind" in ('client-case', 'top-up', 'client', 'document-vault', 'financial-strategy', 'advice-room', 'user', 'client-tag', 'practice', 'practice-service'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('security.password_changed', 'security.email_changed', 'security.two_factor_changed', 'security.password_reset_started', 'cases.shared', 'cases.accepted', 'cases.rejected', 'cases.submitted', 'cases.sent_back', 'cases.requested', 'cases.updated', 'top_ups.requested', 'top_ups.completed', 'top_ups.cancelled', 'fact_finds.updated', 'documents.to_sign', 'documents.signed', 'documents.declined', 'documents.voided', 'documents.updated', 'messages.received', 'todos.created', 'todos.completed', 'motivation.commented', 'financial_strategies.shared', 'financial_strategies.unshared', 'identity.copy_requested', 'identity.verification_requested', 'identity.verification_submitted', 'identity.verification_completed', 'identity.verification_cancelled', 'vault.shared', 'vault.documents_requested', 'vault.request_fulfilled', 'meetings.scheduled', 'meetings.changed', 'meetings.cancelled'));