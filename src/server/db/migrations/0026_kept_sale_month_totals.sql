-- The sales and refunds per user, month and marketplace, kept by triggers as the rows change (decision 036): what
-- Monthly Sales, the Tax Summary's sales and refunds and the year pack read, a year of monthly rows where they
-- read every sale of the year.
CREATE TABLE "sale_month_totals" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"marketplace" text,
	"count" integer DEFAULT 0 NOT NULL,
	"cost_of_goods" numeric DEFAULT 0 NOT NULL,
	"sale_price" numeric DEFAULT 0 NOT NULL,
	"postage_charged" numeric DEFAULT 0 NOT NULL,
	"postage_cost" numeric DEFAULT 0 NOT NULL,
	"general_fees" numeric DEFAULT 0 NOT NULL,
	"promo_fees" numeric DEFAULT 0 NOT NULL,
	"sales_tax_collected" numeric DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refunds" numeric DEFAULT 0 NOT NULL,
	"fees_credited" numeric DEFAULT 0 NOT NULL,
	"returned_cost" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_month_totals_key" UNIQUE NULLS NOT DISTINCT("user_id","month","marketplace"),
	CONSTRAINT "sale_month_totals_first_of_month" CHECK (extract(day from "sale_month_totals"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "sale_month_totals" ADD CONSTRAINT "sale_month_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- sale_month_totals is kept by statement-level triggers (decision 018's way): the items' sales as deltas, one
-- grouped pass per statement over its sold rows; the refunds of a month counted again, as a refund's figures
-- depend on two items (where the refunded item sold, the cost of the item a return brought back) and a
-- month has a few of them.
CREATE FUNCTION sale_month_totals_recount_refunds(owners uuid[], months date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sale_month_totals AS t SET refund_count = 0, refunds = 0, fees_credited = 0, returned_cost = 0
  FROM (SELECT DISTINCT owner, month FROM unnest(owners, months) AS k(owner, month)) AS k
  WHERE t.user_id = k.owner AND t.month = k.month AND t.refund_count <> 0;
  -- Only users that exist: deleting an account cascades to its refunds and to these totals in either order.
  INSERT INTO sale_month_totals AS t (user_id, month, marketplace, refund_count, refunds, fees_credited, returned_cost)
  SELECT r.user_id, k.month, coalesce(i.marketplace, r.marketplace), count(*), sum(r.amount), sum(r.fees_credited),
    coalesce(sum(ri.cost_of_goods), 0)
  FROM (SELECT DISTINCT owner, month FROM unnest(owners, months) AS k(owner, month)) AS k
  JOIN "user" AS u ON u.id = k.owner
  JOIN refunds AS r ON r.user_id = k.owner AND r.refund_date >= k.month AND r.refund_date < (k.month + interval '1 month')
  LEFT JOIN inventory_items AS i ON i.id = r.item_id AND i.user_id = r.user_id
  LEFT JOIN inventory_items AS ri ON ri.id = r.returned_item_id AND ri.user_id = r.user_id
  GROUP BY r.user_id, k.month, coalesce(i.marketplace, r.marketplace)
  ON CONFLICT (user_id, month, marketplace) DO UPDATE SET
    refund_count = excluded.refund_count,
    refunds = excluded.refunds,
    fees_credited = excluded.fees_credited,
    returned_cost = excluded.returned_cost;
  DELETE FROM sale_month_totals AS t
  USING (SELECT DISTINCT owner, month FROM unnest(owners, months) AS k(owner, month)) AS k
  WHERE t.user_id = k.owner AND t.month = k.month AND t.count = 0 AND t.refund_count = 0;
END $$;
--> statement-breakpoint
-- The items: +1 for each new sold row with its money, -1 for each old one with minus its money, per user, month
-- of the sold date and marketplace; a statement that changes no sale (a listing's edit) writes no total. An
-- update that moves a refunded item to another marketplace, or changes the cost of an item a return brought
-- back, counts those refunds' months again.
CREATE FUNCTION sale_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  months date[];
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
  DELETE FROM sale_month_totals AS t
  WHERE t.count = 0 AND t.refund_count = 0 AND t.user_id IN (SELECT DISTINCT user_id FROM old_rows WHERE status = 'sold');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_sale_month_totals_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER inventory_items_sale_month_totals_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER inventory_items_sale_month_totals_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_month_totals_change();
--> statement-breakpoint
-- The refunds: the months of the statement's new and old rows counted again.
CREATE FUNCTION refunds_sale_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  months date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(date_trunc('month', refund_date)::date) INTO owners, months FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(user_id), array_agg(month) INTO owners, months FROM (
      SELECT user_id, date_trunc('month', refund_date)::date AS month FROM new_rows
      UNION
      SELECT user_id, date_trunc('month', refund_date)::date FROM old_rows
    ) AS touched;
  ELSE
    SELECT array_agg(user_id), array_agg(date_trunc('month', refund_date)::date) INTO owners, months FROM old_rows;
  END IF;
  IF owners IS NOT NULL THEN
    PERFORM sale_month_totals_recount_refunds(owners, months);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_sale_month_totals_insert AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_sale_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER refunds_sale_month_totals_update AFTER UPDATE ON refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_sale_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER refunds_sale_month_totals_delete AFTER DELETE ON refunds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_sale_month_totals_change();
--> statement-breakpoint
-- The totals of the rows already there.
INSERT INTO sale_month_totals (user_id, month, marketplace, count, cost_of_goods, sale_price, postage_charged,
  postage_cost, general_fees, promo_fees, sales_tax_collected)
SELECT user_id, date_trunc('month', sold_date)::date, marketplace, count(*), sum(cost_of_goods), sum(sale_price),
  sum(postage_charged), sum(postage_cost), sum(general_fees), sum(promo_fees), sum(round(sale_price * sales_tax, 2))
FROM inventory_items WHERE status = 'sold'
GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT sale_month_totals_recount_refunds(array_agg(user_id), array_agg(month))
FROM (SELECT DISTINCT user_id, date_trunc('month', refund_date)::date AS month FROM refunds) AS k;
