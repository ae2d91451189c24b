CREATE TYPE "public"."app_language" AS ENUM('en', 'ar');--> statement-breakpoint
CREATE TYPE "public"."consent_source" AS ENUM('sign_up', 'acceptance_prompt', 'settings', 'unsubscribe_link');--> statement-breakpoint
CREATE TYPE "public"."consent_subject" AS ENUM('terms', 'privacy', 'marketing_emails');--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject" "consent_subject" NOT NULL,
	"version" text,
	"granted" boolean NOT NULL,
	"source" "consent_source" NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" "app_language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_sent_by_auth_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_subject_idx" ON "consents" USING btree ("user_id","subject","recorded_at");--> statement-breakpoint
CREATE FUNCTION "consents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'consent records are never changed: record a new one instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consents_append_only" BEFORE UPDATE ON "consents" FOR EACH ROW EXECUTE FUNCTION "consents_append_only"();
