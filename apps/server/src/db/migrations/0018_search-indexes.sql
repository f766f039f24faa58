CREATE INDEX "team_applications_team_name_trgm_index" ON "team_applications" USING gin ("team_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_applications_contact_email_trgm_index" ON "team_applications" USING gin ("contact_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_applications_admin_email_trgm_index" ON "team_applications" USING gin ("admin_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_applications_admin_name_trgm_index" ON "team_applications" USING gin (("admin_first_name" || ' ' || "admin_last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_name_trgm_index" ON "teams" USING gin ("name" gin_trgm_ops);