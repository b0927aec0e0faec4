CREATE TABLE "visit_counts" (
	"practice_id" uuid NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"is_signed_in" boolean NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "visit_counts_practice_id_day_path_is_signed_in_referrer_host_pk" PRIMARY KEY("practice_id","day","path","is_signed_in","referrer_host")
);
--> statement-breakpoint
ALTER TABLE "visit_counts" ADD CONSTRAINT "visit_counts_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;