CREATE TABLE "billing_details" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"trn" text,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"workspace_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid,
	"invoice_number" text,
	"reason" text,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_trn" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_address" text,
	"recipient_trn" text,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_updated_by_auth_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_idx" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_payment_idx" ON "tax_documents" USING btree ("kind","payment_id");--> statement-breakpoint
CREATE INDEX "tax_documents_workspace_idx" ON "tax_documents" USING btree ("workspace_id","issued_at");--> statement-breakpoint
INSERT INTO "tax_document_counters" ("kind", "last_number") VALUES ('invoice', 0), ('credit_note', 0);--> statement-breakpoint
CREATE FUNCTION "tax_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'tax documents are immutable once issued (%)', OLD."number";
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_immutable" BEFORE UPDATE OR DELETE ON "tax_documents" FOR EACH ROW EXECUTE FUNCTION "tax_documents_immutable"();
