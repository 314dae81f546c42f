-- What a closed year's reports read stays as it was (decision 026): the business use of the vehicle becomes
-- a figure of each year, the day an undated item was recorded is kept as it was when it was recorded, the
-- 1099-K figures of a closed year cannot change, and a January reading (the December before's end reading)
-- belongs to the year before too.

-- The business use per year: a row holds from its year on. Each user's one percentage of user_settings
-- becomes their percentage from the first year on; the default (100) needs no row.
CREATE TABLE "business_mileage_percentages" (
	"user_id" uuid NOT NULL,
	"from_year" integer NOT NULL,
	"percentage" numeric(4, 1) NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_mileage_percentages_user_id_from_year_pk" PRIMARY KEY("user_id","from_year"),
	CONSTRAINT "business_mileage_percentages_range" CHECK ("business_mileage_percentages"."percentage" between 0 and 100),
	CONSTRAINT "business_mileage_percentages_year_range" CHECK ("business_mileage_percentages"."from_year" between 1 and 9999)
);
--> statement-breakpoint
ALTER TABLE "business_mileage_percentages" ADD CONSTRAINT "business_mileage_percentages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "business_mileage_percentages" ("user_id", "from_year", "percentage")
  SELECT "user_id", 1, "business_mileage_percentage" FROM "user_settings" WHERE "business_mileage_percentage" <> 100;--> statement-breakpoint
ALTER TABLE "user_settings" DROP CONSTRAINT "user_settings_percentage_range";--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "business_mileage_percentage";--> statement-breakpoint
-- The business use of a user's year as the table holds it now (the default 100 before every step).
CREATE FUNCTION business_use_of(owner uuid, tax_year integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p.percentage FROM business_mileage_percentages p
    WHERE p.user_id = owner AND p.from_year <= tax_year ORDER BY p.from_year DESC LIMIT 1), 100)
$$;
--> statement-breakpoint
-- A closed year's business use cannot change: after each statement, every closed year of the users it wrote
-- has the percentage it had before it (the steps then: those now, less the ones the statement wrote, with
-- those it replaced or deleted). Deletes skip users that are gone (an account deleted).
CREATE FUNCTION business_mileage_percentages_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM tax_year_closures c
    WHERE c.reopened_at IS NULL AND c.user_id IN (SELECT user_id FROM new_rows)
      AND business_use_of(c.user_id, c.year) IS DISTINCT FROM coalesce((
        SELECT p.percentage FROM business_mileage_percentages p
        WHERE p.user_id = c.user_id AND p.from_year <= c.year
          AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.user_id = p.user_id AND n.from_year = p.from_year)
        ORDER BY p.from_year DESC LIMIT 1), 100);
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM tax_year_closures c
    WHERE c.reopened_at IS NULL
      AND c.user_id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows)
      AND business_use_of(c.user_id, c.year) IS DISTINCT FROM coalesce((
        SELECT b.percentage FROM (
          SELECT p.user_id, p.from_year, p.percentage FROM business_mileage_percentages p
          WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.user_id = p.user_id AND n.from_year = p.from_year)
          UNION ALL SELECT o.user_id, o.from_year, o.percentage FROM old_rows o
        ) b
        WHERE b.user_id = c.user_id AND b.from_year <= c.year ORDER BY b.from_year DESC LIMIT 1), 100);
  ELSE
    SELECT min(c.year) INTO closed
    FROM tax_year_closures c
    JOIN "user" u ON u.id = c.user_id
    WHERE c.reopened_at IS NULL AND c.user_id IN (SELECT user_id FROM old_rows)
      AND business_use_of(c.user_id, c.year) IS DISTINCT FROM coalesce((
        SELECT b.percentage FROM (
          SELECT p.user_id, p.from_year, p.percentage FROM business_mileage_percentages p
          UNION ALL SELECT o.user_id, o.from_year, o.percentage FROM old_rows o
        ) b
        WHERE b.user_id = c.user_id AND b.from_year <= c.year ORDER BY b.from_year DESC LIMIT 1), 100);
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER business_mileage_percentages_closed_year_insert AFTER INSERT ON business_mileage_percentages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_mileage_percentages_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER business_mileage_percentages_closed_year_update AFTER UPDATE ON business_mileage_percentages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_mileage_percentages_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER business_mileage_percentages_closed_year_delete AFTER DELETE ON business_mileage_percentages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_mileage_percentages_closed_year_check();
--> statement-breakpoint
-- The day each item was recorded, as the time zone in force then makes it; the items of today are dated by
-- the time zone of their user's settings when inserted (a restore brings its own). The backfill writes only
-- this column, which no trigger reads, so the triggers are off for it.
ALTER TABLE "inventory_items" ADD COLUMN "recorded_on" date;--> statement-breakpoint
ALTER TABLE "inventory_items" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "inventory_items" i SET "recorded_on" = (i."created_at" AT TIME ZONE coalesce(
  (SELECT s."time_zone" FROM "user_settings" s WHERE s."user_id" = i."user_id"), 'UTC'))::date;--> statement-breakpoint
ALTER TABLE "inventory_items" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "recorded_on" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION inventory_items_recorded_on() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.recorded_on IS NULL THEN
    NEW.recorded_on := (NEW.created_at AT TIME ZONE coalesce(
      (SELECT s.time_zone FROM user_settings s WHERE s.user_id = NEW.user_id), 'UTC'))::date;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_recorded_on BEFORE INSERT ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION inventory_items_recorded_on();
--> statement-breakpoint
-- The acquired day (src/domain/items/acquired.ts): the purchase date; without one, the day the item was
-- recorded, or the day it left when that came first. No time zone: the recorded day is kept.
DROP FUNCTION inventory_acquired_on(date, timestamptz, date, text);--> statement-breakpoint
CREATE FUNCTION inventory_acquired_on(purchase_date date, recorded_on date, left_on date)
  RETURNS date LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(purchase_date, least(recorded_on, left_on)) $$;
--> statement-breakpoint
-- Items: the year an item was acquired to the year it left (10000 while held). As migration 0020's, with the
-- recorded day in place of the time zone of the moment.
CREATE OR REPLACE FUNCTION inventory_items_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    CROSS JOIN LATERAL (
      SELECT inventory_acquired_on(o.purchase_date, o.recorded_on, coalesce(o.sold_date, o.disposed_date)) AS old_acquired,
        inventory_acquired_on(n.purchase_date, n.recorded_on, coalesce(n.sold_date, n.disposed_date)) AS new_acquired,
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
    WHERE c.year BETWEEN
        extract(year FROM inventory_acquired_on(r.purchase_date, r.recorded_on, coalesce(r.sold_date, r.disposed_date)))::int
      AND coalesce(extract(year FROM coalesce(r.sold_date, r.disposed_date))::int, 10000);
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    WHERE c.year BETWEEN
        extract(year FROM inventory_acquired_on(r.purchase_date, r.recorded_on, coalesce(r.sold_date, r.disposed_date)))::int
      AND coalesce(extract(year FROM coalesce(r.sold_date, r.disposed_date))::int, 10000);
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Odometer readings: the date and the miles, in the reading's year and, for a reading of January, in the
-- year before too (its December's end reading is the first of January).
CREATE OR REPLACE FUNCTION odometer_readings_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    WHERE (o.reading_date, o.odometer_miles) IS DISTINCT FROM (n.reading_date, n.odometer_miles)
      AND (c.year IN (extract(year FROM o.reading_date)::int, extract(year FROM n.reading_date)::int)
        OR (extract(month FROM o.reading_date) = 1 AND c.year = extract(year FROM o.reading_date)::int - 1)
        OR (extract(month FROM n.reading_date) = 1 AND c.year = extract(year FROM n.reading_date)::int - 1));
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    WHERE c.year = extract(year FROM r.reading_date)::int
      OR (extract(month FROM r.reading_date) = 1 AND c.year = extract(year FROM r.reading_date)::int - 1);
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    WHERE c.year = extract(year FROM r.reading_date)::int
      OR (extract(month FROM r.reading_date) = 1 AND c.year = extract(year FROM r.reading_date)::int - 1);
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A marketplace's Form 1099-K figures of a closed year, as typed from the form, are among its figures.
CREATE FUNCTION form_1099k_amounts_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.user_id = o.user_id AND n.year = o.year AND n.marketplace = o.marketplace
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL AND c.year = n.year
    WHERE (o.gross_amount, o.transactions) IS DISTINCT FROM (n.gross_amount, n.transactions);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL AND c.year = r.year;
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL AND c.year = r.year
    JOIN "user" u ON u.id = r.user_id;
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_1099k_amounts_closed_year_insert AFTER INSERT ON form_1099k_amounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION form_1099k_amounts_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER form_1099k_amounts_closed_year_update AFTER UPDATE ON form_1099k_amounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION form_1099k_amounts_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER form_1099k_amounts_closed_year_delete AFTER DELETE ON form_1099k_amounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION form_1099k_amounts_closed_year_check();
