ALTER TABLE "meeting_rooms" ADD COLUMN "recording_type" text;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD COLUMN "recording_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_recording_type_check" CHECK ("recording_type" in ('audio', 'video'));