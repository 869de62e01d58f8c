-- Every write to a member's data announces the member on the channel member_changed, so that
-- each server node drops what it keeps of that member (session, profile). The announcement is
-- sent when the transaction commits, and not at all if it rolls back.
CREATE FUNCTION "notify_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_TABLE_NAME = 'members' THEN
    changed := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
  ELSE
    changed := CASE WHEN TG_OP = 'DELETE' THEN OLD."member_id" ELSE NEW."member_id" END;
  END IF;
  PERFORM pg_notify('member_changed', changed::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_changed" AFTER INSERT OR UPDATE OR DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
--> statement-breakpoint
CREATE TRIGGER "member_addresses_changed" AFTER INSERT OR UPDATE OR DELETE ON "member_addresses" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
--> statement-breakpoint
CREATE TRIGGER "privilege_addresses_changed" AFTER INSERT OR UPDATE OR DELETE ON "privilege_addresses" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
--> statement-breakpoint
CREATE TRIGGER "member_interests_changed" AFTER INSERT OR UPDATE OR DELETE ON "member_interests" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
--> statement-breakpoint
CREATE TRIGGER "upgrade_forms_changed" AFTER INSERT OR UPDATE OR DELETE ON "upgrade_forms" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
--> statement-breakpoint
CREATE TRIGGER "one_time_codes_changed" AFTER INSERT OR UPDATE OR DELETE ON "one_time_codes" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
