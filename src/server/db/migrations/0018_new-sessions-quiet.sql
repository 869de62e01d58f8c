-- A new session changes nothing a node keeps (a token not yet seen is not kept), so logging in
-- no longer announces the member: their profile and other sessions stay cached. Ending or
-- renewing a session still does.
DROP TRIGGER "sessions_changed" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
