-- A change a member asks for to an approved parking application waits beside it: the approved
-- one stays in force until a reviewer approves the change (which replaces it) or rejects it. A
-- pending change holds its plate and Octopus card as an open application does. A member may
-- withdraw an application still waiting, which frees its plate and card. Writes to changes
-- announce the member, as writes to applications do.
CREATE TYPE "public"."parking_change_status" AS ENUM('pending', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."parking_status" ADD VALUE 'withdrawn';--> statement-breakpoint
CREATE TABLE "parking_change_documents" (
	"change_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "parking_change_documents_change_id_file_id_pk" PRIMARY KEY("change_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "parking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" "parking_change_status" DEFAULT 'pending' NOT NULL,
	"vehicle_number" text NOT NULL,
	"octopus_card_number" text NOT NULL,
	"octopus_card_last_number" text NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"vehicle_model" text NOT NULL,
	"documents_to_follow" smallint DEFAULT 0 NOT NULL,
	"approved_before" jsonb NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"rejection_cause" "rejection_cause",
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_change_documents" ADD CONSTRAINT "parking_change_documents_change_id_parking_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."parking_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_change_documents" ADD CONSTRAINT "parking_change_documents_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_changes" ADD CONSTRAINT "parking_changes_application_id_parking_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."parking_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_changes" ADD CONSTRAINT "parking_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_changes" ADD CONSTRAINT "parking_changes_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_changes" ADD CONSTRAINT "parking_changes_decided_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parking_change_documents_file_idx" ON "parking_change_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "parking_changes_application_idx" ON "parking_changes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "parking_changes_member_idx" ON "parking_changes" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_changes_pending_key" ON "parking_changes" USING btree ("application_id") WHERE "parking_changes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "parking_changes_pending_vehicle_key" ON "parking_changes" USING btree ("vehicle_number") WHERE "parking_changes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "parking_changes_pending_card_key" ON "parking_changes" USING btree ("octopus_card_number") WHERE "parking_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "parking_changes_awaiting_idx" ON "parking_changes" USING btree ("terms_accepted_at") WHERE "parking_changes"."status" = 'pending' and "parking_changes"."documents_to_follow" > 0;--> statement-breakpoint
CREATE TRIGGER "parking_changes_changed" AFTER INSERT OR UPDATE OR DELETE ON "parking_changes" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
