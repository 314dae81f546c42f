-- Closed tax years (decision 026). While a user has a year closed (a row of tax_year_closures with no
-- reopened_at), no write may change that year's figures: the items, expenses, receipts, their line items and
-- the odometer readings dated in it. The rule per kind of row, and which columns are figures, is
-- src/domain/tax-year/closed-years.ts; a property test holds these triggers to it on both engines.
--
-- The server checks first where it can word the refusal better; these triggers are the guarantee on every
-- path (bulk changes, the CSV import, the sales import, receipt conversion, writes kept offline). Each is
-- statement-level with transition tables, as the running totals of migration 0006: one query per statement,
-- so an import of 50,000 rows costs one join with the user's closures, which is empty for most users.
-- A refusal raises SQLSTATE FWY01 with constraint tax_year_closed and the year as its detail, which the
-- server answers 409 with the year named (src/server/db/conflicts.ts).
--
-- Deletes skip rows whose user is gone: deleting an account cascades to the closures and to the rows in an
-- order of the database's choosing. The closures themselves have no trigger: a restore inserts an account's
-- rows first and its closures last.
CREATE FUNCTION tax_year_refuse_closed(closed integer, written text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF closed IS NOT NULL THEN
    RAISE EXCEPTION '% is closed. Reopen it on the Tax Summary to change what is dated in it.', closed
      USING ERRCODE = 'FWY01', CONSTRAINT = 'tax_year_closed', DETAIL = closed::text, TABLE = written;
  END IF;
END $$;
--> statement-breakpoint
-- Items: the year an item was acquired (its purchase date, or the day it was recorded in the user's time
-- zone) to the year it left (sold or disposed of; 10000 while held).
CREATE FUNCTION inventory_items_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
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
      SELECT coalesce(o.purchase_date, (o.created_at AT TIME ZONE coalesce(s.time_zone, 'UTC'))::date) AS old_acquired,
        coalesce(n.purchase_date, (n.created_at AT TIME ZONE coalesce(s.time_zone, 'UTC'))::date) AS new_acquired,
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
        extract(year FROM coalesce(r.purchase_date, (r.created_at AT TIME ZONE coalesce(s.time_zone, 'UTC'))::date))::int
      AND coalesce(extract(year FROM coalesce(r.sold_date, r.disposed_date))::int, 10000);
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    LEFT JOIN user_settings s ON s.user_id = r.user_id
    WHERE c.year BETWEEN
        extract(year FROM coalesce(r.purchase_date, (r.created_at AT TIME ZONE coalesce(s.time_zone, 'UTC'))::date))::int
      AND coalesce(extract(year FROM coalesce(r.sold_date, r.disposed_date))::int, 10000);
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Expenses: the date, amount and category.
CREATE FUNCTION expenses_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    WHERE (o.date, o.amount, o.category) IS DISTINCT FROM (n.date, n.amount, n.category)
      AND c.year IN (extract(year FROM o.date)::int, extract(year FROM n.date)::int);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    WHERE c.year = extract(year FROM r.date)::int;
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    WHERE c.year = extract(year FROM r.date)::int;
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Receipts: the purchase date, total, tax and travel distance.
CREATE FUNCTION receipts_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    WHERE (o.purchase_date, o.total_amount, o.tax_amount, o.travel_distance)
        IS DISTINCT FROM (n.purchase_date, n.total_amount, n.tax_amount, n.travel_distance)
      AND c.year IN (extract(year FROM o.purchase_date)::int, extract(year FROM n.purchase_date)::int);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    WHERE c.year = extract(year FROM r.purchase_date)::int;
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    WHERE c.year = extract(year FROM r.purchase_date)::int;
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Receipt line items, in their receipt's year: the receipt, quantity, unit cost and total. A line item whose
-- receipt is gone was deleted with it, which the receipt's own check decided.
CREATE FUNCTION receipt_line_items_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    LEFT JOIN receipts ro ON ro.user_id = o.user_id AND ro.id = o.receipt_id
    LEFT JOIN receipts rn ON rn.user_id = n.user_id AND rn.id = n.receipt_id
    WHERE (o.receipt_id, o.quantity, o.unit_cost, o.total_cost)
        IS DISTINCT FROM (n.receipt_id, n.quantity, n.unit_cost, n.total_cost)
      AND c.year IN (extract(year FROM ro.purchase_date)::int, extract(year FROM rn.purchase_date)::int);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN receipts p ON p.user_id = r.user_id AND p.id = r.receipt_id
    WHERE c.year = extract(year FROM p.purchase_date)::int;
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    JOIN receipts p ON p.user_id = r.user_id AND p.id = r.receipt_id
    WHERE c.year = extract(year FROM p.purchase_date)::int;
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Odometer readings: the date and the miles.
CREATE FUNCTION odometer_readings_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    WHERE (o.reading_date, o.odometer_miles) IS DISTINCT FROM (n.reading_date, n.odometer_miles)
      AND c.year IN (extract(year FROM o.reading_date)::int, extract(year FROM n.reading_date)::int);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    WHERE c.year = extract(year FROM r.reading_date)::int;
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    WHERE c.year = extract(year FROM r.reading_date)::int;
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_closed_year_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER inventory_items_closed_year_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER inventory_items_closed_year_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER expenses_closed_year_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expenses_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER expenses_closed_year_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expenses_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER expenses_closed_year_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expenses_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER receipts_closed_year_insert AFTER INSERT ON receipts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receipts_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER receipts_closed_year_update AFTER UPDATE ON receipts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receipts_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER receipts_closed_year_delete AFTER DELETE ON receipts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION receipts_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER receipt_line_items_closed_year_insert AFTER INSERT ON receipt_line_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receipt_line_items_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER receipt_line_items_closed_year_update AFTER UPDATE ON receipt_line_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receipt_line_items_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER receipt_line_items_closed_year_delete AFTER DELETE ON receipt_line_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION receipt_line_items_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER odometer_readings_closed_year_insert AFTER INSERT ON odometer_readings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION odometer_readings_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER odometer_readings_closed_year_update AFTER UPDATE ON odometer_readings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION odometer_readings_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER odometer_readings_closed_year_delete AFTER DELETE ON odometer_readings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION odometer_readings_closed_year_check();
