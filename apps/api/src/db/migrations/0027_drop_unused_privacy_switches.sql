ALTER TABLE "user_settings" DROP COLUMN "allow_data_collection";--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "allow_third_party_sharing";