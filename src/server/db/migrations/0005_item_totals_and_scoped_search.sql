-- Item lists at a hundred thousand items: searches that read only one user's list, and totals kept by
-- triggers instead of summed on each read.
-- btree_gin lets a GIN index hold the user and the status beside the trigrams, so a search's bitmap holds
-- only the matches of the list searched, not every user's in every status.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "item_name_counts" (
	"user_id" uuid NOT NULL,
	"field" text NOT NULL,
	"name_key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "item_name_counts_user_id_field_name_key_pk" PRIMARY KEY("user_id","field","name_key")
);
--> statement-breakpoint
DROP INDEX "inventory_items_sku_search_idx";--> statement-breakpoint
DROP INDEX "inventory_items_text_search_idx";--> statement-breakpoint
ALTER TABLE "item_status_counts" ADD COLUMN "cost_of_goods" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_status_counts" ADD COLUMN "sale_price" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_status_counts" ADD COLUMN "postage_charged" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_status_counts" ADD COLUMN "postage_cost" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_status_counts" ADD COLUMN "general_fees" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_status_counts" ADD COLUMN "promo_fees" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_status_counts" ADD COLUMN "sales_tax_collected" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_name_counts" ADD CONSTRAINT "item_name_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- GET /api/items?status=&mode=sku&q= (and without status: the user's items of every status)
CREATE INDEX "inventory_items_status_sku_search_idx" ON "inventory_items" USING gin ("user_id","status","sku" gin_trgm_ops);--> statement-breakpoint
-- GET /api/items?status=&q= (General: brand, description, SKU), GET /api/items/summary?status=&q=, the
-- bulk changes of 'all matching' and the exports of a searched list
CREATE INDEX "inventory_items_status_text_search_idx" ON "inventory_items" USING gin ("user_id","status",("brand" || chr(31) || "description" || chr(31) || "sku") gin_trgm_ops);--> statement-breakpoint
-- item_status_counts also sums each status's money columns (GET /api/items/summary without a search: the
-- /listed page's total listed value and potential profit). The functions of migration 0002, now with sums.
CREATE OR REPLACE FUNCTION item_status_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_status_counts AS c (user_id, status, count, cost_of_goods, sale_price, postage_charged,
    postage_cost, general_fees, promo_fees, sales_tax_collected)
  SELECT user_id, status, count(*), sum(cost_of_goods), sum(sale_price), sum(postage_charged), sum(postage_cost),
    sum(general_fees), sum(promo_fees), sum(round(sale_price * sales_tax, 2))
  FROM new_rows GROUP BY user_id, status
  ON CONFLICT (user_id, status) DO UPDATE SET
    count = c.count + excluded.count,
    cost_of_goods = c.cost_of_goods + excluded.cost_of_goods,
    sale_price = c.sale_price + excluded.sale_price,
    postage_charged = c.postage_charged + excluded.postage_charged,
    postage_cost = c.postage_cost + excluded.postage_cost,
    general_fees = c.general_fees + excluded.general_fees,
    promo_fees = c.promo_fees + excluded.promo_fees,
    sales_tax_collected = c.sales_tax_collected + excluded.sales_tax_collected;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_status_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item_status_counts AS c SET
    count = c.count - d.count,
    cost_of_goods = c.cost_of_goods - d.cost_of_goods,
    sale_price = c.sale_price - d.sale_price,
    postage_charged = c.postage_charged - d.postage_charged,
    postage_cost = c.postage_cost - d.postage_cost,
    general_fees = c.general_fees - d.general_fees,
    promo_fees = c.promo_fees - d.promo_fees,
    sales_tax_collected = c.sales_tax_collected - d.sales_tax_collected
  FROM (
    SELECT user_id, status, count(*) AS count, sum(cost_of_goods) AS cost_of_goods, sum(sale_price) AS sale_price,
      sum(postage_charged) AS postage_charged, sum(postage_cost) AS postage_cost, sum(general_fees) AS general_fees,
      sum(promo_fees) AS promo_fees, sum(round(sale_price * sales_tax, 2)) AS sales_tax_collected
    FROM old_rows GROUP BY user_id, status
  ) AS d
  WHERE c.user_id = d.user_id AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update moves an item's count and money between statuses, or changes the money of its status; a
-- statement that changes neither (an SKU edit) writes no counter.
CREATE OR REPLACE FUNCTION item_status_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_status_counts AS c (user_id, status, count, cost_of_goods, sale_price, postage_charged,
    postage_cost, general_fees, promo_fees, sales_tax_collected)
  SELECT user_id, status, sum(sign), sum(sign * cost_of_goods), sum(sign * sale_price), sum(sign * postage_charged),
    sum(sign * postage_cost), sum(sign * general_fees), sum(sign * promo_fees), sum(sign * round(sale_price * sales_tax, 2))
  FROM (
    SELECT 1 AS sign, * FROM new_rows
    UNION ALL
    SELECT -1 AS sign, * FROM old_rows
  ) AS changes
  GROUP BY user_id, status
  HAVING sum(sign) <> 0 OR sum(sign * cost_of_goods) <> 0 OR sum(sign * sale_price) <> 0
    OR sum(sign * postage_charged) <> 0 OR sum(sign * postage_cost) <> 0 OR sum(sign * general_fees) <> 0
    OR sum(sign * promo_fees) <> 0 OR sum(sign * round(sale_price * sales_tax, 2)) <> 0
  ON CONFLICT (user_id, status) DO UPDATE SET
    count = c.count + excluded.count,
    cost_of_goods = c.cost_of_goods + excluded.cost_of_goods,
    sale_price = c.sale_price + excluded.sale_price,
    postage_charged = c.postage_charged + excluded.postage_charged,
    postage_cost = c.postage_cost + excluded.postage_cost,
    general_fees = c.general_fees + excluded.general_fees,
    promo_fees = c.promo_fees + excluded.promo_fees,
    sales_tax_collected = c.sales_tax_collected + excluded.sales_tax_collected;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- item_name_counts: how many items name each brand and purchase location (GET /api/brands and
-- GET /api/purchase-locations: each row's item count). One function for the three events: +1 for each
-- new row's names, -1 for each old row's; counters that reach 0 are removed.
CREATE FUNCTION item_name_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO item_name_counts AS c (user_id, field, name_key, count)
    SELECT user_id, field, name_key, count(*) FROM (
      SELECT user_id, 'brand' AS field, lower(brand) AS name_key FROM new_rows
      UNION ALL
      SELECT user_id, 'purchase_location', lower(purchase_location) FROM new_rows WHERE purchase_location IS NOT NULL
    ) AS names
    GROUP BY user_id, field, name_key
    ON CONFLICT (user_id, field, name_key) DO UPDATE SET count = c.count + excluded.count;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO item_name_counts AS c (user_id, field, name_key, count)
    SELECT user_id, field, name_key, sum(sign) FROM (
      SELECT 1 AS sign, user_id, 'brand' AS field, lower(brand) AS name_key FROM new_rows
      UNION ALL
      SELECT 1, user_id, 'purchase_location', lower(purchase_location) FROM new_rows WHERE purchase_location IS NOT NULL
      UNION ALL
      SELECT -1, user_id, 'brand', lower(brand) FROM old_rows
      UNION ALL
      SELECT -1, user_id, 'purchase_location', lower(purchase_location) FROM old_rows WHERE purchase_location IS NOT NULL
    ) AS names
    GROUP BY user_id, field, name_key
    HAVING sum(sign) <> 0
    ON CONFLICT (user_id, field, name_key) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    -- Only counters that exist: when a user is deleted, the cascade may remove the counters first.
    UPDATE item_name_counts AS c SET count = c.count - d.count
    FROM (
      SELECT user_id, field, name_key, count(*) AS count FROM (
        SELECT user_id, 'brand' AS field, lower(brand) AS name_key FROM old_rows
        UNION ALL
        SELECT user_id, 'purchase_location', lower(purchase_location) FROM old_rows WHERE purchase_location IS NOT NULL
      ) AS names
      GROUP BY user_id, field, name_key
    ) AS d
    WHERE c.user_id = d.user_id AND c.field = d.field AND c.name_key = d.name_key;
  END IF;
  DELETE FROM item_name_counts AS c WHERE c.count = 0 AND c.user_id IN (SELECT DISTINCT user_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_name_count_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_name_counts_change();
--> statement-breakpoint
CREATE TRIGGER inventory_items_name_count_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION item_name_counts_change();
--> statement-breakpoint
CREATE TRIGGER inventory_items_name_count_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_name_counts_change();
--> statement-breakpoint
-- The items stored before the sums and name counters existed.
UPDATE item_status_counts AS c SET
  cost_of_goods = s.cost_of_goods, sale_price = s.sale_price, postage_charged = s.postage_charged,
  postage_cost = s.postage_cost, general_fees = s.general_fees, promo_fees = s.promo_fees,
  sales_tax_collected = s.sales_tax_collected
FROM (
  SELECT user_id, status, sum(cost_of_goods) AS cost_of_goods, sum(sale_price) AS sale_price,
    sum(postage_charged) AS postage_charged, sum(postage_cost) AS postage_cost, sum(general_fees) AS general_fees,
    sum(promo_fees) AS promo_fees, sum(round(sale_price * sales_tax, 2)) AS sales_tax_collected
  FROM inventory_items GROUP BY user_id, status
) AS s
WHERE c.user_id = s.user_id AND c.status = s.status;
--> statement-breakpoint
INSERT INTO item_name_counts (user_id, field, name_key, count)
SELECT user_id, 'brand', lower(brand), count(*) FROM inventory_items GROUP BY user_id, lower(brand)
UNION ALL
SELECT user_id, 'purchase_location', lower(purchase_location), count(*) FROM inventory_items
WHERE purchase_location IS NOT NULL GROUP BY user_id, lower(purchase_location);
