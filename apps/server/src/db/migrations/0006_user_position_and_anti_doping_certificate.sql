CREATE TABLE "anti_doping_certificates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"certificate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "anti_doping_certificates" ADD CONSTRAINT "anti_doping_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anti_doping_certificates" ADD CONSTRAINT "anti_doping_certificates_certificate_file_uploads_key_fk" FOREIGN KEY ("certificate") REFERENCES "public"."file_uploads"("key") ON DELETE set null ON UPDATE no action;