CREATE TABLE "wallet_device_registrations" (
	"device_library_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_device_registrations_device_library_id_serial_number_pk" PRIMARY KEY("device_library_id","serial_number")
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"lang" text NOT NULL,
	"token_hashes" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "wallet_passes_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_device_registrations" ADD CONSTRAINT "wallet_device_registrations_serial_number_wallet_passes_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."wallet_passes"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_device_registrations_serial_idx" ON "wallet_device_registrations" USING btree ("serial_number");