CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid,
	"owner_id" uuid,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" bigint,
	"sha256" text,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key_unique" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stored_files_practice_idx" ON "stored_files" USING btree ("practice_id","purpose");--> statement-breakpoint
CREATE INDEX "stored_files_created_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_file_id" uuid;--> statement-breakpoint
ALTER TABLE "case_batch_uploads" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "case_images" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "welcome_video_file_id" uuid;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "letter_of_authority_file_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_files" ADD COLUMN "file_id" uuid;--> statement-breakpoint
-- One stored-file row per existing storage key. Documents copied into batch-created packs share their
-- key with each other and with the staged upload, so each key is recorded once (the earliest use wins).
-- Size and digest of the files that had no size column are unknown here and stay null.
INSERT INTO "stored_files" ("id", "practice_id", "owner_id", "purpose", "file_name", "media_type", "size_bytes", "storage_key", "created_by", "created_at")
SELECT DISTINCT ON (d."storage_key") gen_random_uuid(), d."practice_id", c."client_id", 'caseDocument', d."file_name", d."content_type", d."size_bytes", d."storage_key", d."uploaded_by", d."created_at"
FROM "case_documents" d JOIN "client_cases" c ON c."id" = d."case_id"
ORDER BY d."storage_key", d."created_at"
ON CONFLICT ("storage_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("id", "practice_id", "owner_id", "purpose", "file_name", "media_type", "size_bytes", "storage_key", "created_by", "created_at")
SELECT gen_random_uuid(), "practice_id", "uploaded_by", 'caseDocument', "file_name", "content_type", "size_bytes", "storage_key", "uploaded_by", "created_at"
FROM "case_batch_uploads"
ON CONFLICT ("storage_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("id", "practice_id", "purpose", "file_name", "media_type", "size_bytes", "storage_key", "created_by", "created_at")
SELECT gen_random_uuid(), "practice_id", 'caseImage', "file_name", "content_type", "size_bytes", "storage_key", "uploaded_by", "created_at"
FROM "case_images"
ON CONFLICT ("storage_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("id", "practice_id", "purpose", "file_name", "media_type", "size_bytes", "storage_key", "created_at")
SELECT gen_random_uuid(), "practice_id", "purpose", "file_name", "content_type", "size_bytes", "storage_key", "created_at"
FROM "practice_files"
ON CONFLICT ("storage_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("id", "practice_id", "owner_id", "purpose", "file_name", "media_type", "storage_key")
SELECT gen_random_uuid(), "practice_id", "id", 'avatar', regexp_replace("avatar_key", '^.*/', ''), 'image/png', "avatar_key"
FROM "users" WHERE "avatar_key" IS NOT NULL
ON CONFLICT ("storage_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("id", "practice_id", "owner_id", "purpose", "file_name", "media_type", "storage_key")
SELECT gen_random_uuid(), "practice_id", "id", 'signature', regexp_replace("signature_key", '^.*/', ''), 'image/png', "signature_key"
FROM "users" WHERE "signature_key" IS NOT NULL
ON CONFLICT ("storage_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("id", "practice_id", "owner_id", "purpose", "file_name", "media_type", "storage_key")
SELECT gen_random_uuid(), "practice_id", "user_id", 'welcomeVideo', regexp_replace("welcome_video_key", '^.*/', ''), 'video/mp4', "welcome_video_key"
FROM "client_profiles" WHERE "welcome_video_key" IS NOT NULL
ON CONFLICT ("storage_key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("id", "practice_id", "owner_id", "purpose", "file_name", "media_type", "storage_key")
SELECT gen_random_uuid(), "practice_id", "user_id", 'letterOfAuthority', regexp_replace("letter_of_authority_key", '^.*/', ''), 'application/pdf', "letter_of_authority_key"
FROM "client_profiles" WHERE "letter_of_authority_key" IS NOT NULL
ON CONFLICT ("storage_key") DO NOTHING;--> statement-breakpoint
UPDATE "case_documents" t SET "file_id" = f."id" FROM "stored_files" f WHERE f."storage_key" = t."storage_key";--> statement-breakpoint
UPDATE "case_batch_uploads" t SET "file_id" = f."id" FROM "stored_files" f WHERE f."storage_key" = t."storage_key";--> statement-breakpoint
UPDATE "case_images" t SET "file_id" = f."id" FROM "stored_files" f WHERE f."storage_key" = t."storage_key";--> statement-breakpoint
UPDATE "practice_files" t SET "file_id" = f."id" FROM "stored_files" f WHERE f."storage_key" = t."storage_key";--> statement-breakpoint
UPDATE "users" t SET "avatar_file_id" = f."id" FROM "stored_files" f WHERE f."storage_key" = t."avatar_key";--> statement-breakpoint
UPDATE "users" t SET "signature_file_id" = f."id" FROM "stored_files" f WHERE f."storage_key" = t."signature_key";--> statement-breakpoint
UPDATE "client_profiles" t SET "welcome_video_file_id" = f."id" FROM "stored_files" f WHERE f."storage_key" = t."welcome_video_key";--> statement-breakpoint
UPDATE "client_profiles" t SET "letter_of_authority_file_id" = f."id" FROM "stored_files" f WHERE f."storage_key" = t."letter_of_authority_key";--> statement-breakpoint
ALTER TABLE "case_batch_uploads" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "case_images" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_files" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_file_id_stored_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_batch_uploads" ADD CONSTRAINT "case_batch_uploads_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_images" ADD CONSTRAINT "case_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_welcome_video_file_id_stored_files_id_fk" FOREIGN KEY ("welcome_video_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_letter_of_authority_file_id_stored_files_id_fk" FOREIGN KEY ("letter_of_authority_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_files" ADD CONSTRAINT "practice_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_avatar_file_idx" ON "users" USING btree ("avatar_file_id");--> statement-breakpoint
CREATE INDEX "users_signature_file_idx" ON "users" USING btree ("signature_file_id");--> statement-breakpoint
CREATE INDEX "case_batch_uploads_file_idx" ON "case_batch_uploads" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "case_documents_file_idx" ON "case_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "case_images_file_idx" ON "case_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "client_profiles_welcome_video_file_idx" ON "client_profiles" USING btree ("welcome_video_file_id");--> statement-breakpoint
CREATE INDEX "client_profiles_letter_of_authority_file_idx" ON "client_profiles" USING btree ("letter_of_authority_file_id");--> statement-breakpoint
CREATE INDEX "practice_files_file_idx" ON "practice_files" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "signature_key";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "avatar_key";--> statement-breakpoint
ALTER TABLE "case_batch_uploads" DROP COLUMN "storage_key";--> statement-breakpoint
ALTER TABLE "case_documents" DROP COLUMN "storage_key";--> statement-breakpoint
ALTER TABLE "case_images" DROP COLUMN "storage_key";--> statement-breakpoint
ALTER TABLE "client_profiles" DROP COLUMN "welcome_video_key";--> statement-breakpoint
ALTER TABLE "client_profiles" DROP COLUMN "letter_of_authority_key";--> statement-breakpoint
ALTER TABLE "practice_files" DROP COLUMN "storage_key";
