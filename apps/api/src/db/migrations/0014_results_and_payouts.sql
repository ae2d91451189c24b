CREATE TYPE "public"."engagement_level" AS ENUM('strong', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'approved', 'paid');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'results_submitted';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'results_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'results_correction_requested';--> statement-breakpoint
CREATE TABLE "campaign_creator_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" text NOT NULL,
	"submitted_by" text,
	"content_url" text NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"engagement_rate" numeric(6, 2) NOT NULL,
	"engagement_score" integer NOT NULL,
	"engagement_level" "engagement_level" NOT NULL,
	"screenshot_upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"payout_status" "payout_status" DEFAULT 'pending' NOT NULL,
	"payout_amount" numeric(12, 2),
	"paid_on" date,
	"payout_reference" text,
	"correction_message" text,
	"final_results_submitted_at" timestamp (3) with time zone NOT NULL,
	"brand_reviewed_at" timestamp (3) with time zone,
	"reviewed_by" text,
	"paid_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_creator_analytics_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "campaign_creator_analytics_campaign_creator_key" UNIQUE("campaign_id","creator_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_creator_analytics" ADD CONSTRAINT "campaign_creator_analytics_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_creator_analytics" ADD CONSTRAINT "campaign_creator_analytics_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_creator_analytics" ADD CONSTRAINT "campaign_creator_analytics_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_creator_analytics" ADD CONSTRAINT "campaign_creator_analytics_submitted_by_auth_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_creator_analytics" ADD CONSTRAINT "campaign_creator_analytics_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_creator_analytics" ADD CONSTRAINT "campaign_creator_analytics_paid_by_auth_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_creator_analytics_campaign_score_idx" ON "campaign_creator_analytics" USING btree ("campaign_id","engagement_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_creator_analytics_creator_idx" ON "campaign_creator_analytics" USING btree ("creator_id","created_at" DESC NULLS LAST);