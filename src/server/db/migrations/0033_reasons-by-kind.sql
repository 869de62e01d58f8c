-- A reason may be for any application, or only an upgrade, or only parking (a parking change
-- counts as parking): reviewers are offered the reasons that fit what they reject. Of the
-- defaults, only the plate or vehicle mismatch is parking's alone.
ALTER TABLE "rejection_reasons" ADD COLUMN "applies_to" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "rejection_reasons" ADD CONSTRAINT "rejection_reasons_applies_to_check" CHECK ("applies_to" in ('any', 'upgrade', 'parking'));--> statement-breakpoint
UPDATE "rejection_reasons" SET "applies_to" = 'parking' WHERE "code" = 'vehicle-mismatch';
