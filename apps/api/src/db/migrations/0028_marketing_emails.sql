ALTER TYPE "public"."user_action_type" ADD VALUE 'announcement_sent';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;