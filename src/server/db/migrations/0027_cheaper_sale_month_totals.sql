-- The kept sales totals' item trigger (migration 0026, decision 036) made cheaper for the common write, one item
-- marked sold: it looked for refunds of every changed item by a join of the statement's rows with the refunds and
-- removed emptied months over all of the user's months, on every update. Now one query over the statement's
-- rows asks both things first: whether a sale was taken away (only then can a month be emptied, and only the
-- old rows' own months are looked at) and whether a changed item whose marketplace or cost changed has a refund
-- (each a probe of the refunds' index on the item; only then are those refunds' months counted again).
CREATE OR REPLACE FUNCTION sale_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  months date[];
  sale_left boolean := true;
  refund_moved boolean := false;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sale_month_totals AS t (user_id, month, marketplace, count, cost_of_goods, sale_price,
      postage_charged, postage_cost, general_fees, promo_fees, sales_tax_collected)
    SELECT user_id, date_trunc('month', sold_date)::date, marketplace, count(*), sum(cost_of_goods), sum(sale_price),
      sum(postage_charged), sum(postage_cost), sum(general_fees), sum(promo_fees), sum(round(sale_price * sales_tax, 2))
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
      sales_tax_collected = t.sales_tax_collected + excluded.sales_tax_collected;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO sale_month_totals AS t (user_id, month, marketplace, count, cost_of_goods, sale_price,
      postage_charged, postage_cost, general_fees, promo_fees, sales_tax_collected)
    SELECT user_id, month, marketplace, sum(sign), sum(sign * cost_of_goods), sum(sign * sale_price),
      sum(sign * postage_charged), sum(sign * postage_cost), sum(sign * general_fees), sum(sign * promo_fees),
      sum(sign * tax)
    FROM (
      SELECT 1 AS sign, user_id, date_trunc('month', sold_date)::date AS month, marketplace, cost_of_goods, sale_price,
        postage_charged, postage_cost, general_fees, promo_fees, round(sale_price * sales_tax, 2) AS tax
      FROM new_rows WHERE status = 'sold'
      UNION ALL
      SELECT -1, user_id, date_trunc('month', sold_date)::date, marketplace, cost_of_goods, sale_price,
        postage_charged, postage_cost, general_fees, promo_fees, round(sale_price * sales_tax, 2)
      FROM old_rows WHERE status = 'sold'
    ) AS changes
    GROUP BY user_id, month, marketplace
    HAVING sum(sign) <> 0 OR sum(sign * cost_of_goods) <> 0 OR sum(sign * sale_price) <> 0
      OR sum(sign * postage_charged) <> 0 OR sum(sign * postage_cost) <> 0 OR sum(sign * general_fees) <> 0
      OR sum(sign * promo_fees) <> 0 OR sum(sign * tax) <> 0
    ON CONFLICT (user_id, month, marketplace) DO UPDATE SET
      count = t.count + excluded.count,
      cost_of_goods = t.cost_of_goods + excluded.cost_of_goods,
      sale_price = t.sale_price + excluded.sale_price,
      postage_charged = t.postage_charged + excluded.postage_charged,
      postage_cost = t.postage_cost + excluded.postage_cost,
      general_fees = t.general_fees + excluded.general_fees,
      promo_fees = t.promo_fees + excluded.promo_fees,
      sales_tax_collected = t.sales_tax_collected + excluded.sales_tax_collected;
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
      sales_tax_collected = t.sales_tax_collected - d.sales_tax_collected
    FROM (
      SELECT user_id, date_trunc('month', sold_date)::date AS month, marketplace, count(*) AS count,
        sum(cost_of_goods) AS cost_of_goods, sum(sale_price) AS sale_price, sum(postage_charged) AS postage_charged,
        sum(postage_cost) AS postage_cost, sum(general_fees) AS general_fees, sum(promo_fees) AS promo_fees,
        sum(round(sale_price * sales_tax, 2)) AS sales_tax_collected
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
