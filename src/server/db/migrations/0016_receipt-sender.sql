-- A receipt names the member signed in on the device that sent it; staff list receipts by event.
ALTER TABLE "receipts" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_links_event_idx" ON "receipt_links" USING btree ("event_name");--> statement-breakpoint
CREATE INDEX "receipts_member_idx" ON "receipts" USING btree ("member_id");