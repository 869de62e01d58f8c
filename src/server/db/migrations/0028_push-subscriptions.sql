CREATE TABLE "document_reminders" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"session_token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
-- A session ends by being revoked (logout, a new password, "end all sessions", staff), wherever
-- that is written: its device's push subscription goes at the same moment.
CREATE FUNCTION "drop_push_subscription_of_ended_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "push_subscriptions" WHERE "session_token_hash" = NEW."token_hash";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended_drop_push" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW WHEN (NEW."revoked_at" IS NOT NULL) EXECUTE FUNCTION "drop_push_subscription_of_ended_session"();
