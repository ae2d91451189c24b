CREATE TYPE "public"."affiliate_event_action" AS ENUM('code_viewed', 'code_copied', 'link_clicked');--> statement-breakpoint
CREATE TYPE "public"."social_link_platform" AS ENUM('instagram', 'tiktok', 'youtube', 'twitter', 'linkedin', 'snapchat');--> statement-breakpoint
CREATE TABLE "affiliate_code_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"action" "affiliate_event_action" NOT NULL,
	"source" text NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"code_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"ordered_at" timestamp (3) with time zone NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"imported_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_share_links" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"share_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_share_links_share_code_unique" UNIQUE("share_code")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"platform" "social_link_platform" NOT NULL,
	"url" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_code_events" ADD CONSTRAINT "affiliate_code_events_code_id_affiliate_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."affiliate_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_orders" ADD CONSTRAINT "affiliate_orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_orders" ADD CONSTRAINT "affiliate_orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_orders" ADD CONSTRAINT "affiliate_orders_code_id_affiliate_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."affiliate_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_share_links" ADD CONSTRAINT "creator_share_links_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_profile_id_auth_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_code_events_code_idx" ON "affiliate_code_events" USING btree ("code_id","action");--> statement-breakpoint
CREATE INDEX "affiliate_code_events_visitor_idx" ON "affiliate_code_events" USING btree ("code_id","visitor","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_orders_workspace_order_key" ON "affiliate_orders" USING btree ("workspace_id","order_id");--> statement-breakpoint
CREATE INDEX "affiliate_orders_code_idx" ON "affiliate_orders" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "social_links_profile_idx" ON "social_links" USING btree ("profile_id","created_at");