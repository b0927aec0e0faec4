CREATE TABLE "meeting_recording_pieces" (
	"track_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_recording_pieces_track_id_index_pk" PRIMARY KEY("track_id","index")
);
--> statement-breakpoint
CREATE TABLE "meeting_recording_tracks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"recording_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"participant_name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_recording_tracks_kind_check" CHECK ("kind" in ('audio', 'video'))
);
--> statement-breakpoint
CREATE TABLE "meeting_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"file_id" uuid,
	"duration_seconds" double precision,
	"size" bigint,
	"reason" text,
	"composed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_recordings_type_check" CHECK ("type" in ('audio', 'video')),
	CONSTRAINT "meeting_recordings_status_check" CHECK ("status" in ('recording', 'pending', 'ready', 'failed', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_purpose_check";--> statement-breakpoint
ALTER TABLE "meeting_recording_pieces" ADD CONSTRAINT "meeting_recording_pieces_track_id_meeting_recording_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."meeting_recording_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_recording_pieces" ADD CONSTRAINT "meeting_recording_pieces_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_recording_tracks" ADD CONSTRAINT "meeting_recording_tracks_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_recording_tracks" ADD CONSTRAINT "meeting_recording_tracks_recording_id_meeting_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."meeting_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_recordings" ADD CONSTRAINT "meeting_recordings_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_recordings" ADD CONSTRAINT "meeting_recordings_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_recordings" ADD CONSTRAINT "meeting_recordings_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_recording_tracks_recording_idx" ON "meeting_recording_tracks" USING btree ("recording_id","participant_id");--> statement-breakpoint
CREATE INDEX "meeting_recordings_room_idx" ON "meeting_recordings" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE INDEX "meeting_recordings_practice_status_idx" ON "meeting_recordings" USING btree ("practice_id","status","composed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_recordings_one_running_idx" ON "meeting_recordings" USING btree ("room_id") WHERE "meeting_recordings"."status" = 'recording';--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose_check" CHECK ("purpose" in ('avatar', 'signature', 'welcomeVideo', 'letterOfAuthority', 'caseDocument', 'caseImage', 'logo', 'secondaryLogo', 'favicon', 'mobileIcon', 'dashboardTile', 'serviceCharter', 'disclosureForm', 'clientImport', 'factFindDocument', 'messageAttachment', 'motivationPdf', 'motivationImage', 'financialStrategyDocument', 'vaultDocument', 'identityDocument', 'blogPdf', 'libraryPdf', 'brochurePdf', 'meetingRoomDocument', 'meetingRecordingPiece'));