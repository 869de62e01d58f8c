-- Erasure forgets the person in the audit log too. The log stays append-only, with one opening:
-- a transaction that says it erases (the setting portal.erasing) may blank what an entry holds of
-- a person (the state before and after, a search's words), never who acted, what was done,
-- on what kind of record, or when.
CREATE OR REPLACE FUNCTION "refuse_audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('portal.erasing', true) = 'on'
    AND NEW."id" = OLD."id"
    AND NEW."actor_kind" = OLD."actor_kind"
    AND NEW."staff_id" IS NOT DISTINCT FROM OLD."staff_id"
    AND NEW."actor_email" = OLD."actor_email"
    AND NEW."action" = OLD."action"
    AND NEW."target_kind" IS NOT DISTINCT FROM OLD."target_kind"
    AND (NEW."target_id" IS NOT DISTINCT FROM OLD."target_id" OR OLD."target_kind" = 'search')
    AND NEW."at" = OLD."at" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
