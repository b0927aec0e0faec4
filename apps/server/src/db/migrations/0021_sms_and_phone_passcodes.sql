CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid,
	"to_number" text NOT NULL,
	"text" text NOT NULL,
	"template" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_status_check" CHECK ("status" in ('queued', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD COLUMN "passcode_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_signers" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to_number");--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_passcode_channel_check" CHECK ("passcode_channel" in ('email', 'phone'));