CREATE TABLE "favorite_creators" (
	"brand_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"added_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_creators_brand_id_creator_id_pk" PRIMARY KEY("brand_id","creator_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_creators" ADD CONSTRAINT "favorite_creators_brand_id_workspaces_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_creators" ADD CONSTRAINT "favorite_creators_creator_id_auth_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_creators" ADD CONSTRAINT "favorite_creators_added_by_auth_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_creators_creator_idx" ON "favorite_creators" USING btree ("creator_id");