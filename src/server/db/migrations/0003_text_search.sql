-- Substring search (spec 5: case-insensitive substring) served by trigram indexes: ILIKE '%q%' on the text a
-- list searches. Each searched text joins its fields with chr(31) (the unit separator), which no one types,
-- so a match never spans two fields.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The text the expense search looks in. array_to_string is only STABLE in general, but for text[] its
-- result depends on nothing but its arguments, so this wrapper can be IMMUTABLE and indexed.
CREATE FUNCTION expense_search_text(vendor text, description text, notes text, receipt_number text, tags text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN vendor || chr(31) || description || chr(31) || coalesce(notes, '') || chr(31) || coalesce(receipt_number, '') || chr(31) || array_to_string(tags, chr(31));--> statement-breakpoint
-- GET /api/items?mode=sku&q=
CREATE INDEX "inventory_items_sku_search_idx" ON "inventory_items" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
-- GET /api/items?q= (General: brand, description, SKU)
CREATE INDEX "inventory_items_text_search_idx" ON "inventory_items" USING gin (("brand" || chr(31) || "description" || chr(31) || "sku") gin_trgm_ops);--> statement-breakpoint
-- GET /api/receipts?q= (number, vendor, location, notes)
CREATE INDEX "receipts_text_search_idx" ON "receipts" USING gin (("receipt_number" || chr(31) || "vendor" || chr(31) || coalesce("location", '') || chr(31) || coalesce("notes", '')) gin_trgm_ops);--> statement-breakpoint
-- GET /api/expenses?q= (vendor, description, notes, receipt number, tags)
CREATE INDEX "expenses_text_search_idx" ON "expenses" USING gin (expense_search_text("vendor", "description", "notes", "receipt_number", "tags") gin_trgm_ops);
