ALTER TABLE "client_cases" ADD COLUMN "shown_to_client" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "client_cases" SET "shown_to_client" = false
WHERE ("type" IN ('review_questionnaire_case', 'document_pack_case') AND "status" = 'draft')
   OR ("type" = 'recommendation_pack_case' AND "status" = 'submitted');
