CREATE TABLE "meeting_room_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"page_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_purpose_check";--> statement-breakpoint
ALTER TABLE "meeting_room_documents" ADD CONSTRAINT "meeting_room_documents_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_documents" ADD CONSTRAINT "meeting_room_documents_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_documents" ADD CONSTRAINT "meeting_room_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_documents" ADD CONSTRAINT "meeting_room_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_room_documents_room_idx" ON "meeting_room_documents" USING btree ("room_id","created_at");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_purpose_check" CHECK ("purpose" in ('avatar', 'signature', 'welcomeVideo', 'letterOfAuthority', 'caseDocument', 'caseImage', 'logo', 'secondaryLogo', 'favicon', 'mobileIcon', 'dashboardTile', 'serviceCharter', 'disclosureForm', 'clientImport', 'factFindDocument', 'messageAttachment', 'motivationPdf', 'motivationImage', 'financialStrategyDocument', 'vaultDocument', 'identityDocument', 'blogPdf', 'libraryPdf', 'brochurePdf', 'meetingRoomDocument'));