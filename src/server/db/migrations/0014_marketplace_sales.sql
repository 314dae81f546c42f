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
ALTER TABLE "imported_sales" ADD CONSTRAINT "imported_sales_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_import_mappings" ADD CONSTRAINT "sales_import_mappings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_sales_user_order_unique" ON "imported_sales" USING btree ("user_id","marketplace","order_id");--> statement-breakpoint
CREATE INDEX "imported_sales_item_idx" ON "imported_sales" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_import_mappings_user_name_unique" ON "sales_import_mappings" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sales_import_mappings_user_header_idx" ON "sales_import_mappings" USING btree ("user_id","header_key");--> statement-breakpoint
CREATE INDEX "inventory_items_marketplace_idx" ON "inventory_items" USING btree ("user_id","marketplace","created_at","id");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_marketplace_known" CHECK ("inventory_items"."marketplace" in ('ebay', 'poshmark', 'mercari', 'depop', 'etsy', 'whatnot', 'facebook', 'amazon', 'other'));--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_buyer_sales_tax_non_negative" CHECK ("inventory_items"."buyer_sales_tax" >= 0);