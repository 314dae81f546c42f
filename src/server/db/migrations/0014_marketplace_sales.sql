-- Marketplace sales import (decision 020). Items keep where they sold or are listed, the marketplace's order
-- id, whether their cost is still to be entered (a sold item created from an imported sale), and the sales
-- tax the buyer paid to the marketplace, apart from revenue. imported_sales remembers every imported sale by
-- (user, marketplace, order id), unique, so importing the same sale again writes nothing;
-- sales_import_mappings keeps the user's named column mappings of reports Frogwalk does not know.
CREATE TABLE "imported_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"order_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"imported_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_sales_marketplace_known" CHECK ("imported_sales"."marketplace" in ('ebay', 'poshmark', 'mercari', 'depop', 'etsy', 'whatnot', 'facebook', 'amazon', 'other'))
);
--> statement-breakpoint
CREATE TABLE "sales_import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"header_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"marketplace" text DEFAULT 'other' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_import_mappings_marketplace_known" CHECK ("sales_import_mappings"."marketplace" in ('ebay', 'poshmark', 'mercari', 'depop', 'etsy', 'whatnot', 'facebook', 'amazon', 'other')),
	CONSTRAINT "sales_import_mappings_name_not_blank" CHECK (btrim("sales_import_mappings"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "marketplace" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "marketplace_order_id" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "needs_cost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "buyer_sales_tax" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imported_sales" ADD CONSTRAINT "imported_sales_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_import_mappings" ADD CONSTRAINT "sales_import_mappings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_sales_user_order_unique" ON "imported_sales" USING btree ("user_id","marketplace","order_id");--> statement-breakpoint
CREATE INDEX "imported_sales_item_idx" ON "imported_sales" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_import_mappings_user_name_unique" ON "sales_import_mappings" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sales_import_mappings_user_header_idx" ON "sales_import_mappings" USING btree ("user_id","header_key");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_marketplace_known" CHECK ("inventory_items"."marketplace" in ('ebay', 'poshmark', 'mercari', 'depop', 'etsy', 'whatnot', 'facebook', 'amazon', 'other'));--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_buyer_sales_tax_non_negative" CHECK ("inventory_items"."buyer_sales_tax" >= 0);
--> statement-breakpoint
-- imported_sales.item_id has no foreign key (its row-by-row check doubled the cost of recording 20,000 sales on
-- the embedded database): deleting items forgets their sales here, once per statement, through the index on
-- item_id, so a sale whose item was deleted can be imported again.
CREATE FUNCTION imported_sales_forget_deleted_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM imported_sales AS s USING old_rows AS o WHERE s.item_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_forget_imported_sales AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION imported_sales_forget_deleted_items();
