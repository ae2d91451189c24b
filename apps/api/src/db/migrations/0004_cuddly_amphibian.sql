CREATE TYPE "public"."profile_visibility" AS ENUM('public', 'brands-only', 'private');--> statement-breakpoint
CREATE TABLE "brand_defaults" (
	"user_id" text PRIMARY KEY NOT NULL,
	"default_country" text,
	"default_city" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"profile_name" text NOT NULL,
	"company_name" text,
	"bio" text,
	"profile_image_upload_id" uuid,
	"phone" text,
	"location" text,
	"website_url" text,
	"instagram_handle" text,
	"industry" text,
	"company_size" text,
	"city" text,
	"country" text,
	"budget_range_min" integer,
	"budget_range_max" integer,
	"preferred_collaboration_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_creator_audience_size_min" integer,
	"target_creator_audience_size_max" integer,
	"target_age_min" integer,
	"target_age_max" integer,
	"languages_spoken" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_main_profile" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"profile_visibility" "profile_visibility" DEFAULT 'public' NOT NULL,
	"show_contact_info" boolean DEFAULT true NOT NULL,
	"show_social_links" boolean DEFAULT true NOT NULL,
	"allow_messaging" boolean DEFAULT true NOT NULL,
	"share_analytics" boolean DEFAULT false NOT NULL,
	"share_campaign_data" boolean DEFAULT false NOT NULL,
	"allow_data_collection" boolean DEFAULT true NOT NULL,
	"allow_third_party_sharing" boolean DEFAULT false NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_defaults" ADD CONSTRAINT "brand_defaults_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_defaults" ADD CONSTRAINT "brand_defaults_default_country_countries_code_fk" FOREIGN KEY ("default_country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_profile_image_upload_id_uploads_id_fk" FOREIGN KEY ("profile_image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_profiles_user_idx" ON "brand_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_profiles_one_main_idx" ON "brand_profiles" USING btree ("user_id") WHERE "brand_profiles"."is_main_profile";--> statement-breakpoint
CREATE UNIQUE INDEX "brand_profiles_one_default_idx" ON "brand_profiles" USING btree ("user_id") WHERE "brand_profiles"."is_default" and "brand_profiles"."is_active";