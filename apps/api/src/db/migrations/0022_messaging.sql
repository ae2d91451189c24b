CREATE TYPE "public"."chat_request_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."conversation_kind" AS ENUM('application', 'direct');--> statement-breakpoint
CREATE TYPE "public"."message_side" AS ENUM('brand', 'creator', 'agent');--> statement-breakpoint
ALTER TYPE "public"."content_report_target" ADD VALUE 'conversation';--> statement-breakpoint
CREATE TABLE "chat_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" text NOT NULL,
	"workspace_id" text,
	"to_creator_id" text NOT NULL,
	"message" text NOT NULL,
	"status" "chat_request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp (3) with time zone,
	"conversation_id" uuid
);
--> statement-breakpoint
CREATE TABLE "conversation_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blocker_user_id" text,
	"blocker_workspace_id" text,
	"blocked_user_id" text,
	"blocked_workspace_id" text,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_blocks_pair_key" UNIQUE NULLS NOT DISTINCT("blocker_user_id","blocker_workspace_id","blocked_user_id","blocked_workspace_id"),
	CONSTRAINT "conversation_blocks_blocker_check" CHECK (num_nonnulls("conversation_blocks"."blocker_user_id", "conversation_blocks"."blocker_workspace_id") = 1),
	CONSTRAINT "conversation_blocks_blocked_check" CHECK (num_nonnulls("conversation_blocks"."blocked_user_id", "conversation_blocks"."blocked_workspace_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_read_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "conversation_reads_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "conversation_kind" NOT NULL,
	"application_id" uuid,
	"workspace_id" text,
	"creator_id" text NOT NULL,
	"agent_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp (3) with time zone,
	CONSTRAINT "conversations_application_key" UNIQUE("application_id"),
	CONSTRAINT "conversations_kind_check" CHECK (("conversations"."kind" = 'application' and "conversations"."application_id" is not null and "conversations"."workspace_id" is not null)
        or ("conversations"."kind" = 'direct' and "conversations"."application_id" is null))
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_email_notices" (
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "message_email_notices_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text,
	"sender_side" "message_side" NOT NULL,
	"body" text NOT NULL,
	"client_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp (3) with time zone,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "messages_body_length_check" CHECK (char_length("messages"."body") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "chat_requests" ADD CONSTRAINT "chat_requests_from_user_id_auth_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_requests" ADD CONSTRAINT "chat_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_requests" ADD CONSTRAINT "chat_requests_to_creator_id_auth_users_id_fk" FOREIGN KEY ("to_creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_requests" ADD CONSTRAINT "chat_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocker_user_id_auth_users_id_fk" FOREIGN KEY ("blocker_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocker_workspace_id_workspaces_id_fk" FOREIGN KEY ("blocker_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocked_user_id_auth_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocked_workspace_id_workspaces_id_fk" FOREIGN KEY ("blocked_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_agent_id_auth_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_email_notices" ADD CONSTRAINT "message_email_notices_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_email_notices" ADD CONSTRAINT "message_email_notices_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_auth_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_requests_pending_workspace_key" ON "chat_requests" USING btree ("workspace_id","to_creator_id") WHERE "chat_requests"."status" = 'pending' and "chat_requests"."workspace_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_requests_pending_user_key" ON "chat_requests" USING btree ("from_user_id","to_creator_id") WHERE "chat_requests"."status" = 'pending' and "chat_requests"."workspace_id" is null;--> statement-breakpoint
CREATE INDEX "chat_requests_creator_idx" ON "chat_requests" USING btree ("to_creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_requests_from_idx" ON "chat_requests" USING btree ("from_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_blocks_blocked_user_idx" ON "conversation_blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE INDEX "conversation_blocks_blocked_workspace_idx" ON "conversation_blocks" USING btree ("blocked_workspace_id");--> statement-breakpoint
CREATE INDEX "conversation_reads_user_idx" ON "conversation_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_direct_workspace_key" ON "conversations" USING btree ("workspace_id","creator_id") WHERE "conversations"."kind" = 'direct' and "conversations"."workspace_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_direct_agent_key" ON "conversations" USING btree ("agent_id","creator_id") WHERE "conversations"."kind" = 'direct' and "conversations"."workspace_id" is null;--> statement-breakpoint
CREATE INDEX "conversations_workspace_idx" ON "conversations" USING btree ("workspace_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_creator_idx" ON "conversations" USING btree ("creator_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_agent_idx" ON "conversations" USING btree ("agent_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "message_attachments_message_upload_key" ON "message_attachments" USING btree ("message_id","upload_id");--> statement-breakpoint
CREATE INDEX "message_attachments_upload_idx" ON "message_attachments" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_key" ON "messages" USING btree ("sender_id","client_key");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);