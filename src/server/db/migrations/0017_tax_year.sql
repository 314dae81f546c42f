-- The tax year (decision 025). Items may leave inventory without a sale: status 'disposed' with the day and the
-- reason (donated, discarded, kept for personal use), both set exactly when the status is disposed.
-- tax_year_closures keeps the years a user closed after filing and when each was reopened; form_1099k_amounts
-- keeps what each marketplace reported on its Form 1099-K for a year, as the user typed it.
CREATE TABLE "form_1099k_amounts" (
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"marketplace" text NOT NULL,
	"gross_amount" numeric(12, 2) NOT NULL,
	"transactions" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_1099k_amounts_user_id_year_marketplace_pk" PRIMARY KEY("user_id","year","marketplace"),
	CONSTRAINT "form_1099k_amounts_marketplace_known" CHECK ("form_1099k_amounts"."marketplace" in ('ebay', 'poshmark', 'mercari', 'depop', 'etsy', 'whatnot', 'facebook', 'amazon', 'other')),
	CONSTRAINT "form_1099k_amounts_gross_non_negative" CHECK ("form_1099k_amounts"."gross_amount" >= 0),
	CONSTRAINT "form_1099k_amounts_transactions_non_negative" CHECK ("form_1099k_amounts"."transactions" >= 0),
	CONSTRAINT "form_1099k_amounts_year_range" CHECK ("form_1099k_amounts"."year" between 1900 and 9999)
);
--> statement-breakpoint
CREATE TABLE "tax_year_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"closed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reopened_at" timestamp (3) with time zone,
	CONSTRAINT "tax_year_closures_year_range" CHECK ("tax_year_closures"."year" between 1900 and 9999)
);
--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_status_known";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "disposed_date" date;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "disposal_reason" text;--> statement-breakpoint
ALTER TABLE "form_1099k_amounts" ADD CONSTRAINT "form_1099k_amounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_year_closures" ADD CONSTRAINT "tax_year_closures_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_year_closures_user_year_closed" ON "tax_year_closures" USING btree ("user_id","year") WHERE "tax_year_closures"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "tax_year_closures_user_idx" ON "tax_year_closures" USING btree ("user_id","year","closed_at");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_disposal" CHECK (("inventory_items"."status" = 'disposed') = ("inventory_items"."disposed_date" is not null) and ("inventory_items"."status" = 'disposed') = ("inventory_items"."disposal_reason" is not null));--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_disposal_reason_known" CHECK ("inventory_items"."disposal_reason" in ('donated', 'discarded', 'personal_use'));--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_status_known" CHECK ("inventory_items"."status" in ('unlisted', 'listed', 'sold', 'defective', 'disposed'));