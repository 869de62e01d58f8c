-- A member's own data: the copy of it they asked for (data_exports), requests to close an
-- account (closing_requests, kept after the erasure with the member ID only), and when the
-- consent to news and offers from the group was given and withdrawn. Registration took that
-- consent without its date: a member who gave it is taken to have given it when registering.
CREATE TYPE "public"."closing_request_channel" AS ENUM('member', 'post');--> statement-breakpoint
CREATE TYPE "public"."data_export_status" AS ENUM('preparing', 'ready');--> statement-breakpoint
CREATE TABLE "closing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid,
	"club_member_id" text NOT NULL,
	"channel" "closing_request_channel" NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" "data_export_status" DEFAULT 'preparing' NOT NULL,
	"lang" text NOT NULL,
	"json_name" text,
	"html_name" text,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "consent_to_group_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "consent_to_group_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "closing_requests" ADD CONSTRAINT "closing_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_requests_open_key" ON "closing_requests" USING btree ("member_id") WHERE "closing_requests"."cancelled_at" is null and "closing_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "closing_requests_due_idx" ON "closing_requests" USING btree ("closes_at") WHERE "closing_requests"."cancelled_at" is null and "closing_requests"."closed_at" is null;--> statement-breakpoint
UPDATE "members" SET "consent_to_group_at" = "created_at" WHERE "consent_to_group";
