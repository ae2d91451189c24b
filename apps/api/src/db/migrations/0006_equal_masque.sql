CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'rejected', 'in_progress');--> statement-breakpoint
CREATE TYPE "public"."application_type" AS ENUM('standard', 'negotiation');--> statement-breakpoint
CREATE TYPE "public"."negotiation_party" AS ENUM('creator', 'brand');--> statement-breakpoint
CREATE TYPE "public"."negotiation_status" AS ENUM('none', 'requested', 'in_progress', 'completed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."representation_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."affiliate_code_status" AS ENUM('active', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."affiliate_code_visibility" AS ENUM('public', 'hidden', 'private');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'application_received';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'negotiation_counter_offer';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'negotiation_accepted';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'negotiation_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'agent_request_accepted';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'agent_request_declined';--> statement-breakpoint
CREATE TABLE "application_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"made_by" "negotiation_party" NOT NULL,
	"author_id" text,
	"is_by_agent" boolean DEFAULT false NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"deliverables" text,
	"message" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_offers_round_key" UNIQUE("application_id","round")
);
--> statement-breakpoint
CREATE TABLE "campaign_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" text NOT NULL,
	"submitted_by_agent_id" text,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"application_type" "application_type" NOT NULL,
	"negotiation_status" "negotiation_status" DEFAULT 'none' NOT NULL,
	"pitch" text NOT NULL,
	"quoted_rate" numeric(12, 2),
	"agreed_rate" numeric(12, 2),
	"viewed_by_brand" boolean DEFAULT false NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_applications_campaign_creator_key" UNIQUE("campaign_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "agent_representations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"status" "representation_status" DEFAULT 'pending' NOT NULL,
	"message" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp (3) with time zone,
	CONSTRAINT "agent_representations_agent_creator_key" UNIQUE("agent_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" text NOT NULL,
	"brand_id" text,
	"campaign_id" uuid,
	"application_id" uuid,
	"code" text NOT NULL,
	"brand_url" text,
	"is_external" boolean DEFAULT false NOT NULL,
	"external_brand_name" text,
	"external_brand_logo_url" text,
	"instructions" text,
	"expires_at" timestamp (3) with time zone,
	"status" "affiliate_code_status" DEFAULT 'active' NOT NULL,
	"visibility" "affiliate_code_visibility" DEFAULT 'public' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_codes_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_author_id_auth_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_submitted_by_agent_id_auth_users_id_fk" FOREIGN KEY ("submitted_by_agent_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_representations" ADD CONSTRAINT "agent_representations_agent_id_auth_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_representations" ADD CONSTRAINT "agent_representations_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_brand_id_auth_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_applications_creator_idx" ON "campaign_applications" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_applications_campaign_idx" ON "campaign_applications" USING btree ("campaign_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agent_representations_creator_idx" ON "agent_representations" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_codes_brand_code_key" ON "affiliate_codes" USING btree ("brand_id","code") WHERE "affiliate_codes"."status" = 'active';--> statement-breakpoint
CREATE INDEX "affiliate_codes_creator_idx" ON "affiliate_codes" USING btree ("creator_id","status");--> statement-breakpoint
CREATE INDEX "affiliate_codes_campaign_idx" ON "affiliate_codes" USING btree ("campaign_id");