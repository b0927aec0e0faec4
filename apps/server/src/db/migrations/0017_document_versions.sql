ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "signature_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "e_signature" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "auto_email_on_update" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "previous_version_id" uuid;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "superseded_by" uuid;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_previous_version_id_case_documents_id_fk" FOREIGN KEY ("previous_version_id") REFERENCES "public"."case_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_superseded_by_case_documents_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."case_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('security.password_changed', 'security.email_changed', 'security.two_factor_changed', 'security.password_reset_started', 'cases.shared', 'cases.accepted', 'cases.rejected', 'cases.submitted', 'cases.sent_back', 'cases.requested', 'cases.updated', 'top_ups.requested', 'top_ups.completed', 'top_ups.cancelled', 'fact_finds.updated', 'documents.to_sign', 'documents.signed', 'documents.declined', 'documents.voided', 'documents.updated'));