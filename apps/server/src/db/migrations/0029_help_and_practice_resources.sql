CREATE TABLE "feature_helps" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_practices" (
	"maintenance_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	CONSTRAINT "maintenance_practices_maintenance_id_practice_id_pk" PRIMARY KEY("maintenance_id","practice_id")
);
--> statement-breakpoint
CREATE TABLE "maintenances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"notice_hours" integer DEFAULT 48 NOT NULL,
	"is_for_all_practices" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"kind" text DEFAULT 'custom' NOT NULL,
	"title" text NOT NULL,
	"template" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_templates_kind_check" CHECK ("kind" in ('introduction', 'recommendation', 'follow-up', 'review', 'review-v2', 'review-referral', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_charters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"title" text NOT NULL,
	"available_from" date,
	"image_file_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_entity_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tour_guide_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feature_helps" ADD CONSTRAINT "feature_helps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_practices" ADD CONSTRAINT "maintenance_practices_maintenance_id_maintenances_id_fk" FOREIGN KEY ("maintenance_id") REFERENCES "public"."maintenances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_practices" ADD CONSTRAINT "maintenance_practices_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_section_id_faq_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_sections" ADD CONSTRAINT "faq_sections_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_sections" ADD CONSTRAINT "faq_sections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_sections" ADD CONSTRAINT "faq_sections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_charters" ADD CONSTRAINT "service_charters_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_charters" ADD CONSTRAINT "service_charters_image_file_id_practice_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."practice_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_charters" ADD CONSTRAINT "service_charters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_charters" ADD CONSTRAINT "service_charters_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_practices_practice_idx" ON "maintenance_practices" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "maintenances_ends_at_idx" ON "maintenances" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "agenda_templates_practice_idx" ON "agenda_templates" USING btree ("practice_id","position");--> statement-breakpoint
CREATE INDEX "faq_questions_section_idx" ON "faq_questions" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "faq_sections_practice_idx" ON "faq_sections" USING btree ("practice_id","position");--> statement-breakpoint
CREATE INDEX "service_charters_practice_idx" ON "service_charters" USING btree ("practice_id","position");--> statement-breakpoint
CREATE INDEX "service_charters_image_idx" ON "service_charters" USING btree ("image_file_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entity_kind_check" CHECK ("entity_kind" in ('client-case', 'top-up', 'client', 'document-vault', 'financial-strategy', 'advice-room', 'user', 'client-tag', 'practice', 'practice-service', 'blog-post', 'agenda-template', 'service-charter', 'faq-section', 'feature-help', 'maintenance', 'library-item', 'brochure'));--> statement-breakpoint
-- Data: agenda templates, service charters and the FAQ move out of the practice settings document into their rows.
-- A practice that never saved its templates had the six standard ones: it gets them as rows.
INSERT INTO "agenda_templates" ("id", "practice_id", "kind", "title", "template", "active", "position")
SELECT gen_random_uuid(), p."id",
  CASE WHEN t.value->>'id' IN ('introduction', 'recommendation', 'follow-up', 'review', 'review-v2', 'review-referral') THEN t.value->>'id' ELSE 'custom' END,
  left(btrim(t.value->>'title'), 120), left(btrim(t.value->>'template'), 5000),
  CASE WHEN jsonb_typeof(t.value->'active') = 'boolean' THEN (t.value->'active')::boolean ELSE true END,
  t.ordinality - 1
FROM "practices" p
CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof(p."settings"->'agendaTemplates') = 'array' THEN p."settings"->'agendaTemplates' ELSE '[]'::jsonb END
) WITH ORDINALITY AS t(value, ordinality)
WHERE btrim(coalesce(t.value->>'title', '')) <> '' AND btrim(coalesce(t.value->>'template', '')) <> '';
--> statement-breakpoint
INSERT INTO "agenda_templates" ("id", "practice_id", "kind", "title", "template", "active", "position")
SELECT gen_random_uuid(), p."id", d.kind, d.title, d.template, true, d.position
FROM "practices" p
CROSS JOIN (VALUES
  ('introduction', 'Introduction', E'Introductions\nYour circumstances and objectives\nHow we work and our charges\nNext steps', 0),
  ('recommendation', 'Recommendation', E'Summary of your objectives\nOur recommendation\nCosts and risks\nQuestions and next steps', 1),
  ('follow-up', 'Follow-up', E'Actions since our last meeting\nOutstanding questions\nNext steps', 2),
  ('review', 'Review', E'Changes in your circumstances\nPortfolio performance\nRisk profile check\nNext steps', 3),
  ('review-v2', 'Review v2', E'Your goals today\nPerformance and charges\nRisk and capacity for loss\nRecommendations\nNext steps', 4),
  ('review-referral', 'Review with referral request', E'Changes in your circumstances\nPortfolio performance\nNext steps\nWho else could we help?', 5)
) AS d(kind, title, template, position)
WHERE jsonb_typeof(p."settings"->'agendaTemplates') IS DISTINCT FROM 'array';
--> statement-breakpoint
-- Charters keep their ids where they were already uuids, so links to 'our-service-charters/{id}' still open.
INSERT INTO "service_charters" ("id", "practice_id", "title", "available_from", "image_file_id", "position")
SELECT
  CASE WHEN c.value->>'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    AND NOT EXISTS (SELECT 1 FROM "service_charters" s WHERE s."id"::text = lower(c.value->>'id'))
    THEN (c.value->>'id')::uuid ELSE gen_random_uuid() END,
  p."id", left(btrim(c.value->>'title'), 200),
  CASE WHEN c.value->>'availableFrom' ~ '^\d{4}-\d{2}-\d{2}$' THEN (c.value->>'availableFrom')::date END,
  (SELECT f."id" FROM "practice_files" f
    WHERE f."practice_id" = p."id" AND f."purpose" = 'serviceCharter' AND f."id"::text = lower(c.value->>'imageFileId')),
  c.ordinality - 1
FROM "practices" p
CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof(p."settings"->'serviceCharters') = 'array' THEN p."settings"->'serviceCharters' ELSE '[]'::jsonb END
) WITH ORDINALITY AS c(value, ordinality)
WHERE btrim(coalesce(c.value->>'title', '')) <> '';
--> statement-breakpoint
CREATE TEMPORARY TABLE "faq_sections_moved" AS
SELECT gen_random_uuid() AS "id", p."id" AS "practice_id", s.value, s.ordinality - 1 AS "position"
FROM "practices" p
CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof(p."settings"->'faqSections') = 'array' THEN p."settings"->'faqSections' ELSE '[]'::jsonb END
) WITH ORDINALITY AS s(value, ordinality)
WHERE btrim(coalesce(s.value->>'title', '')) <> '';
--> statement-breakpoint
INSERT INTO "faq_sections" ("id", "practice_id", "title", "position")
SELECT "id", "practice_id", left(btrim(value->>'title'), 200), "position" FROM "faq_sections_moved";
--> statement-breakpoint
INSERT INTO "faq_questions" ("id", "practice_id", "section_id", "question", "answer", "position")
SELECT gen_random_uuid(), m."practice_id", m."id", left(btrim(q.value->>'question'), 500), left(btrim(q.value->>'answer'), 5000), q.ordinality - 1
FROM "faq_sections_moved" m
CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof(m.value->'questions') = 'array' THEN m.value->'questions' ELSE '[]'::jsonb END
) WITH ORDINALITY AS q(value, ordinality)
WHERE btrim(coalesce(q.value->>'question', '')) <> '' AND btrim(coalesce(q.value->>'answer', '')) <> '';
--> statement-breakpoint
DROP TABLE "faq_sections_moved";
--> statement-breakpoint
UPDATE "practices" SET "settings" = "settings" - 'agendaTemplates' - 'serviceCharters' - 'faqSections'
WHERE "settings" ?| ARRAY['agendaTemplates', 'serviceCharters', 'faqSections'];
--> statement-breakpoint
-- Whoever has signed in before knows their dashboard: the guided tour is for a first sign-in.
UPDATE "users" SET "tour_guide_completed_at" = "last_sign_in_at" WHERE "last_sign_in_at" IS NOT NULL;
