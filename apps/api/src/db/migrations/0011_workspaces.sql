CREATE TYPE "public"."workspace_role" AS ENUM('owner', 'manager', 'member');--> statement-breakpoint
CREATE TABLE "workspace_member_profiles" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"brand_profile_id" uuid NOT NULL,
	CONSTRAINT "workspace_member_profiles_user_id_brand_profile_id_pk" PRIMARY KEY("user_id","brand_profile_id")
);
--> statement-breakpoint
CREATE TABLE "workspace_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"email" text NOT NULL,
	"role" "workspace_role" NOT NULL,
	"brand_profile_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"accepted_by" text,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" "workspace_role" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Issue 14 (decision 0041): every brand account becomes the owner of a workspace that keeps its
-- id, so the rows it owned keep their key.
ALTER TABLE "brand_profiles" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "brand_defaults" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "brand_subscriptions" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "payment_attempt_logs" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "subscription_usage" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "enterprise_limit_requests" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
INSERT INTO "workspaces" ("id", "created_at")
SELECT u."id", u."created_at" FROM "auth_users" u
WHERE u."id" IN (SELECT "id" FROM "profiles" WHERE "user_type" = 'brand' UNION SELECT "workspace_id" AS id FROM "brand_profiles" UNION SELECT "workspace_id" AS id FROM "brand_defaults" UNION SELECT "workspace_id" AS id FROM "brand_subscriptions" UNION SELECT "workspace_id" AS id FROM "payments" UNION SELECT "workspace_id" AS id FROM "payment_attempt_logs" UNION SELECT "workspace_id" AS id FROM "subscription_usage" UNION SELECT "workspace_id" AS id FROM "enterprise_limit_requests" UNION SELECT "brand_id" FROM "campaigns" UNION SELECT "brand_id" FROM "affiliate_codes" WHERE "brand_id" IS NOT NULL);--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT "id", "id", 'owner', "created_at" FROM "workspaces";--> statement-breakpoint
ALTER TABLE "brand_subscriptions" DROP CONSTRAINT "brand_subscriptions_user_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "enterprise_limit_requests" DROP CONSTRAINT "enterprise_limit_requests_user_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_attempt_logs" DROP CONSTRAINT "payment_attempt_logs_user_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "subscription_usage" DROP CONSTRAINT "subscription_usage_user_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "brand_defaults" DROP CONSTRAINT "brand_defaults_user_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "brand_profiles" DROP CONSTRAINT "brand_profiles_user_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_brand_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "affiliate_codes" DROP CONSTRAINT "affiliate_codes_brand_id_auth_users_id_fk";
--> statement-breakpoint
DROP INDEX "brand_subscriptions_user_idx";--> statement-breakpoint
DROP INDEX "enterprise_limit_requests_user_idx";--> statement-breakpoint
DROP INDEX "payment_attempt_logs_user_idx";--> statement-breakpoint
DROP INDEX "payments_user_idempotency_idx";--> statement-breakpoint
DROP INDEX "payments_user_status_idx";--> statement-breakpoint
DROP INDEX "brand_profiles_user_idx";--> statement-breakpoint
ALTER TABLE "subscription_usage" DROP CONSTRAINT "subscription_usage_user_id_resource_cycle_start_pk";--> statement-breakpoint
ALTER TABLE "subscription_usage" ADD CONSTRAINT "subscription_usage_workspace_id_resource_cycle_start_pk" PRIMARY KEY("workspace_id","resource","cycle_start");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "created_by" text;--> statement-breakpoint
UPDATE "payments" SET "created_by" = "workspace_id";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "brand_profile_id" uuid;--> statement-breakpoint
UPDATE "campaigns" c SET "brand_profile_id" = (
  SELECT b."id" FROM "brand_profiles" b WHERE b."workspace_id" = c."brand_id"
  ORDER BY b."is_main_profile" DESC, b."created_at" LIMIT 1
);--> statement-breakpoint
ALTER TABLE "workspace_member_profiles" ADD CONSTRAINT "workspace_member_profiles_brand_profile_id_brand_profiles_id_fk" FOREIGN KEY ("brand_profile_id") REFERENCES "public"."brand_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_member_profiles" ADD CONSTRAINT "workspace_member_profiles_workspace_id_user_id_workspace_members_workspace_id_user_id_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_actor_id_auth_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_auth_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_auth_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_activity_workspace_idx" ON "workspace_activity" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_open_idx" ON "workspace_invitations" USING btree ("workspace_id","email") WHERE "workspace_invitations"."accepted_at" is null and "workspace_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "brand_subscriptions" ADD CONSTRAINT "brand_subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_limit_requests" ADD CONSTRAINT "enterprise_limit_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempt_logs" ADD CONSTRAINT "payment_attempt_logs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_usage" ADD CONSTRAINT "subscription_usage_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_defaults" ADD CONSTRAINT "brand_defaults_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_workspaces_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_profile_id_brand_profiles_id_fk" FOREIGN KEY ("brand_profile_id") REFERENCES "public"."brand_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_brand_id_workspaces_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_subscriptions_workspace_idx" ON "brand_subscriptions" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "enterprise_limit_requests_workspace_idx" ON "enterprise_limit_requests" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempt_logs_workspace_idx" ON "payment_attempt_logs" USING btree ("workspace_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_workspace_idempotency_idx" ON "payments" USING btree ("workspace_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_workspace_status_idx" ON "payments" USING btree ("workspace_id","status","created_at");--> statement-breakpoint
CREATE INDEX "brand_profiles_workspace_idx" ON "brand_profiles" USING btree ("workspace_id");