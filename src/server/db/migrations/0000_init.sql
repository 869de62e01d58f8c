CREATE TYPE "public"."member_status" AS ENUM('active', 'suspended', 'duplicated');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('sms', 'email');--> statement-breakpoint
CREATE TYPE "public"."tier" AS ENUM('ordinary', 'privilege');--> statement-breakpoint
CREATE TYPE "public"."upgrade_status" AS ENUM('applied', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE SEQUENCE "public"."member_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "age_ranges" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_codes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"length" integer DEFAULT 8 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"area_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	CONSTRAINT "languages_language_unique" UNIQUE("language")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_interests" (
	"member_id" uuid NOT NULL,
	"interest_id" integer NOT NULL,
	CONSTRAINT "member_interests_member_id_interest_id_pk" PRIMARY KEY("member_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_member_id" text DEFAULT ('SC' || nextval('member_number_seq')) NOT NULL,
	"status" "member_status" DEFAULT 'active' NOT NULL,
	"tier" "tier" DEFAULT 'ordinary' NOT NULL,
	"salutation_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"chinese_name" text,
	"chinese_surname" text,
	"gender" text,
	"country_code_id" integer NOT NULL,
	"mobile_phone" text NOT NULL,
	"email_address" text,
	"birthday_month" integer,
	"birthday_year" integer,
	"birthday_day" integer,
	"age_range_id" integer,
	"nationality_id" integer,
	"default_lang_id" integer,
	"is_live_in_sino_properties" boolean DEFAULT false NOT NULL,
	"sino_staff_number" text,
	"sino_staff_company_id" integer,
	"password_hash" text,
	"first_time_login" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_club_member_id_unique" UNIQUE("club_member_id"),
	CONSTRAINT "members_gender_check" CHECK ("members"."gender" in ('M', 'F')),
	CONSTRAINT "members_birthday_month_check" CHECK ("members"."birthday_month" between 1 and 12),
	CONSTRAINT "members_birthday_day_check" CHECK ("members"."birthday_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "nationalities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "non_sino_estates" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifier_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salutations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "sino_estates" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"street" text,
	"district_id" integer,
	"property_type_id" integer,
	"area_id" integer,
	"country_id" integer
);
--> statement-breakpoint
CREATE TABLE "staff_companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upgrade_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"status" "upgrade_status" DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_sc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_interests" ADD CONSTRAINT "member_interests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_interests" ADD CONSTRAINT "member_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_salutation_id_salutations_id_fk" FOREIGN KEY ("salutation_id") REFERENCES "public"."salutations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_country_code_id_country_codes_id_fk" FOREIGN KEY ("country_code_id") REFERENCES "public"."country_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_age_range_id_age_ranges_id_fk" FOREIGN KEY ("age_range_id") REFERENCES "public"."age_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_nationality_id_nationalities_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."nationalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_default_lang_id_languages_id_fk" FOREIGN KEY ("default_lang_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_sino_staff_company_id_staff_companies_id_fk" FOREIGN KEY ("sino_staff_company_id") REFERENCES "public"."staff_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sino_estates" ADD CONSTRAINT "sino_estates_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sino_estates" ADD CONSTRAINT "sino_estates_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sino_estates" ADD CONSTRAINT "sino_estates_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sino_estates" ADD CONSTRAINT "sino_estates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD CONSTRAINT "upgrade_forms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_active_phone_key" ON "members" USING btree ("country_code_id","mobile_phone") WHERE "members"."status" <> 'duplicated';--> statement-breakpoint
CREATE UNIQUE INDEX "members_active_email_key" ON "members" USING btree (lower("email_address")) WHERE "members"."status" <> 'duplicated';--> statement-breakpoint
CREATE INDEX "notifier_outbox_created_idx" ON "notifier_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "upgrade_forms_member_idx" ON "upgrade_forms" USING btree ("member_id","created_at");