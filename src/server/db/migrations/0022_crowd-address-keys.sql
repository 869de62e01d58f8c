ALTER TABLE "members" ADD COLUMN "registered_from_key" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "uploaded_from_key" text;--> statement-breakpoint
CREATE INDEX "members_pending_address_idx" ON "members" USING btree ("registered_from_key","created_at") WHERE "members"."registration_pending" and "members"."phone_verified_at" is null;--> statement-breakpoint
CREATE INDEX "uploaded_files_unclaimed_address_idx" ON "uploaded_files" USING btree ("uploaded_from_key","created_at") WHERE "uploaded_files"."owner_member_id" is null;