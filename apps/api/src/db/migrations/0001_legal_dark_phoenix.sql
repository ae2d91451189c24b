CREATE TYPE "public"."payment_provider" AS ENUM('ziina', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('subscribe', 'upgrade', 'renewal');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'completed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."usage_resource" AS ENUM('campaign_posts', 'qr_codes');--> statement-breakpoint
CREATE TABLE "brand_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" "subscription_status" NOT NULL,
	"billing_cycle_start" timestamp with time zone NOT NULL,
	"next_renewal_date" timestamp with time zone NOT NULL,
	"subscription_end_date" timestamp with time zone,
	"cancellation_date" timestamp with time zone,
	"custom_qr_code_limit" integer,
	"custom_redemption_limit" integer,
	"customer_id" text,
	"payment_method" "payment_provider",
	"last_payment_id" uuid,
	"renewal_reminder_for" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"company_name" text NOT NULL,
	"contact_name" text,
	"email" text NOT NULL,
	"phone" text,
	"team_size" text,
	"requirements" text NOT NULL,
	"additional_info" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_limit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"current_plan" text NOT NULL,
	"requested_qr_limit" integer NOT NULL,
	"requested_redemption_limit" integer NOT NULL,
	"business_justification" text NOT NULL,
	"campaign_volume_estimate" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempt_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"payment_id" uuid,
	"plan_id" text,
	"payment_method" text,
	"amount" integer,
	"status" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_intent_id" text,
	"provider_status" text,
	"idempotency_key" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"redirect_url" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"operation_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"success_url" text,
	"cancel_url" text,
	"failure_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payment_intents_operation_id_unique" UNIQUE("operation_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_aed" integer,
	"price_id" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"max_campaigns" integer NOT NULL,
	"max_creators_per_campaign" integer NOT NULL,
	"max_private_qr_codes_monthly" integer NOT NULL,
	"max_redemptions_per_code" integer NOT NULL,
	"max_team_members" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_usage" (
	"user_id" text NOT NULL,
	"resource" "usage_resource" NOT NULL,
	"cycle_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_usage_user_id_resource_cycle_start_pk" PRIMARY KEY("user_id","resource","cycle_start")
);
--> statement-breakpoint
ALTER TABLE "brand_subscriptions" ADD CONSTRAINT "brand_subscriptions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_subscriptions" ADD CONSTRAINT "brand_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_inquiries" ADD CONSTRAINT "enterprise_inquiries_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_limit_requests" ADD CONSTRAINT "enterprise_limit_requests_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempt_logs" ADD CONSTRAINT "payment_attempt_logs_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_usage" ADD CONSTRAINT "subscription_usage_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_subscriptions_user_idx" ON "brand_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enterprise_inquiries_email_idx" ON "enterprise_inquiries" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "enterprise_limit_requests_user_idx" ON "enterprise_limit_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempt_logs_user_idx" ON "payment_attempt_logs" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_idx" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_intent_idx" ON "payments" USING btree ("provider","provider_intent_id");--> statement-breakpoint
CREATE INDEX "payments_user_status_idx" ON "payments" USING btree ("user_id","status","created_at");