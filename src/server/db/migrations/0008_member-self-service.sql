ALTER TYPE "public"."otp_purpose" ADD VALUE 'changePhone';--> statement-breakpoint
CREATE TABLE "privilege_addresses" (
	"member_id" uuid PRIMARY KEY NOT NULL,
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
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "new_country_code_id" integer;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "new_mobile_phone" text;--> statement-breakpoint
ALTER TABLE "privilege_addresses" ADD CONSTRAINT "privilege_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_addresses" ADD CONSTRAINT "privilege_addresses_sino_estate_id_sino_estates_id_fk" FOREIGN KEY ("sino_estate_id") REFERENCES "public"."sino_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_addresses" ADD CONSTRAINT "privilege_addresses_non_sino_estate_id_non_sino_estates_id_fk" FOREIGN KEY ("non_sino_estate_id") REFERENCES "public"."non_sino_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_addresses" ADD CONSTRAINT "privilege_addresses_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_addresses" ADD CONSTRAINT "privilege_addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_addresses" ADD CONSTRAINT "privilege_addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_addresses" ADD CONSTRAINT "privilege_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_new_country_code_id_country_codes_id_fk" FOREIGN KEY ("new_country_code_id") REFERENCES "public"."country_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Privilege members so far were granted at registration: that address is their privilege address.
INSERT INTO "privilege_addresses" ("member_id", "sino_estate_id", "non_sino_estate_id", "other_estate", "property_type_id", "unit", "floor", "block", "street", "district_id", "other_district", "area_id", "other_area", "country_id", "other_country", "granted_at")
SELECT a."member_id", a."sino_estate_id", a."non_sino_estate_id", a."other_estate", a."property_type_id", a."unit", a."floor", a."block", a."street", a."district_id", a."other_district", a."area_id", a."other_area", a."country_id", a."other_country", m."created_at"
FROM "member_addresses" a JOIN "members" m ON m."id" = a."member_id"
WHERE m."tier" = 'privilege';
