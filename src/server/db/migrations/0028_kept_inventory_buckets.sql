-- Part III's buckets and the sold items without a cost kept by triggers as the items change (decision 038), so
-- the Tax Summary, its PDF and the year pack read a few kept rows where they read every item of the user; the
-- returns' items, which only the refunds name, are read beside them over the refunds' index of them.
CREATE TABLE "inventory_bucket_totals" (
	"user_id" uuid NOT NULL,
	"acquired_year" integer NOT NULL,
	"exit_year" integer,
	"exit" text,
	"count" integer DEFAULT 0 NOT NULL,
	"cost" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_bucket_totals_key" UNIQUE NULLS NOT DISTINCT("user_id","acquired_year","exit_year","exit")
);
--> statement-breakpoint
ALTER TABLE "sale_month_totals" ADD COLUMN "needs_cost_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_month_totals" ADD COLUMN "needs_cost_revenue" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_bucket_totals" ADD CONSTRAINT "inventory_bucket_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_user_returned_idx" ON "refunds" USING btree ("user_id","returned_item_id") WHERE "refunds"."returned_item_id" is not null;
--> statement-breakpoint
-- The sold items without a cost (decision 034), kept with the sales of their month and marketplace: how many and
-- their revenue (sale price and postage charged). The items' trigger as migration 0027 made it, with the two
-- sums beside the others.
CREATE OR REPLACE FUNCTION sale_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  months date[];
  sale_left boolean := true;
  refund_moved boolean := false;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sale_month_totals AS t (user_id, month, marketplace, count, cost_of_goods, sale_price,
      postage_charged, postage_cost, general_fees, promo_fees, sales_tax_collected, needs_cost_count, needs_cost_revenue)
    SELECT user_id, date_trunc('month', sold_date)::date, marketplace, count(*), sum(cost_of_goods), sum(sale_price),
      sum(postage_charged), sum(postage_cost), sum(general_fees), sum(promo_fees), sum(round(sale_price * sales_tax, 2)),
      count(*) FILTER (WHERE cost_of_goods = 0), coalesce(sum(sale_price + postage_charged) FILTER (WHERE cost_of_goods = 0), 0)
    FROM new_rows WHERE status = 'sold'
    GROUP BY 1, 2, 3
    ON CONFLICT (user_id, month, marketplace) DO UPDATE SET
      count = t.count + excluded.count,
      cost_of_goods = t.cost_of_goods + excluded.cost_of_goods,
      sale_price = t.sale_price + excluded.sale_price,
      postage_charged = t.postage_charged + excluded.postage_charged,
      postage_cost = t.postage_cost + excluded.postage_cost,
      general_fees = t.general_fees + excluded.general_fees,
      promo_fees = t.promo_fees + excluded.promo_fees,
      sales_tax_collected = t.sales_tax_collected + excluded.sales_tax_collected,
      needs_cost_count = t.needs_cost_count + excluded.needs_cost_count,
      needs_cost_revenue = t.needs_cost_revenue + excluded.needs_cost_revenue;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO sale_month_totals AS t (user_id, month, marketplace, count, cost_of_goods, sale_price,
      postage_charged, postage_cost, general_fees, promo_fees, sales_tax_collected, needs_cost_count, needs_cost_revenue)
    SELECT user_id, month, marketplace, sum(sign), sum(sign * cost_of_goods), sum(sign * sale_price),
      sum(sign * postage_charged), sum(sign * postage_cost), sum(sign * general_fees), sum(sign * promo_fees),
      sum(sign * tax), sum(sign * needs_cost), sum(sign * needs_cost * (sale_price + postage_charged))
    FROM (
      SELECT 1 AS sign, user_id, date_trunc('month', sold_date)::date AS month, marketplace, cost_of_goods, sale_price,
        postage_charged, postage_cost, general_fees, promo_fees, round(sale_price * sales_tax, 2) AS tax,
        (cost_of_goods = 0)::int AS needs_cost
      FROM new_rows WHERE status = 'sold'
      UNION ALL
      SELECT -1, user_id, date_trunc('month', sold_date)::date, marketplace, cost_of_goods, sale_price,
        postage_charged, postage_cost, general_fees, promo_fees, round(sale_price * sales_tax, 2), (cost_of_goods = 0)::int
      FROM old_rows WHERE status = 'sold'
    ) AS changes
    GROUP BY user_id, month, marketplace
    HAVING sum(sign) <> 0 OR sum(sign * cost_of_goods) <> 0 OR sum(sign * sale_price) <> 0
      OR sum(sign * postage_charged) <> 0 OR sum(sign * postage_cost) <> 0 OR sum(sign * general_fees) <> 0
      OR sum(sign * promo_fees) <> 0 OR sum(sign * tax) <> 0 OR sum(sign * needs_cost) <> 0
    ON CONFLICT (user_id, month, marketplace) DO UPDATE SET
      count = t.count + excluded.count,
      cost_of_goods = t.cost_of_goods + excluded.cost_of_goods,
      sale_price = t.sale_price + excluded.sale_price,
      postage_charged = t.postage_charged + excluded.postage_charged,
      postage_cost = t.postage_cost + excluded.postage_cost,
      general_fees = t.general_fees + excluded.general_fees,
      promo_fees = t.promo_fees + excluded.promo_fees,
      sales_tax_collected = t.sales_tax_collected + excluded.sales_tax_collected,
      needs_cost_count = t.needs_cost_count + excluded.needs_cost_count,
      needs_cost_revenue = t.needs_cost_revenue + excluded.needs_cost_revenue;
    -- An update keeps its rows' ids: each changed item is its old row beside its new one.
    SELECT coalesce(bool_or(o.status = 'sold'), false),
      coalesce(bool_or(
        (n.marketplace IS DISTINCT FROM o.marketplace AND EXISTS (SELECT 1 FROM refunds AS r WHERE r.item_id = n.id))
        OR (n.cost_of_goods <> o.cost_of_goods AND EXISTS (SELECT 1 FROM refunds AS r WHERE r.returned_item_id = n.id))
      ), false)
    INTO sale_left, refund_moved
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id;
    IF refund_moved THEN
      SELECT array_agg(touched.user_id), array_agg(touched.month) INTO owners, months FROM (
        SELECT r.user_id, date_trunc('month', r.refund_date)::date AS month
        FROM refunds AS r JOIN new_rows AS n ON n.id = r.item_id JOIN old_rows AS o ON o.id = n.id
        WHERE n.marketplace IS DISTINCT FROM o.marketplace
        UNION
        SELECT r.user_id, date_trunc('month', r.refund_date)::date
        FROM refunds AS r JOIN new_rows AS n ON n.id = r.returned_item_id JOIN old_rows AS o ON o.id = n.id
        WHERE n.cost_of_goods <> o.cost_of_goods
      ) AS touched;
      IF owners IS NOT NULL THEN
        PERFORM sale_month_totals_recount_refunds(owners, months);
      END IF;
    END IF;
  ELSE
    -- Only totals that exist: when a user is deleted, the cascade may remove the totals first.
    UPDATE sale_month_totals AS t SET
      count = t.count - d.count,
      cost_of_goods = t.cost_of_goods - d.cost_of_goods,
      sale_price = t.sale_price - d.sale_price,
      postage_charged = t.postage_charged - d.postage_charged,
      postage_cost = t.postage_cost - d.postage_cost,
      general_fees = t.general_fees - d.general_fees,
      promo_fees = t.promo_fees - d.promo_fees,
      sales_tax_collected = t.sales_tax_collected - d.sales_tax_collected,
      needs_cost_count = t.needs_cost_count - d.needs_cost_count,
      needs_cost_revenue = t.needs_cost_revenue - d.needs_cost_revenue
    FROM (
      SELECT user_id, date_trunc('month', sold_date)::date AS month, marketplace, count(*) AS count,
        sum(cost_of_goods) AS cost_of_goods, sum(sale_price) AS sale_price, sum(postage_charged) AS postage_charged,
        sum(postage_cost) AS postage_cost, sum(general_fees) AS general_fees, sum(promo_fees) AS promo_fees,
        sum(round(sale_price * sales_tax, 2)) AS sales_tax_collected,
        count(*) FILTER (WHERE cost_of_goods = 0) AS needs_cost_count,
        coalesce(sum(sale_price + postage_charged) FILTER (WHERE cost_of_goods = 0), 0) AS needs_cost_revenue
      FROM old_rows WHERE status = 'sold'
      GROUP BY 1, 2, 3
    ) AS d
    WHERE t.user_id = d.user_id AND t.month = d.month AND t.marketplace IS NOT DISTINCT FROM d.marketplace;
  END IF;
  -- A month is emptied only by a sale taken away from it: the old rows' months, when there are any.
  IF sale_left THEN
    DELETE FROM sale_month_totals AS t
    USING (
      SELECT DISTINCT user_id, date_trunc('month', sold_date)::date AS month, marketplace
      FROM old_rows WHERE status = 'sold'
    ) AS k
    WHERE t.user_id = k.user_id AND t.month = k.month AND t.marketplace IS NOT DISTINCT FROM k.marketplace
      AND t.count = 0 AND t.refund_count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE sale_month_totals AS t SET needs_cost_count = k.count, needs_cost_revenue = k.revenue
FROM (
  SELECT user_id, date_trunc('month', sold_date)::date AS month, marketplace, count(*) AS count,
    sum(sale_price + postage_charged) AS revenue
  FROM inventory_items WHERE status = 'sold' AND cost_of_goods = 0
  GROUP BY 1, 2, 3
) AS k
WHERE t.user_id = k.user_id AND t.month = k.month AND t.marketplace IS NOT DISTINCT FROM k.marketplace;
--> statement-breakpoint
-- inventory_bucket_totals, Part III's buckets (decision 038), kept by statement-level triggers on the items as
-- deltas (decision 018's way): each statement's new rows +1 with their cost, its old rows -1 with minus theirs,
-- grouped by user and bucket; an update that moves no item between buckets and changes no cost (a listing's
-- edit, a sale's price) writes nothing. An item's bucket is queries/part-three.ts's rule: bought on
-- inventory_acquired_on (migration 0023), left on its sold or disposed date, by sale or its disposal reason.
CREATE FUNCTION inventory_bucket_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_bucket_totals AS t (user_id, acquired_year, exit_year, exit, count, cost)
    SELECT user_id, extract(year FROM inventory_acquired_on(purchase_date, recorded_on, coalesce(sold_date, disposed_date)))::int, extract(year FROM coalesce(sold_date, disposed_date))::int, CASE WHEN sold_date IS NOT NULL THEN 'sold' ELSE disposal_reason END, count(*), sum(cost_of_goods)
    FROM new_rows
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (user_id, acquired_year, exit_year, exit) DO UPDATE SET
      count = t.count + excluded.count,
      cost = t.cost + excluded.cost;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inventory_bucket_totals AS t (user_id, acquired_year, exit_year, exit, count, cost)
    SELECT user_id, acquired_year, exit_year, exit, sum(sign), sum(sign * cost_of_goods)
    FROM (
      SELECT 1 AS sign, user_id, extract(year FROM inventory_acquired_on(purchase_date, recorded_on, coalesce(sold_date, disposed_date)))::int AS acquired_year, extract(year FROM coalesce(sold_date, disposed_date))::int AS exit_year, CASE WHEN sold_date IS NOT NULL THEN 'sold' ELSE disposal_reason END AS exit, cost_of_goods
      FROM new_rows
      UNION ALL
      SELECT -1, user_id, extract(year FROM inventory_acquired_on(purchase_date, recorded_on, coalesce(sold_date, disposed_date)))::int, extract(year FROM coalesce(sold_date, disposed_date))::int, CASE WHEN sold_date IS NOT NULL THEN 'sold' ELSE disposal_reason END, cost_of_goods
      FROM old_rows
    ) AS changes
    GROUP BY user_id, acquired_year, exit_year, exit
    HAVING sum(sign) <> 0 OR sum(sign * cost_of_goods) <> 0
    ON CONFLICT (user_id, acquired_year, exit_year, exit) DO UPDATE SET
      count = t.count + excluded.count,
      cost = t.cost + excluded.cost;
  ELSE
    -- Only totals that exist: when a user is deleted, the cascade may remove the totals first.
    UPDATE inventory_bucket_totals AS t SET count = t.count - d.count, cost = t.cost - d.cost
    FROM (
      SELECT user_id, extract(year FROM inventory_acquired_on(purchase_date, recorded_on, coalesce(sold_date, disposed_date)))::int AS acquired_year, extract(year FROM coalesce(sold_date, disposed_date))::int AS exit_year, CASE WHEN sold_date IS NOT NULL THEN 'sold' ELSE disposal_reason END AS exit, count(*) AS count, sum(cost_of_goods) AS cost
      FROM old_rows
      GROUP BY 1, 2, 3, 4
    ) AS d
    WHERE t.user_id = d.user_id AND t.acquired_year = d.acquired_year AND t.exit_year IS NOT DISTINCT FROM d.exit_year
      AND t.exit IS NOT DISTINCT FROM d.exit;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_bucket_totals_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_bucket_totals_change();
--> statement-breakpoint
CREATE TRIGGER inventory_items_bucket_totals_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_bucket_totals_change();
--> statement-breakpoint
CREATE TRIGGER inventory_items_bucket_totals_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_bucket_totals_change();
--> statement-breakpoint
-- The buckets of the items already there.
INSERT INTO inventory_bucket_totals (user_id, acquired_year, exit_year, exit, count, cost)
SELECT user_id, extract(year FROM inventory_acquired_on(purchase_date, recorded_on, coalesce(sold_date, disposed_date)))::int, extract(year FROM coalesce(sold_date, disposed_date))::int, CASE WHEN sold_date IS NOT NULL THEN 'sold' ELSE disposal_reason END, count(*), sum(cost_of_goods)
FROM inventory_items
GROUP BY 1, 2, 3, 4;
