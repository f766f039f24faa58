CREATE TABLE "data_version_marks" (
	"transaction_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Decision 033. The first write of a transaction to a versioned table inserts the transaction's mark, and
-- every write remembers its table in a transaction-local setting; no lock is taken before the commit.
CREATE FUNCTION "data_versions_note"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written text := coalesce(current_setting('portal.written_tables', true), '');
BEGIN
  IF written = '' THEN
    INSERT INTO "data_version_marks" ("transaction_id") VALUES (txid_current());
    PERFORM set_config('portal.written_tables', TG_TABLE_NAME, true);
  ELSIF position(',' || TG_TABLE_NAME || ',' IN ',' || written || ',') = 0 THEN
    PERFORM set_config('portal.written_tables', written || ',' || TG_TABLE_NAME, true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- At the commit, the mark's deferred trigger bumps the version of every table the transaction wrote, in one
-- statement and in name order: concurrent commits lock version rows in the same order and cannot deadlock on
-- them, and each holds them only from this trigger to the end of its commit. The new versions become visible
-- with the rows they describe.
CREATE FUNCTION "data_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_versions" AS v ("table_name", "version")
  SELECT name, 1
  FROM unnest(string_to_array(current_setting('portal.written_tables', true), ',')) AS name
  WHERE name <> ''
  ORDER BY name
  ON CONFLICT ("table_name") DO UPDATE SET "version" = v."version" + 1;
  DELETE FROM "data_version_marks" WHERE "transaction_id" = NEW."transaction_id";
  PERFORM set_config('portal.written_tables', '', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_marks_bump" AFTER INSERT ON "data_version_marks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_versions_bump"();
--> statement-breakpoint
-- Every table but the bookkeeping ones, whose writes (sign-ins, throttles, jobs, the audit trail) no cached
-- reply shows. A later migration that creates a table adds its trigger too (db/data-versions.test.ts checks).
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT IN (
        'data_versions', 'data_version_marks', 'audit_events', 'background_jobs', 'outbox_messages',
        'rate_limit_windows', 'sessions', 'refresh_tokens', 'verification_codes', 'login_links',
        'user_two_factor', 'two_factor_backup_codes'
      )
    ORDER BY table_name
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "data_versions_note"()',
      name || '_data_version', name
    );
  END LOOP;
END
$$;
