-- The trigram (GIN) indexes keep new entries in a pending list until it passes gin_pending_list_limit
-- (4 MB by default), and every search through the index reads that list whole. PostgreSQL's autovacuum
-- merges it now and then; the embedded database never vacuums, so a user's searches carried up to 4 MB of
-- unmerged entries: about 6 ms more for a search of 20,000 expenses. 256 kB bounds it to a fraction of a
-- millisecond; the lists already pending are merged now (GIN_PENDING in schema/columns.ts).
ALTER INDEX "inventory_items_status_sku_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "inventory_items_status_text_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "receipts_search_text_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "expense_search_texts_search_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "expenses_search_text_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass) FROM (VALUES
  ('inventory_items_status_sku_search_idx'),
  ('inventory_items_status_text_search_idx'),
  ('receipts_search_text_idx'),
  ('expense_search_texts_search_idx'),
  ('expenses_search_text_idx')
) AS gin_indexes (index_name);
