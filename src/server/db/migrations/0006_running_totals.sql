-- Running totals for the stat cards (tables *_totals, kept by the triggers further down), and the expense
-- search over a stored, lowered text.
CREATE TABLE "expense_month_totals" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"count" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "expense_month_totals_user_id_month_category_pk" PRIMARY KEY("user_id","month","category"),
	CONSTRAINT "expense_month_totals_first_of_month" CHECK (extract(day from "expense_month_totals"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "expense_vendor_totals" (
	"user_id" uuid NOT NULL,
	"vendor" text NOT NULL,
	"count" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "expense_vendor_totals_user_id_vendor_pk" PRIMARY KEY("user_id","vendor")
);
--> statement-breakpoint
CREATE TABLE "receipt_month_totals" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"count" integer NOT NULL,
	"total_amount" numeric NOT NULL,
	"travel_distance" numeric(12, 1) NOT NULL,
	CONSTRAINT "receipt_month_totals_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "receipt_month_totals_first_of_month" CHECK (extract(day from "receipt_month_totals"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "receipt_name_totals" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"total_amount" numeric NOT NULL,
	CONSTRAINT "receipt_name_totals_user_id_kind_name_pk" PRIMARY KEY("user_id","kind","name")
);
--> statement-breakpoint
-- GET /api/expenses?q= searches search_text (expense_search_text lowered, stored once per write) with LIKE:
-- the trigram index finds the candidates and the recheck of each reads the stored text instead of joining
-- five fields per row, which made counting thousands of matches slow. It replaces the index on the joined
-- fields.
DROP INDEX "expenses_text_search_idx";--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(expense_search_text("expenses"."vendor", "expenses"."description", "expenses"."notes", "expenses"."receipt_number", "expenses"."tags"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_month_totals" ADD CONSTRAINT "expense_month_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_vendor_totals" ADD CONSTRAINT "expense_vendor_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_month_totals" ADD CONSTRAINT "receipt_month_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_name_totals" ADD CONSTRAINT "receipt_name_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A vendor's spending on the vendor list (GET /api/vendors): the totals of the spellings of its name.
CREATE INDEX "expense_vendor_totals_name_idx" ON "expense_vendor_totals" USING btree ("user_id",lower("vendor"));--> statement-breakpoint
-- GET /api/expenses?q=
CREATE INDEX "expenses_search_text_idx" ON "expenses" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Running totals (decision 018). Each function below keeps one totals table: it turns the rows a statement
-- inserted (+1 and their amounts) and the rows it deleted or replaced (-1 and minus their amounts) into
-- changes per key, statement-level, from the transition tables, so a bulk statement or a CSV import of
-- thousands of rows is one pass and one write per key. The same function serves the insert, update and
-- delete trigger of its source table; an update that changes nothing summed nets to nothing and writes
-- nothing. A key gaining rows is upserted; a key losing rows is only updated, because when a user is
-- deleted the cascade may remove the totals before the rows (as item_status_counts, migration 0002); a key
-- left with no rows is deleted.
--
-- The expense cards and category breakdown (expenseStats; the tax summary's expenses per category).
CREATE FUNCTION expense_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes expense_month_totals[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(
      SELECT ROW(user_id, date_trunc('month', date::timestamp)::date, category, 1, amount)::expense_month_totals
      FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(
      SELECT ROW(user_id, date_trunc('month', date::timestamp)::date, category, -1, -amount)::expense_month_totals
      FROM old_rows);
  END IF;
  WITH d AS (
    SELECT user_id, month, category, sum(count)::int AS count, sum(amount) AS amount
    FROM unnest(changes) GROUP BY user_id, month, category
    HAVING sum(count) <> 0 OR sum(amount) <> 0
  ), gained AS (
    INSERT INTO expense_month_totals AS t (user_id, month, category, count, amount)
    SELECT user_id, month, category, count, amount FROM d WHERE count > 0
    ON CONFLICT (user_id, month, category)
    DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount
  )
  UPDATE expense_month_totals AS t SET count = t.count + d.count, amount = t.amount + d.amount
  FROM d WHERE d.count <= 0 AND t.user_id = d.user_id AND t.month = d.month AND t.category = d.category;
  DELETE FROM expense_month_totals AS t USING unnest(changes) AS c
  WHERE t.count = 0 AND t.user_id = c.user_id AND t.month = c.month AND t.category = c.category;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The top vendors of the expense cards and each vendor's spending (vendorStats, the vendor list).
CREATE FUNCTION expense_vendor_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes expense_vendor_totals[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(SELECT ROW(user_id, vendor, 1, amount)::expense_vendor_totals FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(SELECT ROW(user_id, vendor, -1, -amount)::expense_vendor_totals FROM old_rows);
  END IF;
  WITH d AS (
    SELECT user_id, vendor, sum(count)::int AS count, sum(amount) AS amount
    FROM unnest(changes) GROUP BY user_id, vendor
    HAVING sum(count) <> 0 OR sum(amount) <> 0
  ), gained AS (
    INSERT INTO expense_vendor_totals AS t (user_id, vendor, count, amount)
    SELECT user_id, vendor, count, amount FROM d WHERE count > 0
    ON CONFLICT (user_id, vendor)
    DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount
  )
  UPDATE expense_vendor_totals AS t SET count = t.count + d.count, amount = t.amount + d.amount
  FROM d WHERE d.count <= 0 AND t.user_id = d.user_id AND t.vendor = d.vendor;
  DELETE FROM expense_vendor_totals AS t USING unnest(changes) AS c
  WHERE t.count = 0 AND t.user_id = c.user_id AND t.vendor = c.vendor;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The receipt cards: all-time, this month, this year, and this year's travel distance (receiptStats).
CREATE FUNCTION receipt_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes receipt_month_totals[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(
      SELECT ROW(user_id, date_trunc('month', purchase_date::timestamp)::date, 1, total_amount, travel_distance)::receipt_month_totals
      FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(
      SELECT ROW(user_id, date_trunc('month', purchase_date::timestamp)::date, -1, -total_amount, -travel_distance)::receipt_month_totals
      FROM old_rows);
  END IF;
  WITH d AS (
    SELECT user_id, month, sum(count)::int AS count, sum(total_amount) AS total_amount,
      sum(travel_distance) AS travel_distance
    FROM unnest(changes) GROUP BY user_id, month
    HAVING sum(count) <> 0 OR sum(total_amount) <> 0 OR sum(travel_distance) <> 0
  ), gained AS (
    INSERT INTO receipt_month_totals AS t (user_id, month, count, total_amount, travel_distance)
    SELECT user_id, month, count, total_amount, travel_distance FROM d WHERE count > 0
    ON CONFLICT (user_id, month) DO UPDATE SET count = t.count + excluded.count,
      total_amount = t.total_amount + excluded.total_amount,
      travel_distance = t.travel_distance + excluded.travel_distance
  )
  UPDATE receipt_month_totals AS t SET count = t.count + d.count, total_amount = t.total_amount + d.total_amount,
    travel_distance = t.travel_distance + d.travel_distance
  FROM d WHERE d.count <= 0 AND t.user_id = d.user_id AND t.month = d.month;
  DELETE FROM receipt_month_totals AS t USING unnest(changes) AS c
  WHERE t.count = 0 AND t.user_id = c.user_id AND t.month = c.month;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The top vendors and purchase locations of the receipt cards (receiptStats), by the trimmed name.
CREATE FUNCTION receipt_name_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes receipt_name_totals[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || ARRAY(
      SELECT ROW(user_id, 'vendor', btrim(vendor), 1, total_amount)::receipt_name_totals
      FROM new_rows WHERE btrim(vendor) <> ''
      UNION ALL
      SELECT ROW(user_id, 'location', btrim(location), 1, total_amount)::receipt_name_totals
      FROM new_rows WHERE btrim(location) <> '');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || ARRAY(
      SELECT ROW(user_id, 'vendor', btrim(vendor), -1, -total_amount)::receipt_name_totals
      FROM old_rows WHERE btrim(vendor) <> ''
      UNION ALL
      SELECT ROW(user_id, 'location', btrim(location), -1, -total_amount)::receipt_name_totals
      FROM old_rows WHERE btrim(location) <> '');
  END IF;
  WITH d AS (
    SELECT user_id, kind, name, sum(count)::int AS count, sum(total_amount) AS total_amount
    FROM unnest(changes) GROUP BY user_id, kind, name
    HAVING sum(count) <> 0 OR sum(total_amount) <> 0
  ), gained AS (
    INSERT INTO receipt_name_totals AS t (user_id, kind, name, count, total_amount)
    SELECT user_id, kind, name, count, total_amount FROM d WHERE count > 0
    ON CONFLICT (user_id, kind, name)
    DO UPDATE SET count = t.count + excluded.count, total_amount = t.total_amount + excluded.total_amount
  )
  UPDATE receipt_name_totals AS t SET count = t.count + d.count, total_amount = t.total_amount + d.total_amount
  FROM d WHERE d.count <= 0 AND t.user_id = d.user_id AND t.kind = d.kind AND t.name = d.name;
  DELETE FROM receipt_name_totals AS t USING unnest(changes) AS c
  WHERE t.count = 0 AND t.user_id = c.user_id AND t.kind = c.kind AND t.name = c.name;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_month_totals_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER expenses_month_totals_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER expenses_month_totals_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER expenses_vendor_totals_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_vendor_totals_change();
--> statement-breakpoint
CREATE TRIGGER expenses_vendor_totals_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_vendor_totals_change();
--> statement-breakpoint
CREATE TRIGGER expenses_vendor_totals_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_vendor_totals_change();
--> statement-breakpoint
CREATE TRIGGER receipts_month_totals_insert AFTER INSERT ON receipts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receipt_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER receipts_month_totals_update AFTER UPDATE ON receipts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receipt_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER receipts_month_totals_delete AFTER DELETE ON receipts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION receipt_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER receipts_name_totals_insert AFTER INSERT ON receipts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receipt_name_totals_change();
--> statement-breakpoint
CREATE TRIGGER receipts_name_totals_update AFTER UPDATE ON receipts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receipt_name_totals_change();
--> statement-breakpoint
CREATE TRIGGER receipts_name_totals_delete AFTER DELETE ON receipts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION receipt_name_totals_change();
--> statement-breakpoint
-- The rows stored before the totals existed.
INSERT INTO expense_month_totals (user_id, month, category, count, amount)
SELECT user_id, date_trunc('month', date::timestamp)::date, category, count(*), sum(amount)
FROM expenses GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO expense_vendor_totals (user_id, vendor, count, amount)
SELECT user_id, vendor, count(*), sum(amount) FROM expenses GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO receipt_month_totals (user_id, month, count, total_amount, travel_distance)
SELECT user_id, date_trunc('month', purchase_date::timestamp)::date, count(*), sum(total_amount), sum(travel_distance)
FROM receipts GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO receipt_name_totals (user_id, kind, name, count, total_amount)
SELECT user_id, 'vendor', btrim(vendor), count(*), sum(total_amount) FROM receipts WHERE btrim(vendor) <> '' GROUP BY 1, 3
UNION ALL
SELECT user_id, 'location', btrim(location), count(*), sum(total_amount) FROM receipts WHERE btrim(location) <> '' GROUP BY 1, 3;
