-- Lists that the server pages by keyset, counts kept per status, and links to receipts checked together
-- with their owner. Each index names the list order it serves (src/server/db/queries/<area>.ts).
CREATE TABLE "item_status_counts" (
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "item_status_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
ALTER TABLE "item_status_counts" ADD CONSTRAINT "item_status_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An item or line item references its receipt together with the receipt's owner, so no code path can link
-- a row to another user's receipt. Deleting a receipt forgets the link on its items (only receipt_id is set
-- to null: the owner stays) and deletes its line items.
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_unique" UNIQUE("user_id","id");--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_receipt_id_receipts_id_fk";--> statement-breakpoint
ALTER TABLE "receipt_line_items" DROP CONSTRAINT "receipt_line_items_receipt_id_receipts_id_fk";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_receipt_fk" FOREIGN KEY ("user_id","receipt_id") REFERENCES "public"."receipts"("user_id","id") ON DELETE SET NULL ("receipt_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_line_items" ADD CONSTRAINT "receipt_line_items_receipt_fk" FOREIGN KEY ("user_id","receipt_id") REFERENCES "public"."receipts"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Spec 4: a sold item has a sold date and any other has none. Rows stored before this rule get one.
UPDATE "inventory_items" SET "sold_date" = coalesce("purchase_date", "created_at"::date) WHERE "status" = 'sold' AND "sold_date" IS NULL;--> statement-breakpoint
UPDATE "inventory_items" SET "sold_date" = NULL WHERE "status" <> 'sold' AND "sold_date" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_sold_date" CHECK (("inventory_items"."status" = 'sold') = ("inventory_items"."sold_date" is not null));--> statement-breakpoint
DROP INDEX "inventory_items_user_status_created_idx";--> statement-breakpoint
DROP INDEX "inventory_items_user_sold_date_idx";--> statement-breakpoint
DROP INDEX "inventory_items_user_purchase_date_idx";--> statement-breakpoint
DROP INDEX "inventory_items_receipt_idx";--> statement-breakpoint
DROP INDEX "receipt_line_items_user_unconverted_idx";--> statement-breakpoint
DROP INDEX "receipt_line_items_receipt_idx";--> statement-breakpoint
DROP INDEX "receipts_user_purchase_date_idx";--> statement-breakpoint
DROP INDEX "expenses_user_date_idx";--> statement-breakpoint
-- GET /api/items without a status, newest first (the dashboard's recent items).
CREATE INDEX "inventory_items_created_idx" ON "inventory_items" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- GET /api/items?status=, newest first (spec 7).
CREATE INDEX "inventory_items_status_created_idx" ON "inventory_items" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
-- GET /api/items?status=&sort=sku (SKUs are unique per user: no tie-breaker).
CREATE INDEX "inventory_items_status_sku_idx" ON "inventory_items" USING btree ("user_id","status",lower("sku"));--> statement-breakpoint
-- GET /api/items?status=&sort=brand.
CREATE INDEX "inventory_items_status_brand_idx" ON "inventory_items" USING btree ("user_id","status",lower("brand"),"created_at","id");--> statement-breakpoint
-- GET /api/items?status=&sort=purchaseDate (a missing date sorts as 1970-01-01).
CREATE INDEX "inventory_items_status_purchase_date_idx" ON "inventory_items" USING btree ("user_id","status",coalesce("purchase_date", '1970-01-01'::date),"created_at","id");--> statement-breakpoint
-- GET /api/items?status=sold&sort=soldDate (sold items by day), and sold-date ranges of the reports.
CREATE INDEX "inventory_items_status_sold_date_idx" ON "inventory_items" USING btree ("user_id","status","sold_date","created_at","id");--> statement-breakpoint
-- A receipt's items, and the foreign key's SET NULL when a receipt is deleted.
CREATE INDEX "inventory_items_receipt_idx" ON "inventory_items" USING btree ("user_id","receipt_id");--> statement-breakpoint
-- GET /api/receipt-line-items?converted=false (the dashboard banner, Convert All).
CREATE INDEX "receipt_line_items_converted_idx" ON "receipt_line_items" USING btree ("user_id","is_converted","created_at","id");--> statement-breakpoint
-- GET /api/receipt-line-items, newest first.
CREATE INDEX "receipt_line_items_created_idx" ON "receipt_line_items" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- GET /api/receipt-line-items?receiptId=, and the foreign key's cascade.
CREATE INDEX "receipt_line_items_receipt_idx" ON "receipt_line_items" USING btree ("user_id","receipt_id","created_at","id");--> statement-breakpoint
-- GET /api/receipts, newest purchase first, the month filter and the receipt figures by month and year.
CREATE INDEX "receipts_purchase_date_idx" ON "receipts" USING btree ("user_id","purchase_date","created_at","id");--> statement-breakpoint
-- GET /api/expenses, newest first, the month filter and the expense figures by month and year.
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("user_id","date","created_at","id");--> statement-breakpoint
-- GET /api/expenses?category=.
CREATE INDEX "expenses_category_date_idx" ON "expenses" USING btree ("user_id","category","date","created_at","id");--> statement-breakpoint
-- A vendor's spending (expenses match vendors by name, case-insensitively).
CREATE INDEX "expenses_vendor_idx" ON "expenses" USING btree ("user_id",lower("vendor"));
