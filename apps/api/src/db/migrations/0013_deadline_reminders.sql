ALTER TYPE "public"."notification_type" ADD VALUE 'submission_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'submission_revision_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'submission_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'submission_deadline_reminder';--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD COLUMN "deadline_reminder_sent_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "campaign_applications_deadline_reminder_idx" ON "campaign_applications" USING btree ("submission_deadline") WHERE "campaign_applications"."deadline_reminder_sent_at" is null and "campaign_applications"."submission_deadline" is not null;--> statement-breakpoint
-- Applications approved before deadlines were set at approval take their campaign's content deadline (ADR 0043).
UPDATE "campaign_applications" SET "submission_deadline" = "campaigns"."content_deadline" FROM "campaigns" WHERE "campaigns"."id" = "campaign_applications"."campaign_id" AND "campaign_applications"."status" IN ('approved', 'in_progress') AND "campaign_applications"."submission_deadline" IS NULL;
