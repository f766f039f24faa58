ALTER TABLE "support_messages" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_user_id_created_at_index" ON "support_messages" USING btree ("user_id","created_at");