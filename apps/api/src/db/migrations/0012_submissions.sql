CREATE TYPE "public"."content_status" AS ENUM('not_submitted', 'pre_approval', 'approved', 'final_submitted', 'completed');--> statement-breakpoint
CREATE TYPE "public"."submission_content_type" AS ENUM('post', 'reel', 'story', 'video', 'short', 'live', 'other');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('submitted', 'under_review', 'approved', 'revision_requested', 'rejected');--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" text NOT NULL,
	"submitted_by" text,
	"platform" text NOT NULL,
	"content_url" text NOT NULL,
	"content_type" "submission_content_type" NOT NULL,
	"caption" text,
	"screenshot_upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"metrics" jsonb,
	"status" "submission_status" DEFAULT 'submitted' NOT NULL,
	"feedback" text,
	"manual_input_requested" boolean DEFAULT false NOT NULL,
	"revision_requested" boolean DEFAULT false NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_application_platform_key" UNIQUE("application_id","platform")
);
--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD COLUMN "content_status" "content_status" DEFAULT 'not_submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD COLUMN "submission_deadline" date;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_submitted_by_auth_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_campaign_idx" ON "submissions" USING btree ("campaign_id","created_at");