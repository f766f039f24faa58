-- Trigram indexes for the user lists' contains-search. pg_trgm is a trusted extension (PostgreSQL 13+), so
-- the database owner may create it; PGlite loads its module in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_last_name_id_index" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_first_name_id_index" ON "users" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "users_email_id_index" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_index" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_federation_id_last_name_index" ON "users" USING btree ("federation_id","last_name","id");--> statement-breakpoint
CREATE INDEX "users_pending_updated_at_index" ON "users" USING btree ("updated_at","id") WHERE "users"."role_status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_index" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_index" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_index" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_wsk_id_trgm_index" ON "users" USING gin ("wsk_id" gin_trgm_ops);