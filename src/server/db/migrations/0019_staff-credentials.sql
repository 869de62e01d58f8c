-- Staff credentials: a new account gets an invitation link (staff_enrolment_links) and sets its
-- own password and authenticator, so both columns may be empty until then. TOTP secrets are kept
-- encrypted with AES-256-GCM under TOTP_ENCRYPTION_KEY, which SQL does not hold (and neither
-- PGlite nor a plain PostgreSQL has AES-GCM): the secrets stored in plain text until now are
-- encrypted by the server at start-up, before it listens (modules/staff/totp-secrets.ts).
CREATE TYPE "public"."audit_actor_kind" AS ENUM('staff', 'operator');--> statement-breakpoint
CREATE TYPE "public"."staff_link_purpose" AS ENUM('invite', 'authenticator');--> statement-breakpoint
CREATE TABLE "staff_enrolment_links" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"purpose" "staff_link_purpose" NOT NULL,
	"pending_totp_secret" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ALTER COLUMN "totp_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" "audit_actor_kind" DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_enrolment_links" ADD CONSTRAINT "staff_enrolment_links_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_enrolment_links_staff_idx" ON "staff_enrolment_links" USING btree ("staff_id");--> statement-breakpoint
-- Entries written by an operator's command so far (staff:create) name the actor 'operator' and no
-- account: they are marked as such. The append-only trigger is set aside for this one backfill.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";
--> statement-breakpoint
UPDATE "audit_log" SET "actor_kind" = 'operator' WHERE "staff_id" IS NULL AND "actor_email" = 'operator';
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";
--> statement-breakpoint
-- TRUNCATE fires no row trigger: a statement-level one refuses it as well.
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_audit_change"();
