-- GET /api/items?status=&mode=sku&q= (and without status: the user's items of every status), the bulk
-- changes of 'all matching' and the exports of a SKU-searched list: lower(sku) LIKE lower('%q%'). The
-- index holds the lowered SKU, so its recheck of each candidate is a plain LIKE, not ILIKE's case folding.
DROP INDEX "inventory_items_status_sku_search_idx";--> statement-breakpoint
CREATE INDEX "inventory_items_status_sku_search_idx" ON "inventory_items" USING gin ("user_id","status",lower("sku") gin_trgm_ops);