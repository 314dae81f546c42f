CREATE TABLE "line_item_counts" (
	"user_id" uuid NOT NULL,
	"is_converted" boolean NOT NULL,
	"count" integer NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "line_item_counts_user_id_is_converted_pk" PRIMARY KEY("user_id","is_converted")
);
--> statement-breakpoint
-- GET /api/receipts?q= searches search_text (the receipt's number, vendor, location and notes, lowered and
-- stored once per write) with LIKE, as the expenses do since migration 0006: the recheck of each candidate
-- reads the stored text instead of joining and case-folding four fields per row. Both search indexes hold
-- the user (btree_gin), so a search reads only the matches of one user.
DROP INDEX "receipts_text_search_idx";--> statement-breakpoint
DROP INDEX "expenses_search_text_idx";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(("receipts"."receipt_number" || chr(31) || "receipts"."vendor" || chr(31) || coalesce("receipts"."location", '') || chr(31) || coalesce("receipts"."notes", '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "line_item_counts" ADD CONSTRAINT "line_item_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- GET /api/receipts/new-number: the user's numbers that begin with the generated one, for its -A{n} suffix.
CREATE INDEX "receipts_number_prefix_idx" ON "receipts" USING btree ("user_id",lower("receipt_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "receipts_search_text_idx" ON "receipts" USING gin ("user_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expenses_search_text_idx" ON "expenses" USING gin ("user_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- How many line items each user has, converted and not, and their units (the line item list's counts, the
-- banner of unconverted line items), kept by statement-level triggers in the same transaction as every write of the line items, in the
-- way of migration 0006: a key gaining rows is upserted, a key losing rows only updated (a user's deletion may
-- cascade to the counts first), a key left with none deleted.
CREATE FUNCTION line_item_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes line_item_counts[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(user_id, is_converted, 1, quantity)::line_item_counts FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(user_id, is_converted, -1, -quantity)::line_item_counts FROM old_rows);
  END IF;
  WITH d AS (
    SELECT user_id, is_converted, sum(count)::int AS count, sum(units)::int AS units
    FROM unnest(changes) GROUP BY user_id, is_converted HAVING sum(count) <> 0 OR sum(units) <> 0
  ), gained AS (
    INSERT INTO line_item_counts AS t (user_id, is_converted, count, units)
    SELECT user_id, is_converted, count, units FROM d WHERE count > 0
    ON CONFLICT (user_id, is_converted) DO UPDATE SET count = t.count + excluded.count, units = t.units + excluded.units
  )
  UPDATE line_item_counts AS t SET count = t.count + d.count, units = t.units + d.units
  FROM d WHERE d.count <= 0 AND t.user_id = d.user_id AND t.is_converted = d.is_converted;
  DELETE FROM line_item_counts AS t USING unnest(changes) AS c
  WHERE t.count = 0 AND t.user_id = c.user_id AND t.is_converted = c.is_converted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER receipt_line_items_counts_insert AFTER INSERT ON receipt_line_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION line_item_counts_change();
--> statement-breakpoint
CREATE TRIGGER receipt_line_items_counts_update AFTER UPDATE ON receipt_line_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION line_item_counts_change();
--> statement-breakpoint
CREATE TRIGGER receipt_line_items_counts_delete AFTER DELETE ON receipt_line_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION line_item_counts_change();
--> statement-breakpoint
INSERT INTO line_item_counts (user_id, is_converted, count, units)
SELECT user_id, is_converted, count(*)::int, sum(quantity)::int FROM receipt_line_items GROUP BY user_id, is_converted;
