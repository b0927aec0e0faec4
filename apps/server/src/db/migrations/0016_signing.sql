CREATE TABLE "practice_sealing_keys" (
	"practice_id" uuid PRIMARY KEY NOT NULL,
	"p12" "bytea" NOT NULL,
	"passphrase" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_envelopes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"engine" text DEFAULT 'embedded' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reminder_every_days" integer DEFAULT 0 NOT NULL,
	"require_passcode" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"original_file_id" uuid NOT NULL,
	"original_sha256" text NOT NULL,
	"signed_file_id" uuid,
	"signed_sha256" text,
	"certificate_file_id" uuid,
	"external_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"next_reminder_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "signing_envelopes_engine_check" CHECK ("engine" in ('embedded', 'docusign')),
	CONSTRAINT "signing_envelopes_status_check" CHECK ("status" in ('draft', 'sent', 'completed', 'voided', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "signing_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"envelope_id" uuid NOT NULL,
	"signer_id" uuid,
	"actor_id" uuid,
	"actor_name" text,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"sha256_before" text,
	"sha256_after" text,
	"file_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "signing_events_kind_check" CHECK ("kind" in ('drafted', 'sent', 'viewed', 'passcode_sent', 'passcode_confirmed', 'signed', 'declined', 'voided', 'completed', 'reminder_sent'))
);
--> statement-breakpoint
CREATE TABLE "signing_placements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"envelope_id" uuid NOT NULL,
	"signer_role" text NOT NULL,
	"type" text NOT NULL,
	"page" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"text_value" text,
	"signature_image" "bytea",
	"signature_mode" text,
	"filled_at" timestamp with time zone,
	CONSTRAINT "signing_placements_signer_role_check" CHECK ("signer_role" in ('client', 'partner', 'adviser')),
	CONSTRAINT "signing_placements_type_check" CHECK ("type" in ('addSignaturePlaceholder', 'addTextPlaceholder')),
	CONSTRAINT "signing_placements_signature_mode_check" CHECK ("signature_mode" in ('draw', 'type', 'useSaved', 'upload'))
);
--> statement-breakpoint
CREATE TABLE "signing_signers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"envelope_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"passcode_hash" text,
	"passcode_expires_at" timestamp with time zone,
	"passcode_attempts" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	CONSTRAINT "signing_signers_role_check" CHECK ("role" in ('client', 'partner', 'adviser')),
	CONSTRAINT "signing_signers_status_check" CHECK ("status" in ('waiting', 'pending', 'signed', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "practice_sealing_keys" ADD CONSTRAINT "practice_sealing_keys_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_case_id_client_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."client_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_document_id_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."case_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_original_file_id_stored_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_signed_file_id_stored_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_certificate_file_id_stored_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_envelope_id_signing_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signing_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_signer_id_signing_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signing_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_placements" ADD CONSTRAINT "signing_placements_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_placements" ADD CONSTRAINT "signing_placements_envelope_id_signing_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signing_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_signers" ADD CONSTRAINT "signing_signers_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_signers" ADD CONSTRAINT "signing_signers_envelope_id_signing_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."signing_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_signers" ADD CONSTRAINT "signing_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_envelopes_live_document_unique" ON "signing_envelopes" USING btree ("document_id") WHERE "signing_envelopes"."status" <> 'voided';--> statement-breakpoint
CREATE INDEX "signing_envelopes_practice_case_idx" ON "signing_envelopes" USING btree ("practice_id","case_id");--> statement-breakpoint
CREATE INDEX "signing_envelopes_signed_sha_idx" ON "signing_envelopes" USING btree ("practice_id","signed_sha256");--> statement-breakpoint
CREATE INDEX "signing_envelopes_reminder_idx" ON "signing_envelopes" USING btree ("next_reminder_at") WHERE "signing_envelopes"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "signing_events_envelope_idx" ON "signing_events" USING btree ("envelope_id","at");--> statement-breakpoint
CREATE INDEX "signing_placements_envelope_idx" ON "signing_placements" USING btree ("envelope_id","page");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_signers_envelope_role_unique" ON "signing_signers" USING btree ("envelope_id","role");--> statement-breakpoint
CREATE INDEX "signing_signers_user_idx" ON "signing_signers" USING btree ("practice_id","user_id","status");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('security.password_changed', 'security.email_changed', 'security.two_factor_changed', 'security.password_reset_started', 'cases.shared', 'cases.accepted', 'cases.rejected', 'cases.submitted', 'cases.sent_back', 'cases.requested', 'cases.updated', 'top_ups.requested', 'top_ups.completed', 'top_ups.cancelled', 'fact_finds.updated', 'documents.to_sign', 'documents.signed', 'documents.declined', 'documents.voided'));--> statement-breakpoint
-- The signing record is append-only for every database role, like the audit trail (a voided envelope's rows go only with the document).
CREATE FUNCTION signing_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signing_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER signing_events_no_update BEFORE UPDATE ON signing_events FOR EACH ROW EXECUTE FUNCTION signing_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER signing_events_no_truncate BEFORE TRUNCATE ON signing_events FOR EACH STATEMENT EXECUTE FUNCTION signing_events_refuse_change();
