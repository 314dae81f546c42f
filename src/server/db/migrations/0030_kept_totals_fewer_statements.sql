-- The items' kept totals (sales per month, migration 0026; Part III's buckets, 0028; one function since 0029) in
-- fewer statements a write (decision 040). Mark as Sold, one item, ran three statements in the function: the sales'
-- upsert, the buckets' upsert and the look at the changed items (a sale taken away, a refund to count again), each
-- with its own start over the transition tables. Now the two upserts are WITHs of the look, one statement; an
-- insert's two upserts one statement; a delete's two updates one statement that also asks whether a sale was
-- deleted. Emptied months are looked for only when a sale left its month and marketplace (no longer sold, moved
-- to another month, marketplace or user) or was deleted: entering the cost of a sold item no longer does.
-- An update that changes no reported column writes no total (the upserts' HAVING), as before.
CREATE OR REPLACE FUNCTION sale_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  months date[];
  sale_left boolean := false;
  refund_moved boolean := false;
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
    )
    SELECT coalesce(bool_or(o.status = 'sold' AND (n.status <> 'sold' OR n.user_id <> o.user_id
        OR n.marketplace IS DISTINCT FROM o.marketplace
        OR date_trunc('month', n.sold_date) IS DISTINCT FROM date_trunc('month', o.sold_date))), false),
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
    )
    SELECT coalesce(bool_or(status = 'sold'), false) INTO sale_left FROM old_rows;
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
  RETURN NULL;
END $$;
