CREATE TYPE "public"."email_link_purpose" AS ENUM('verifyAccount', 'setPassword', 'firstTimeLogin', 'forgetPassword');--> statement-breakpoint
CREATE TYPE "public"."file_kind" AS ENUM('jpeg', 'png', 'pdf');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('register', 'firstTimeLogin', 'forgetPassword');--> statement-breakpoint
CREATE TYPE "public"."property_ownership" AS ENUM('Owner', 'Resident', 'Tenant');--> statement-breakpoint
CREATE TYPE "public"."referral_type" AS ENUM('owner', 'tenant', 'resident', 'staff');--> statement-breakpoint
CREATE TABLE "email_links" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"purpose" "email_link_purpose" NOT NULL,
	"email_address" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"property_ownership" "property_ownership",
	"sino_estate_id" integer,
	"non_sino_estate_id" integer,
	"other_estate" text,
	"property_type_id" integer,
	"unit" text,
	"floor" text,
	"block" text,
	"street" text,
	"district_id" integer,
	"other_district" text,
	"area_id" integer,
	"other_area" text,
	"country_id" integer,
	"other_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"type" "referral_type" NOT NULL,
	"sino_estate_id" integer,
	"used_by_member_id" uuid,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_member_id" uuid,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"kind" "file_kind" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "uploaded_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "registration_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "tnc_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pics_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "consent_to_group" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_links" ADD CONSTRAINT "email_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_sino_estate_id_sino_estates_id_fk" FOREIGN KEY ("sino_estate_id") REFERENCES "public"."sino_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_non_sino_estate_id_non_sino_estates_id_fk" FOREIGN KEY ("non_sino_estate_id") REFERENCES "public"."non_sino_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_sino_estate_id_sino_estates_id_fk" FOREIGN KEY ("sino_estate_id") REFERENCES "public"."sino_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_used_by_member_id_members_id_fk" FOREIGN KEY ("used_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_links_member_idx" ON "email_links" USING btree ("member_id","purpose");--> statement-breakpoint
CREATE INDEX "one_time_codes_member_idx" ON "one_time_codes" USING btree ("member_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_member_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_unclaimed_idx" ON "uploaded_files" USING btree ("created_at");