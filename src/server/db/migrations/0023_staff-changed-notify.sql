-- A change to a staff account or session (sign-out, a session ended, an account disabled, a new
-- authenticator) is announced on the channel staff_changed when its transaction commits, so that
-- each server node drops the staff sessions it keeps. A new session changes nothing kept.
CREATE FUNCTION "notify_staff_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_accounts_changed" AFTER UPDATE OR DELETE ON "staff_accounts" FOR EACH ROW EXECUTE FUNCTION "notify_staff_changed"();
--> statement-breakpoint
CREATE TRIGGER "staff_sessions_changed" AFTER UPDATE OR DELETE ON "staff_sessions" FOR EACH ROW EXECUTE FUNCTION "notify_staff_changed"();
