-- The text limits (src/domain/text-limits.ts): every column a person or an import writes holds at most its
-- number of characters, as the API's schemas and the imports say, so no text outgrows an index (an order
-- id over about 2,700 bytes was a 500). NOT VALID: rows written before are not read again (an older
-- import took any length); every row inserted or changed from now on is checked.
-- The longest element of a text array (an expense's tags), for its check; 0 for none.
CREATE FUNCTION text_array_longest(items text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(max(char_length(item)), 0) FROM unnest(items) item $$;
--> statement-breakpoint
-- A mapping is found by its header's key, up to 10,000 characters: indexed by its hash, as a btree entry
-- holds at most about 2,700 bytes.
DROP INDEX "sales_import_mappings_user_header_idx";--> statement-breakpoint
CREATE INDEX "sales_import_mappings_user_header_idx" ON "sales_import_mappings" USING btree ("user_id",md5("header_key"));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_name_length" CHECK (char_length("user"."name") <= 254) NOT VALID;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_email_length" CHECK (char_length("user"."email") <= 254) NOT VALID;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_store_name_length" CHECK (char_length("user_settings"."store_name") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_time_zone_length" CHECK (char_length("user_settings"."time_zone") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_name_length" CHECK (char_length("brands"."name") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "purchase_locations" ADD CONSTRAINT "purchase_locations_name_length" CHECK (char_length("purchase_locations"."name") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "purchase_locations" ADD CONSTRAINT "purchase_locations_address_length" CHECK (char_length("purchase_locations"."address") <= 500) NOT VALID;--> statement-breakpoint
ALTER TABLE "purchase_locations" ADD CONSTRAINT "purchase_locations_notes_length" CHECK (char_length("purchase_locations"."notes") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_sku_length" CHECK (char_length("inventory_items"."sku") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_brand_length" CHECK (char_length("inventory_items"."brand") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_description_length" CHECK (char_length("inventory_items"."description") <= 1000) NOT VALID;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_purchase_location_length" CHECK (char_length("inventory_items"."purchase_location") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_marketplace_order_id_length" CHECK (char_length("inventory_items"."marketplace_order_id") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "receipt_line_items" ADD CONSTRAINT "receipt_line_items_description_length" CHECK (char_length("receipt_line_items"."description") <= 1000) NOT VALID;--> statement-breakpoint
ALTER TABLE "receipt_line_items" ADD CONSTRAINT "receipt_line_items_brand_length" CHECK (char_length("receipt_line_items"."brand") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "receipt_line_items" ADD CONSTRAINT "receipt_line_items_notes_length" CHECK (char_length("receipt_line_items"."notes") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_receipt_number_length" CHECK (char_length("receipts"."receipt_number") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_vendor_length" CHECK (char_length("receipts"."vendor") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_location_length" CHECK (char_length("receipts"."location") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_notes_length" CHECK (char_length("receipts"."notes") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_receipt_image_url_length" CHECK (char_length("receipts"."receipt_image_url") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_vendor_length" CHECK (char_length("expenses"."vendor") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_description_length" CHECK (char_length("expenses"."description") <= 1000) NOT VALID;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_number_length" CHECK (char_length("expenses"."receipt_number") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_notes_length" CHECK (char_length("expenses"."notes") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tags_length" CHECK (text_array_longest("expenses"."tags") <= 50) NOT VALID;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tags_count" CHECK (cardinality("expenses"."tags") <= 50) NOT VALID;--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_name_length" CHECK (char_length("vendor_categories"."name") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_description_length" CHECK (char_length("vendor_categories"."description") <= 500) NOT VALID;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_name_length" CHECK (char_length("vendors"."name") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_category_length" CHECK (char_length("vendors"."category") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_contact_email_length" CHECK (char_length("vendors"."contact_email") <= 320) NOT VALID;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_contact_phone_length" CHECK (char_length("vendors"."contact_phone") <= 50) NOT VALID;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_address_length" CHECK (char_length("vendors"."address") <= 500) NOT VALID;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_website_length" CHECK (char_length("vendors"."website") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_notes_length" CHECK (char_length("vendors"."notes") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_notes_length" CHECK (char_length("odometer_readings"."notes") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_image_url_length" CHECK (char_length("odometer_readings"."image_url") <= 2000) NOT VALID;--> statement-breakpoint
ALTER TABLE "imported_sales" ADD CONSTRAINT "imported_sales_order_id_length" CHECK (char_length("imported_sales"."order_id") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "sales_import_mappings" ADD CONSTRAINT "sales_import_mappings_name_length" CHECK (char_length("sales_import_mappings"."name") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "sales_import_mappings" ADD CONSTRAINT "sales_import_mappings_header_key_length" CHECK (char_length("sales_import_mappings"."header_key") <= 10000) NOT VALID;