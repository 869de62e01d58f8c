CREATE TYPE "public"."parking_status" AS ENUM('applied', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."rejection_cause" AS ENUM('noDocuments');--> statement-breakpoint
CREATE TYPE "public"."upgrade_document_purpose" AS ENUM('address', 'staff');--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'doc';--> statement-breakpoint
CREATE TABLE "parking_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"status" "parking_status" DEFAULT 'applied' NOT NULL,
	"vehicle_number" text NOT NULL,
	"octopus_card_number" text NOT NULL,
	"octopus_card_last_number" text NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"vehicle_model" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_documents" (
	"application_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "parking_documents_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "upgrade_form_documents" (
	"form_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"purpose" "upgrade_document_purpose" NOT NULL,
	"attached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "upgrade_form_documents_form_id_file_id_pk" PRIMARY KEY("form_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "is_resident" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "is_tenant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "sino_estate_id" integer;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "non_sino_estate_id" integer;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "other_estate" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "property_type_id" integer;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "floor" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "block" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "other_district" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "other_area" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "country_id" integer;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "other_country" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "sino_staff_number" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "sino_staff_company_id" integer;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "rejection_cause" "rejection_cause";--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parking_applications" ADD CONSTRAINT "parking_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_applications" ADD CONSTRAINT "parking_applications_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_documents" ADD CONSTRAINT "parking_documents_application_id_parking_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."parking_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_documents" ADD CONSTRAINT "parking_documents_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_form_documents" ADD CONSTRAINT "upgrade_form_documents_form_id_upgrade_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."upgrade_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_form_documents" ADD CONSTRAINT "upgrade_form_documents_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parking_applications_member_idx" ON "parking_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_applications_open_vehicle_key" ON "parking_applications" USING btree ("vehicle_number") WHERE "parking_applications"."status" in ('applied', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "parking_applications_open_card_key" ON "parking_applications" USING btree ("octopus_card_number") WHERE "parking_applications"."status" in ('applied', 'approved');--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD CONSTRAINT "upgrade_forms_sino_estate_id_sino_estates_id_fk" FOREIGN KEY ("sino_estate_id") REFERENCES "public"."sino_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD CONSTRAINT "upgrade_forms_non_sino_estate_id_non_sino_estates_id_fk" FOREIGN KEY ("non_sino_estate_id") REFERENCES "public"."non_sino_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD CONSTRAINT "upgrade_forms_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD CONSTRAINT "upgrade_forms_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD CONSTRAINT "upgrade_forms_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD CONSTRAINT "upgrade_forms_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD CONSTRAINT "upgrade_forms_sino_staff_company_id_staff_companies_id_fk" FOREIGN KEY ("sino_staff_company_id") REFERENCES "public"."staff_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upgrade_forms_applied_idx" ON "upgrade_forms" USING btree ("created_at") WHERE "upgrade_forms"."status" = 'applied';--> statement-breakpoint
CREATE TRIGGER "parking_applications_changed" AFTER INSERT OR UPDATE OR DELETE ON "parking_applications" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
--> statement-breakpoint
-- Applications made by registration so far: their role and address come from the registration,
-- and the documents the registration claimed (in the same moment) become theirs.
UPDATE "upgrade_forms" f SET
  "is_owner" = a."property_ownership" = 'Owner',
  "is_resident" = a."property_ownership" = 'Resident',
  "is_tenant" = a."property_ownership" = 'Tenant',
  "sino_estate_id" = a."sino_estate_id",
  "non_sino_estate_id" = a."non_sino_estate_id",
  "other_estate" = a."other_estate",
  "property_type_id" = a."property_type_id",
  "unit" = a."unit",
  "floor" = a."floor",
  "block" = a."block",
  "street" = a."street",
  "district_id" = a."district_id",
  "other_district" = a."other_district",
  "area_id" = a."area_id",
  "other_area" = a."other_area",
  "country_id" = a."country_id",
  "other_country" = a."other_country"
FROM "member_addresses" a WHERE a."member_id" = f."member_id";
--> statement-breakpoint
INSERT INTO "upgrade_form_documents" ("form_id", "file_id", "purpose", "attached_at")
SELECT f."id", u."id", 'address', u."claimed_at"
FROM "upgrade_forms" f JOIN "uploaded_files" u ON u."owner_member_id" = f."member_id" AND u."claimed_at" = f."created_at";
--> statement-breakpoint
UPDATE "upgrade_forms" f SET "status" = 'pending'
WHERE f."status" = 'applied' AND EXISTS (SELECT 1 FROM "upgrade_form_documents" d WHERE d."form_id" = f."id");
