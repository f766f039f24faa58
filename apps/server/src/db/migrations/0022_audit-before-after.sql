ALTER TABLE "audit_events" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "after" jsonb;--> statement-breakpoint
CREATE INDEX "audit_events_created_at_id_index" ON "audit_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_created_at_index" ON "audit_events" USING btree ("action" text_pattern_ops,"created_at" DESC NULLS LAST);--> statement-breakpoint
-- The audit log is append-only (decision 024): no UPDATE or DELETE, whoever asks. The one change let through
-- is the foreign keys' own ON DELETE SET NULL, should a users row ever be removed outright (accounts are
-- anonymised in place, so the application never does): the actor or target becomes null, nothing else moves.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW."id" = OLD."id"
    AND NEW."action" = OLD."action"
    AND NEW."details" = OLD."details"
    AND NEW."before" IS NOT DISTINCT FROM OLD."before"
    AND NEW."after" IS NOT DISTINCT FROM OLD."after"
    AND NEW."created_at" = OLD."created_at"
    AND (NEW."actor_user_id" IS NOT DISTINCT FROM OLD."actor_user_id" OR NEW."actor_user_id" IS NULL)
    AND (NEW."target_user_id" IS NOT DISTINCT FROM OLD."target_user_id" OR NEW."target_user_id" IS NULL)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update" BEFORE UPDATE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_delete" BEFORE DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
