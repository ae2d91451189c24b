-- pg_trgm serves the feed's case-insensitive search (campaigns_feed_search_idx); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('active', 'paused', 'closed', 'draft', 'completed');--> statement-breakpoint
CREATE TYPE "public"."campaign_type" AS ENUM('content', 'onsite', 'event', 'collaboration', 'review', 'giveaway');--> statement-breakpoint
CREATE TYPE "public"."campaign_visibility" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TYPE "public"."compensation_type" AS ENUM('monetary', 'barter', 'restaurant', 'other');--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"brief" text,
	"requirements" text,
	"campaign_type" "campaign_type" NOT NULL,
	"visibility" "campaign_visibility" DEFAULT 'public' NOT NULL,
	"platform" text DEFAULT 'instagram' NOT NULL,
	"platforms" text[] DEFAULT '{instagram}'::text[] NOT NULL,
	"niche" text NOT NULL,
	"content_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"compensation_type" "compensation_type" DEFAULT 'monetary' NOT NULL,
	"compensation_types" text[] DEFAULT '{monetary}'::text[] NOT NULL,
	"budget_min" numeric(12, 2),
	"budget_max" numeric(12, 2),
	"application_deadline" date NOT NULL,
	"deadline" date,
	"content_deadline" date,
	"location" text,
	"google_maps_url" text,
	"event_latitude" double precision,
	"event_longitude" double precision,
	"banner_upload_id" uuid,
	"target_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "campaign_status" DEFAULT 'active' NOT NULL,
	"published_at" timestamp (3) with time zone,
	"qr_code" text,
	"point_reward_enabled" boolean DEFAULT false NOT NULL,
	"ai_forecast" jsonb,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"active_creators" integer DEFAULT 0 NOT NULL,
	"engagement_rate" numeric(6, 2),
	"search_text" text GENERATED ALWAYS AS (lower("campaigns"."title" || ' ' || "campaigns"."description")) STORED NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_qr_code_unique" UNIQUE("qr_code")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_auth_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_banner_upload_id_uploads_id_fk" FOREIGN KEY ("banner_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_brand_created_idx" ON "campaigns" USING btree ("brand_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_feed_order_idx" ON "campaigns" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "campaigns"."status" = 'active';--> statement-breakpoint
CREATE INDEX "campaigns_feed_search_idx" ON "campaigns" USING gin ("search_text" gin_trgm_ops,"content_categories","target_countries","platforms","compensation_types","target_cities") WHERE "campaigns"."status" = 'active';