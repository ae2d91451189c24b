CREATE TYPE "public"."points_reason" AS ENUM('event_check_in');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'event_check_in';--> statement-breakpoint
CREATE TABLE "event_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"creator_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"pass_id" uuid,
	"points_awarded" integer NOT NULL,
	"scanned_by" text,
	"scanned_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_check_ins_points_check" CHECK ("event_check_ins"."points_awarded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"points" integer NOT NULL,
	"reason" "points_reason" NOT NULL,
	"check_in_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_qr_code_unique";--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_event_id_campaigns_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_brand_id_workspaces_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_pass_id_event_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."event_passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_scanned_by_auth_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_passes" ADD CONSTRAINT "event_passes_application_id_campaign_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."campaign_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_check_in_id_event_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."event_check_ins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_check_ins_event_creator_key" ON "event_check_ins" USING btree ("event_id","creator_id");--> statement-breakpoint
CREATE INDEX "event_check_ins_creator_idx" ON "event_check_ins" USING btree ("creator_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_passes_campaign_creator_key" ON "event_passes" USING btree ("campaign_id","creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_passes_campaign_number_key" ON "event_passes" USING btree ("campaign_id","number");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_check_in_key" ON "points_ledger" USING btree ("check_in_id");--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "qr_code";