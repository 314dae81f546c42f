-- The day an item entered inventory (src/domain/items/acquired.ts, decision 025): its purchase date; without
-- one, the day it was recorded in the user's time zone, or the day it left (sold or disposed of) when that came
-- first. One definition for Part III, the year pack and the closed years' guard; LEAST skips a null day left.
CREATE FUNCTION inventory_acquired_on(purchase_date date, created_at timestamptz, left_on date, time_zone text)
  RETURNS date LANGUAGE sql STABLE
  AS $$ SELECT coalesce(purchase_date, least((created_at AT TIME ZONE time_zone)::date, left_on)) $$;
--> statement-breakpoint
-- Items: the year an item was acquired (inventory_acquired_on) to the year it left (sold or disposed of; 10000
-- while held). As migration 0018's, with the acquired day above.
CREATE OR REPLACE FUNCTION inventory_items_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    LEFT JOIN user_settings s ON s.user_id = n.user_id
    CROSS JOIN LATERAL (
      SELECT inventory_acquired_on(o.purchase_date, o.created_at, coalesce(o.sold_date, o.disposed_date),
          coalesce(s.time_zone, 'UTC')) AS old_acquired,
        inventory_acquired_on(n.purchase_date, n.created_at, coalesce(n.sold_date, n.disposed_date),
          coalesce(s.time_zone, 'UTC')) AS new_acquired,
        coalesce(extract(year FROM coalesce(o.sold_date, o.disposed_date))::int, 10000) AS old_exit,
        coalesce(extract(year FROM coalesce(n.sold_date, n.disposed_date))::int, 10000) AS new_exit
    ) d
    CROSS JOIN LATERAL (
      SELECT extract(year FROM d.old_acquired)::int AS old_acquired, extract(year FROM d.new_acquired)::int AS new_acquired
    ) y
    WHERE (
        (o.cost_of_goods IS DISTINCT FROM n.cost_of_goods OR d.old_acquired IS DISTINCT FROM d.new_acquired)
        AND (c.year BETWEEN y.old_acquired AND d.old_exit OR c.year BETWEEN y.new_acquired AND d.new_exit)
      ) OR (
        (coalesce(o.sold_date, o.disposed_date), CASE WHEN o.sold_date IS NOT NULL THEN 'sold' ELSE o.disposal_reason END)
          IS DISTINCT FROM
        (coalesce(n.sold_date, n.disposed_date), CASE WHEN n.sold_date IS NOT NULL THEN 'sold' ELSE n.disposal_reason END)
        AND c.year BETWEEN greatest(y.old_acquired, y.new_acquired, least(d.old_exit, d.new_exit))
          AND greatest(d.old_exit, d.new_exit)
      ) OR (
        (o.sale_price, o.sales_tax, o.postage_charged, o.postage_cost, o.general_fees, o.promo_fees, o.buyer_sales_tax, o.marketplace)
          IS DISTINCT FROM
        (n.sale_price, n.sales_tax, n.postage_charged, n.postage_cost, n.general_fees, n.promo_fees, n.buyer_sales_tax, n.marketplace)
        AND c.year IN (extract(year FROM o.sold_date)::int, extract(year FROM n.sold_date)::int)
      );
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    LEFT JOIN user_settings s ON s.user_id = r.user_id
    WHERE c.year BETWEEN
        extract(year FROM inventory_acquired_on(r.purchase_date, r.created_at, coalesce(r.sold_date, r.disposed_date),
          coalesce(s.time_zone, 'UTC')))::int
      AND coalesce(extract(year FROM coalesce(r.sold_date, r.disposed_date))::int, 10000);
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    LEFT JOIN user_settings s ON s.user_id = r.user_id
    WHERE c.year BETWEEN
        extract(year FROM inventory_acquired_on(r.purchase_date, r.created_at, coalesce(r.sold_date, r.disposed_date),
          coalesce(s.time_zone, 'UTC')))::int
      AND coalesce(extract(year FROM coalesce(r.sold_date, r.disposed_date))::int, 10000);
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
