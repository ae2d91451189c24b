ALTER TABLE "profiles" ADD COLUMN "engagement_rate" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rate_per_post" integer;