CREATE TYPE "public"."contact_type" AS ENUM('general', 'feature', 'investment');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "contact_type" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"ticket_size" text,
	"message" text NOT NULL,
	"user_id" text,
	"client_ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_client_ip_idx" ON "contact_messages" USING btree ("client_ip","created_at");