CREATE TYPE "public"."content_report_status" AS ENUM('open', 'dismissed', 'taken_down');--> statement-breakpoint
CREATE TYPE "public"."content_report_target" AS ENUM('campaign', 'public_page', 'code');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('open', 'investigating', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."support_priority" AS ENUM('high', 'medium');--> statement-breakpoint
CREATE TYPE "public"."support_request_status" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE TYPE "public"."support_request_type" AS ENUM('help', 'feedback', 'bug_report', 'feature_request');--> statement-breakpoint
CREATE TYPE "public"."user_action_type" AS ENUM('profile_updated', 'suspended', 'reinstated', 'verification_approved', 'verification_rejected', 'campaign_paused', 'campaign_closed', 'report_dismissed', 'report_taken_down', 'dispute_investigating', 'dispute_resolved', 'support_answered', 'support_closed', 'enterprise_granted', 'limit_request_approved', 'limit_request_declined');--> statement-breakpoint
CREATE TYPE "public"."verification_request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'verification_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'verification_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'dispute_opened';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'dispute_updated';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'support_reply';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'campaign_moderated';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'content_report_resolved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'enterprise_updated';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'account_suspended';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "admin_elevations" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_step_up_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text,
	"target_type" "content_report_target" NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" "content_report_status" DEFAULT 'open' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp (3) with time zone,
	"review_note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"initiator_id" text NOT NULL,
	"respondent_id" text,
	"dispute_type" text NOT NULL,
	"description" text NOT NULL,
	"evidence_upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "dispute_status" DEFAULT 'open' NOT NULL,
	"investigating_by" text,
	"investigating_at" timestamp (3) with time zone,
	"resolution_note" text,
	"outcome" text,
	"resolved_by" text,
	"resolved_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_analytics" (
	"date_recorded" date PRIMARY KEY NOT NULL,
	"total_users" integer NOT NULL,
	"sign_ups_by_type" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"campaigns_created" integer NOT NULL,
	"applications" integer NOT NULL,
	"approvals" integer NOT NULL,
	"redemptions" integer NOT NULL,
	"revenue_fils" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"request_type" "support_request_type" NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" "support_request_status" DEFAULT 'open' NOT NULL,
	"priority" "support_priority" NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_actions_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"target_user_id" text,
	"action_type" "user_action_type" NOT NULL,
	"action_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"requester_type" "user_type" NOT NULL,
	"platform" text,
	"platform_url" text,
	"claimed_followers" integer,
	"trade_licence_number" text,
	"document_upload_id" uuid,
	"status" "verification_request_status" DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp (3) with time zone,
	"rejection_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "admin_elevations" ADD CONSTRAINT "admin_elevations_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_elevations" ADD CONSTRAINT "admin_elevations_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_step_up_codes" ADD CONSTRAINT "admin_step_up_codes_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_auth_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_initiator_id_auth_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_respondent_id_auth_users_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_investigating_by_auth_users_id_fk" FOREIGN KEY ("investigating_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_auth_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_replied_by_auth_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions_log" ADD CONSTRAINT "user_actions_log_admin_id_auth_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions_log" ADD CONSTRAINT "user_actions_log_target_user_id_auth_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_document_upload_id_uploads_id_fk" FOREIGN KEY ("document_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_queue_idx" ON "content_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_reports_target_idx" ON "content_reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "disputes_application_idx" ON "disputes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "disputes_queue_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_queue_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_actions_log_target_idx" ON "user_actions_log" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_actions_log_created_idx" ON "user_actions_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending_idx" ON "verification_requests" USING btree ("user_id") WHERE "verification_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "verification_requests_queue_idx" ON "verification_requests" USING btree ("status","created_at");