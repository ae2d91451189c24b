ALTER TYPE "public"."notification_type" ADD VALUE 'message_unread';--> statement-breakpoint
CREATE TABLE "conversation_closures" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"closed_by" text,
	"reason" text NOT NULL,
	"closed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_closures" ADD CONSTRAINT "conversation_closures_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_closures" ADD CONSTRAINT "conversation_closures_closed_by_auth_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");