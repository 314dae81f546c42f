-- The sales per year and stored spelling of their brand and purchase location (decision 041), kept by the sales'
-- function beside the months and Part III's buckets, in the same statements: the insights' top brands and locations
-- sum a few hundred of these rows a year instead of the year's sold items. The spellings are kept as the items
-- store them (no location is null) and grouped case-insensitively when read, as before. Filled from the items.
CREATE TABLE "sale_name_totals" (
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"field" text NOT NULL,
	"name" text,
	"count" integer DEFAULT 0 NOT NULL,
	"cost_of_goods" numeric DEFAULT 0 NOT NULL,
	"sale_price" numeric DEFAULT 0 NOT NULL,
	"postage_charged" numeric DEFAULT 0 NOT NULL,
	"postage_cost" numeric DEFAULT 0 NOT NULL,
	"general_fees" numeric DEFAULT 0 NOT NULL,
	"promo_fees" numeric DEFAULT 0 NOT NULL,
	"days_to_sell_total" bigint DEFAULT 0 NOT NULL,
	"days_to_sell_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_name_totals_key" UNIQUE NULLS NOT DISTINCT("user_id","year","field","name")
);
--> statement-breakpoint
ALTER TABLE "sale_name_totals" ADD CONSTRAINT "sale_name_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The totals of the rows already there.
INSERT INTO sale_name_totals (user_id, year, field, name, count, cost_of_goods, sale_price, postage_charged,
  postage_cost, general_fees, promo_fees, days_to_sell_total, days_to_sell_count)
SELECT user_id, extract(year FROM sold_date)::int, f.field, CASE f.field WHEN 'brand' THEN brand ELSE purchase_location END,
  count(*), sum(cost_of_goods), sum(sale_price), sum(postage_charged), sum(postage_cost), sum(general_fees),
  sum(promo_fees), coalesce(sum(sold_date - purchase_date), 0), count(purchase_date)
FROM inventory_items CROSS JOIN (VALUES ('brand'), ('location')) AS f (field) WHERE status = 'sold'
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  months date[];
  sale_left boolean := false;
  refund_moved boolean := false;
  name_left boolean := false;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH sales AS (
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
        needs_cost_revenue = t.needs_cost_revenue + excluded.needs_cost_revenue
    ), names AS (
      INSERT INTO sale_name_totals AS t (user_id, year, field, name, count, cost_of_goods, sale_price, postage_charged, postage_cost, general_fees,
        promo_fees, days_to_sell_total, days_to_sell_count)
      SELECT user_id, extract(year FROM sold_date)::int, f.field, CASE f.field WHEN 'brand' THEN brand ELSE purchase_location END, count(*), sum(cost_of_goods),
        sum(sale_price), sum(postage_charged), sum(postage_cost), sum(general_fees), sum(promo_fees),
        coalesce(sum(sold_date - purchase_date), 0), count(purchase_date)
      FROM new_rows CROSS JOIN (VALUES ('brand'), ('location')) AS f (field) WHERE status = 'sold'
      GROUP BY 1, 2, 3, 4
      ON CONFLICT (user_id, year, field, name) DO UPDATE SET
        count = t.count + excluded.count,
        cost_of_goods = t.cost_of_goods + excluded.cost_of_goods,
        sale_price = t.sale_price + excluded.sale_price,
        postage_charged = t.postage_charged + excluded.postage_charged,
        postage_cost = t.postage_cost + excluded.postage_cost,
        general_fees = t.general_fees + excluded.general_fees,
        promo_fees = t.promo_fees + excluded.promo_fees,
        days_to_sell_total = t.days_to_sell_total + excluded.days_to_sell_total,
        days_to_sell_count = t.days_to_sell_count + excluded.days_to_sell_count
    )
    INSERT INTO inventory_bucket_totals AS t (user_id, acquired_year, exit_year, exit, count, cost)
    SELECT user_id, extract(year FROM inventory_acquired_on(purchase_date, recorded_on, coalesce(sold_date, disposed_date)))::int, extract(year FROM coalesce(sold_date, disposed_date))::int, CASE WHEN sold_date IS NOT NULL THEN 'sold' ELSE disposal_reason END, count(*), sum(cost_of_goods)
    FROM new_rows
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (user_id, acquired_year, exit_year, exit) DO UPDATE SET
      count = t.count + excluded.count,
      cost = t.cost + excluded.cost;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- An update keeps its rows' ids: each changed item is its old row beside its new one. A month can be emptied
    -- only by a sale that left its month and marketplace (no longer sold, or sold in another month, on another
    -- marketplace, by another user); a sold item's other edits (its cost entered, its fees) empty none.
    WITH sales AS (
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
        needs_cost_revenue = t.needs_cost_revenue + excluded.needs_cost_revenue
    ), buckets AS (
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
        cost = t.cost + excluded.cost
    ), names AS (
      INSERT INTO sale_name_totals AS t (user_id, year, field, name, count, cost_of_goods, sale_price, postage_charged, postage_cost, general_fees,
        promo_fees, days_to_sell_total, days_to_sell_count)
      SELECT user_id, year, field, name, sum(sign), sum(sign * cost_of_goods), sum(sign * sale_price),
        sum(sign * postage_charged), sum(sign * postage_cost), sum(sign * general_fees), sum(sign * promo_fees),
        sum(sign * days), sum(sign * dated)
      FROM (
        SELECT 1 AS sign, user_id, extract(year FROM sold_date)::int AS year, f.field, CASE f.field WHEN 'brand' THEN brand ELSE purchase_location END AS name, cost_of_goods,
          sale_price, postage_charged, postage_cost, general_fees, promo_fees,
          coalesce(sold_date - purchase_date, 0) AS days, (purchase_date IS NOT NULL)::int AS dated
        FROM new_rows CROSS JOIN (VALUES ('brand'), ('location')) AS f (field) WHERE status = 'sold'
        UNION ALL
        SELECT -1, user_id, extract(year FROM sold_date)::int, f.field, CASE f.field WHEN 'brand' THEN brand ELSE purchase_location END, cost_of_goods,
          sale_price, postage_charged, postage_cost, general_fees, promo_fees,
          coalesce(sold_date - purchase_date, 0), (purchase_date IS NOT NULL)::int
        FROM old_rows CROSS JOIN (VALUES ('brand'), ('location')) AS f (field) WHERE status = 'sold'
      ) AS changes
      GROUP BY user_id, year, field, name
      HAVING sum(sign) <> 0 OR sum(sign * cost_of_goods) <> 0 OR sum(sign * sale_price) <> 0
        OR sum(sign * postage_charged) <> 0 OR sum(sign * postage_cost) <> 0 OR sum(sign * general_fees) <> 0
        OR sum(sign * promo_fees) <> 0 OR sum(sign * days) <> 0 OR sum(sign * dated) <> 0
      ON CONFLICT (user_id, year, field, name) DO UPDATE SET
        count = t.count + excluded.count,
        cost_of_goods = t.cost_of_goods + excluded.cost_of_goods,
        sale_price = t.sale_price + excluded.sale_price,
        postage_charged = t.postage_charged + excluded.postage_charged,
        postage_cost = t.postage_cost + excluded.postage_cost,
        general_fees = t.general_fees + excluded.general_fees,
        promo_fees = t.promo_fees + excluded.promo_fees,
        days_to_sell_total = t.days_to_sell_total + excluded.days_to_sell_total,
        days_to_sell_count = t.days_to_sell_count + excluded.days_to_sell_count
    )
    SELECT coalesce(bool_or(o.status = 'sold' AND (n.status <> 'sold' OR n.user_id <> o.user_id
        OR n.marketplace IS DISTINCT FROM o.marketplace
        OR date_trunc('month', n.sold_date) IS DISTINCT FROM date_trunc('month', o.sold_date))), false),
      coalesce(bool_or(o.status = 'sold' AND (n.status <> 'sold' OR n.user_id <> o.user_id
        OR extract(year FROM n.sold_date) IS DISTINCT FROM extract(year FROM o.sold_date)
        OR n.brand IS DISTINCT FROM o.brand OR n.purchase_location IS DISTINCT FROM o.purchase_location)), false),
      coalesce(bool_or(
        (n.marketplace IS DISTINCT FROM o.marketplace AND EXISTS (SELECT 1 FROM refunds AS r WHERE r.item_id = n.id))
        OR (n.cost_of_goods <> o.cost_of_goods AND EXISTS (SELECT 1 FROM refunds AS r WHERE r.returned_item_id = n.id))
      ), false)
    INTO sale_left, name_left, refund_moved
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
    -- Only totals that exist: when a user is deleted, the cascade may remove the totals first. A month can be
    -- emptied only when a sale was deleted.
    WITH sales AS (
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
      WHERE t.user_id = d.user_id AND t.month = d.month AND t.marketplace IS NOT DISTINCT FROM d.marketplace
    ), buckets AS (
      UPDATE inventory_bucket_totals AS t SET count = t.count - d.count, cost = t.cost - d.cost
      FROM (
        SELECT user_id, extract(year FROM inventory_acquired_on(purchase_date, recorded_on, coalesce(sold_date, disposed_date)))::int AS acquired_year, extract(year FROM coalesce(sold_date, disposed_date))::int AS exit_year, CASE WHEN sold_date IS NOT NULL THEN 'sold' ELSE disposal_reason END AS exit, count(*) AS count, sum(cost_of_goods) AS cost
        FROM old_rows
        GROUP BY 1, 2, 3, 4
      ) AS d
      WHERE t.user_id = d.user_id AND t.acquired_year = d.acquired_year AND t.exit_year IS NOT DISTINCT FROM d.exit_year
        AND t.exit IS NOT DISTINCT FROM d.exit
    ), names AS (
      UPDATE sale_name_totals AS t SET
        count = t.count - d.count,
        cost_of_goods = t.cost_of_goods - d.cost_of_goods,
        sale_price = t.sale_price - d.sale_price,
        postage_charged = t.postage_charged - d.postage_charged,
        postage_cost = t.postage_cost - d.postage_cost,
        general_fees = t.general_fees - d.general_fees,
        promo_fees = t.promo_fees - d.promo_fees,
        days_to_sell_total = t.days_to_sell_total - d.days_to_sell_total,
        days_to_sell_count = t.days_to_sell_count - d.days_to_sell_count
      FROM (
        SELECT user_id, extract(year FROM sold_date)::int AS year, f.field, CASE f.field WHEN 'brand' THEN brand ELSE purchase_location END AS name, count(*) AS count,
          sum(cost_of_goods) AS cost_of_goods, sum(sale_price) AS sale_price, sum(postage_charged) AS postage_charged,
          sum(postage_cost) AS postage_cost, sum(general_fees) AS general_fees, sum(promo_fees) AS promo_fees,
          coalesce(sum(sold_date - purchase_date), 0) AS days_to_sell_total, count(purchase_date) AS days_to_sell_count
        FROM old_rows CROSS JOIN (VALUES ('brand'), ('location')) AS f (field) WHERE status = 'sold'
        GROUP BY 1, 2, 3, 4
      ) AS d
      WHERE t.user_id = d.user_id AND t.year = d.year AND t.field = d.field AND t.name IS NOT DISTINCT FROM d.name
    )
    SELECT coalesce(bool_or(status = 'sold'), false) INTO sale_left FROM old_rows;
    name_left := sale_left;
  END IF;
  -- Only the old rows' months, after the upserts above.
  IF sale_left THEN
    DELETE FROM sale_month_totals AS t
    USING (
      SELECT DISTINCT user_id, date_trunc('month', sold_date)::date AS month, marketplace
      FROM old_rows WHERE status = 'sold'
    ) AS k
    WHERE t.user_id = k.user_id AND t.month = k.month AND t.marketplace IS NOT DISTINCT FROM k.marketplace
      AND t.count = 0 AND t.refund_count = 0;
  END IF;
  IF name_left THEN
    DELETE FROM sale_name_totals AS t
    USING (
      SELECT DISTINCT user_id, extract(year FROM sold_date)::int AS year, f.field, CASE f.field WHEN 'brand' THEN brand ELSE purchase_location END AS name
      FROM old_rows CROSS JOIN (VALUES ('brand'), ('location')) AS f (field) WHERE status = 'sold'
    ) AS k
    WHERE t.user_id = k.user_id AND t.year = k.year AND t.field = k.field AND t.name IS NOT DISTINCT FROM k.name
      AND t.count = 0;
  END IF;
  RETURN NULL;
END $$;
