CREATE TYPE "public"."private_code_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."redemption_failure" AS ENUM('already_redeemed', 'exhausted', 'expired', 'inactive');--> statement-breakpoint
CREATE TABLE "private_code_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"device" text NOT NULL,
	"fingerprint" text,
	"client" text,
	"success" boolean NOT NULL,
	"failure_reason" "redemption_failure",
	"redeemed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_referral_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"brand_profile_id" uuid,
	"created_by" text,
	"code" text NOT NULL,
	"campaign_name" text NOT NULL,
	"discount_description" text NOT NULL,
	"max_uses" integer NOT NULL,
	"remaining_uses" integer NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"business_location" text,
	"google_maps_url" text,
	"logo_upload_id" uuid,
	"status" "private_code_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_referral_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "private_referral_codes_uses_check" CHECK ("private_referral_codes"."remaining_uses" >= 0 and "private_referral_codes"."remaining_uses" <= "private_referral_codes"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "private_code_redemptions" ADD CONSTRAINT "private_code_redemptions_code_id_private_referral_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."private_referral_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_referral_codes" ADD CONSTRAINT "private_referral_codes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_referral_codes" ADD CONSTRAINT "private_referral_codes_brand_profile_id_brand_profiles_id_fk" FOREIGN KEY ("brand_profile_id") REFERENCES "public"."brand_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_referral_codes" ADD CONSTRAINT "private_referral_codes_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_referral_codes" ADD CONSTRAINT "private_referral_codes_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_code_redemptions_device_key" ON "private_code_redemptions" USING btree ("code_id","device") WHERE "private_code_redemptions"."success";--> statement-breakpoint
CREATE INDEX "private_code_redemptions_fingerprint_idx" ON "private_code_redemptions" USING btree ("code_id","fingerprint") WHERE "private_code_redemptions"."success";--> statement-breakpoint
CREATE INDEX "private_code_redemptions_code_idx" ON "private_code_redemptions" USING btree ("code_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "private_referral_codes_workspace_idx" ON "private_referral_codes" USING btree ("workspace_id","created_at");