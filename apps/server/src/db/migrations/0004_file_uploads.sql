CREATE TABLE "file_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"max_bytes" integer NOT NULL,
	"size_bytes" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	CONSTRAINT "file_uploads_size_check" CHECK ("file_uploads"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_uploads_owner_user_id_index" ON "file_uploads" USING btree ("owner_user_id");