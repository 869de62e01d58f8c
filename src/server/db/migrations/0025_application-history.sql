ALTER TABLE "parking_applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- Compared as text: the status 'withdrawn' is added by the migration before this one, and in the
-- one transaction all migrations run in, PostgreSQL refuses a new enum value used as a value.
UPDATE "parking_applications" SET "withdrawn_at" = "updated_at" WHERE "status"::text = 'withdrawn';--> statement-breakpoint
ALTER TABLE "parking_documents" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
UPDATE "parking_documents" SET "attached_at" = "parking_applications"."terms_accepted_at" FROM "parking_applications" WHERE "parking_applications"."id" = "parking_documents"."application_id";--> statement-breakpoint
ALTER TABLE "parking_documents" ALTER COLUMN "attached_at" SET NOT NULL;
