CREATE TYPE "public"."advertiser_permit_exemption" AS ENUM('own_business', 'minor_content');--> statement-breakpoint
CREATE TYPE "public"."advertiser_permit_review_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'advertiser_permit_expiring';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'permit_verified';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'permit_rejected';--> statement-breakpoint
CREATE TABLE "advertiser_permit_reminders" (
	"user_id" text NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_permit_reminders_user_id_expires_on_days_before_pk" PRIMARY KEY("user_id","expires_on","days_before"),
	CONSTRAINT "advertiser_permit_reminders_days" CHECK ("advertiser_permit_reminders"."days_before" in (30, 7))
);
--> statement-breakpoint
CREATE TABLE "advertiser_permits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"exemption" "advertiser_permit_exemption",
	"permit_number" text,
	"expires_on" date,
	"review_status" "advertiser_permit_review_status",
	"rejection_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp (3) with time zone,
	"submitted_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_permits_shape" CHECK (("advertiser_permits"."exemption" is not null and "advertiser_permits"."permit_number" is null and "advertiser_permits"."expires_on" is null and "advertiser_permits"."review_status" is null)
        or ("advertiser_permits"."exemption" is null and "advertiser_permits"."permit_number" is not null and "advertiser_permits"."expires_on" is not null and "advertiser_permits"."review_status" is not null))
);
--> statement-breakpoint
CREATE TABLE "permit_approval_confirmations" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp (3) with time zone NOT NULL,
	"permit_state" text NOT NULL,
	"last_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertiser_permit_reminders" ADD CONSTRAINT "advertiser_permit_reminders_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_permits" ADD CONSTRAINT "advertiser_permits_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_permits" ADD CONSTRAINT "advertiser_permits_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_approval_confirmations" ADD CONSTRAINT "permit_approval_confirmations_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_approval_confirmations" ADD CONSTRAINT "permit_approval_confirmations_confirmed_by_auth_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertiser_permits_queue_idx" ON "advertiser_permits" USING btree ("review_status","submitted_at");--> statement-breakpoint
CREATE INDEX "advertiser_permits_expiry_idx" ON "advertiser_permits" USING btree ("expires_on");