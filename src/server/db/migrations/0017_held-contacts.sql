DROP INDEX "members_active_phone_key";--> statement-breakpoint
DROP INDEX "members_active_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "members_held_phone_key" ON "members" USING btree ("country_code_id","mobile_phone") WHERE "members"."status" <> 'duplicated' and not ("members"."registration_pending" and "members"."phone_verified_at" is null);--> statement-breakpoint
CREATE UNIQUE INDEX "members_held_email_key" ON "members" USING btree (lower("email_address")) WHERE "members"."status" <> 'duplicated' and not ("members"."registration_pending" and "members"."email_verified_at" is null);--> statement-breakpoint
CREATE INDEX "members_pending_created_idx" ON "members" USING btree ("created_at") WHERE "members"."registration_pending";