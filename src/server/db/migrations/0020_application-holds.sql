-- A parking application the portal itself rejected (its documents never came within 48 hours)
-- says why, in the member's language. The 48-hour rule finds the applications still expecting
-- documents by an index; uploads attached to no application are found, and deleted files
-- unlinked, by an index on each document table's file.
ALTER TABLE "parking_applications" ADD COLUMN "rejection_cause" "rejection_cause";--> statement-breakpoint
CREATE INDEX "parking_applications_awaiting_idx" ON "parking_applications" USING btree ("terms_accepted_at") WHERE "parking_applications"."status" = 'applied' and "parking_applications"."documents_to_follow" > 0;--> statement-breakpoint
CREATE INDEX "parking_documents_file_idx" ON "parking_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "upgrade_form_documents_file_idx" ON "upgrade_form_documents" USING btree ("file_id");
