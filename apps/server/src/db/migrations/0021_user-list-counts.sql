CREATE TABLE "user_list_counts" (
	"federation_id" integer,
	"role_id" integer,
	"role_status" text NOT NULL,
	"registration_completed" boolean NOT NULL,
	"live_users" integer NOT NULL,
	CONSTRAINT "user_list_counts_key" UNIQUE NULLS NOT DISTINCT("federation_id","role_id","role_status","registration_completed")
);
--> statement-breakpoint
-- Kept by statement-level triggers with transition tables: one grouped upsert per statement, whatever the
-- number of rows it changed, applied in key order so that concurrent statements lock counter rows in the
-- same order and cannot deadlock on them.
CREATE FUNCTION "user_list_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_list_counts" AS c ("federation_id", "role_id", "role_status", "registration_completed", "live_users")
    SELECT "federation_id", "role_id", "role_status", "registration_completed", count(*)::int
    FROM new_rows WHERE "deleted_at" IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "user_list_counts_key" DO UPDATE SET "live_users" = c."live_users" + excluded."live_users";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "user_list_counts" AS c ("federation_id", "role_id", "role_status", "registration_completed", "live_users")
    SELECT "federation_id", "role_id", "role_status", "registration_completed", -count(*)::int
    FROM old_rows WHERE "deleted_at" IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "user_list_counts_key" DO UPDATE SET "live_users" = c."live_users" + excluded."live_users";
  ELSE
    INSERT INTO "user_list_counts" AS c ("federation_id", "role_id", "role_status", "registration_completed", "live_users")
    SELECT "federation_id", "role_id", "role_status", "registration_completed", sum(delta)::int
    FROM (
      SELECT "federation_id", "role_id", "role_status", "registration_completed", 1 AS delta
      FROM new_rows WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "federation_id", "role_id", "role_status", "registration_completed", -1
      FROM old_rows WHERE "deleted_at" IS NULL
    ) AS changes
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT "user_list_counts_key" DO UPDATE SET "live_users" = c."live_users" + excluded."live_users";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_list_counts_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_list_counts_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_list_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "users_list_counts_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_list_counts_apply"();
--> statement-breakpoint
INSERT INTO "user_list_counts" ("federation_id", "role_id", "role_status", "registration_completed", "live_users")
SELECT "federation_id", "role_id", "role_status", "registration_completed", count(*)::int
FROM "users" WHERE "deleted_at" IS NULL
GROUP BY 1, 2, 3, 4;
