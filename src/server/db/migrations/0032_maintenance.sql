CREATE TABLE "maintenance" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"on" boolean NOT NULL,
	"message_en" text NOT NULL,
	"message_tc" text NOT NULL,
	"message_sc" text NOT NULL,
	"until" timestamp with time zone,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" text NOT NULL,
	CONSTRAINT "maintenance_single_row" CHECK ("maintenance"."id" = 1)
);
