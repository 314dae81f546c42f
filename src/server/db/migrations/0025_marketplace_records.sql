-- What a marketplace records, as rows of their own (decision 032): sale_lines (one per line of an order, its
-- money as the marketplace recorded it) and sale_line_items (the item each unit is) replace imported_sales;
-- refunds (returns and allowances, Schedule C line 2), marketplace_charges (fees and charges of no sale, each an
-- expense) and marketplace_payouts (money paid to the bank, never revenue) are new. Items keep their sale
-- columns, each its unit's share of its line: no item changes here, so no figure of any year moves.
CREATE TABLE "marketplace_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"charge_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"description" text NOT NULL,
	"expense_id" uuid NOT NULL,
	"import_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_charges_description_length" CHECK (char_length("marketplace_charges"."description") <= 1000),
	CONSTRAINT "marketplace_charges_import_key_length" CHECK (char_length("marketplace_charges"."import_key") <= 200),
	CONSTRAINT "marketplace_charges_marketplace_known" CHECK ("marketplace_charges"."marketplace" in ('ebay', 'poshmark', 'mercari', 'depop', 'etsy', 'whatnot', 'facebook', 'amazon', 'other')),
	CONSTRAINT "marketplace_charges_amount_positive" CHECK ("marketplace_charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "marketplace_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"payout_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reference" text,
	"import_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_payouts_reference_length" CHECK (char_length("marketplace_payouts"."reference") <= 200),
	CONSTRAINT "marketplace_payouts_import_key_length" CHECK (char_length("marketplace_payouts"."import_key") <= 200),
	CONSTRAINT "marketplace_payouts_marketplace_known" CHECK ("marketplace_payouts"."marketplace" in ('ebay', 'poshmark', 'mercari', 'depop', 'etsy', 'whatnot', 'facebook', 'amazon', 'other'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid,
	"marketplace" text,
	"order_id" text,
	"refund_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"sales_tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"fees_credited" numeric(12, 2) DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"returned_item_id" uuid,
	"import_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_order_id_length" CHECK (char_length("refunds"."order_id") <= 200),
	CONSTRAINT "refunds_import_key_length" CHECK (char_length("refunds"."import_key") <= 200),
	CONSTRAINT "refunds_marketplace_known" CHECK ("refunds"."marketplace" in ('ebay', 'poshmark', 'mercari', 'depop', 'etsy', 'whatnot', 'facebook', 'amazon', 'other')),
	CONSTRAINT "refunds_kind_known" CHECK ("refunds"."kind" in ('return', 'allowance')),
	CONSTRAINT "refunds_money" CHECK ("refunds"."amount" >= 0 and "refunds"."sales_tax" >= 0 and "refunds"."fees_credited" >= 0 and "refunds"."amount" + "refunds"."sales_tax" > 0),
	CONSTRAINT "refunds_sale_named" CHECK ("refunds"."item_id" is not null or "refunds"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "sale_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sale_line_id" uuid NOT NULL,
	"item_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"order_id" text NOT NULL,
	"line_key" text NOT NULL,
	"sold_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"gross_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"shipping" numeric(12, 2) DEFAULT 0 NOT NULL,
	"sales_tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"postage_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"selling_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"payment_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"fulfilment_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"ad_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"imported_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_lines_order_id_length" CHECK (char_length("sale_lines"."order_id") <= 200),
	CONSTRAINT "sale_lines_line_key_length" CHECK (char_length("sale_lines"."line_key") <= 200),
	CONSTRAINT "sale_lines_marketplace_known" CHECK ("sale_lines"."marketplace" in ('ebay', 'poshmark', 'mercari', 'depop', 'etsy', 'whatnot', 'facebook', 'amazon', 'other')),
	CONSTRAINT "sale_lines_quantity_positive" CHECK ("sale_lines"."quantity" >= 1),
	CONSTRAINT "sale_lines_money_non_negative" CHECK ("sale_lines"."gross_price" >= 0 and "sale_lines"."shipping" >= 0 and "sale_lines"."sales_tax" >= 0 and "sale_lines"."discount" >= 0 and "sale_lines"."postage_cost" >= 0 and "sale_lines"."selling_fee" >= 0 and "sale_lines"."payment_fee" >= 0 and "sale_lines"."fulfilment_fee" >= 0 and "sale_lines"."ad_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "marketplace_charges" ADD CONSTRAINT "marketplace_charges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_charges" ADD CONSTRAINT "marketplace_charges_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_payouts" ADD CONSTRAINT "marketplace_payouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_returned_item_id_inventory_items_id_fk" FOREIGN KEY ("returned_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_line_items" ADD CONSTRAINT "sale_line_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_line_items" ADD CONSTRAINT "sale_line_items_sale_line_id_sale_lines_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."sale_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_charges_user_import_unique" ON "marketplace_charges" USING btree ("user_id","marketplace","import_key");--> statement-breakpoint
CREATE INDEX "marketplace_charges_expense_idx" ON "marketplace_charges" USING btree ("expense_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_payouts_user_import_unique" ON "marketplace_payouts" USING btree ("user_id","marketplace","import_key");--> statement-breakpoint
CREATE INDEX "marketplace_payouts_user_date_idx" ON "marketplace_payouts" USING btree ("user_id","payout_date");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_user_import_unique" ON "refunds" USING btree ("user_id","marketplace","import_key");--> statement-breakpoint
CREATE INDEX "refunds_user_date_idx" ON "refunds" USING btree ("user_id","refund_date");--> statement-breakpoint
CREATE INDEX "refunds_item_idx" ON "refunds" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "refunds_returned_item_idx" ON "refunds" USING btree ("returned_item_id");--> statement-breakpoint
CREATE INDEX "refunds_user_order_idx" ON "refunds" USING btree ("user_id","marketplace","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_line_items_item_unique" ON "sale_line_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "sale_line_items_line_idx" ON "sale_line_items" USING btree ("sale_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_lines_user_line_unique" ON "sale_lines" USING btree ("user_id","marketplace","line_key");--> statement-breakpoint
CREATE INDEX "sale_lines_user_order_idx" ON "sale_lines" USING btree ("user_id","marketplace","order_id");--> statement-breakpoint
-- Each imported sale becomes a line: its units are the item imported_sales named and the other items sold with
-- the same marketplace and order id (a sale of several units named only its first item), and its money is the
-- sum of theirs. The order id is the line key up to its first '/' (the layouts add the line's own id after it).
INSERT INTO sale_lines (id, user_id, marketplace, order_id, line_key, sold_date, quantity, gross_price, shipping,
    sales_tax, discount, postage_cost, selling_fee, payment_fee, fulfilment_fee, ad_fee, imported_at)
SELECT s.id, s.user_id, s.marketplace, split_part(s.order_id, '/', 1), s.order_id,
  coalesce(min(i.sold_date), (s.imported_at AT TIME ZONE 'UTC')::date), count(i.id)::int,
  sum(i.sale_price), sum(i.postage_charged), sum(i.buyer_sales_tax), 0, sum(i.postage_cost), sum(i.general_fees), 0, 0,
  sum(i.promo_fees), s.imported_at
FROM imported_sales s
JOIN inventory_items i ON i.user_id = s.user_id AND (
  i.id = s.item_id
  OR (i.status = 'sold' AND i.marketplace = s.marketplace AND i.marketplace_order_id = s.order_id)
)
GROUP BY s.id;
--> statement-breakpoint
INSERT INTO sale_line_items (user_id, sale_line_id, item_id)
SELECT DISTINCT ON (i.id) s.user_id, s.id, i.id
FROM imported_sales s
JOIN inventory_items i ON i.user_id = s.user_id AND (
  i.id = s.item_id
  OR (i.status = 'sold' AND i.marketplace = s.marketplace AND i.marketplace_order_id = s.order_id)
)
ORDER BY i.id, (i.id = s.item_id) DESC, s.imported_at;
--> statement-breakpoint
-- A line whose every unit went to another line (two imported sales naming one item) is no sale of its own.
DELETE FROM sale_lines l WHERE NOT EXISTS (SELECT 1 FROM sale_line_items u WHERE u.sale_line_id = l.id);
--> statement-breakpoint
UPDATE sale_lines l SET quantity = u.units
FROM (SELECT sale_line_id, count(*)::int AS units FROM sale_line_items GROUP BY sale_line_id) u
WHERE u.sale_line_id = l.id AND l.quantity <> u.units;
--> statement-breakpoint
DROP TRIGGER inventory_items_forget_imported_sales ON inventory_items;
--> statement-breakpoint
DROP FUNCTION imported_sales_forget_deleted_items();
--> statement-breakpoint
DROP TABLE imported_sales;
--> statement-breakpoint
-- sale_line_items.item_id has no foreign key (decision 020's reason): deleting items deletes their units here,
-- once per statement, and the lines left with no unit, so a sale whose items were all deleted can be imported
-- again.
CREATE FUNCTION sale_line_items_forget_deleted_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    DELETE FROM sale_line_items AS u USING old_rows AS o WHERE u.item_id = o.id RETURNING u.sale_line_id
  )
  DELETE FROM sale_lines AS l
  WHERE l.id IN (SELECT sale_line_id FROM gone)
    AND NOT EXISTS (SELECT 1 FROM sale_line_items AS u WHERE u.sale_line_id = l.id AND u.item_id NOT IN (SELECT id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_forget_sale_line_items AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_line_items_forget_deleted_items();
--> statement-breakpoint
-- A closed year (decision 026) refuses the marketplace's records dated in it, as it refuses items and
-- expenses: a sale line by its sold date and money, a refund by its date, money and kind, a charge by its date
-- and amount (its expense is refused by the expenses' own trigger too). Payouts are no figure of any report.
CREATE FUNCTION sale_lines_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    WHERE (o.sold_date, o.quantity, o.gross_price, o.shipping, o.sales_tax, o.discount, o.postage_cost, o.selling_fee, o.payment_fee, o.fulfilment_fee, o.ad_fee) IS DISTINCT FROM (n.sold_date, n.quantity, n.gross_price, n.shipping, n.sales_tax, n.discount, n.postage_cost, n.selling_fee, n.payment_fee, n.fulfilment_fee, n.ad_fee)
      AND c.year IN (extract(year FROM o.sold_date)::int, extract(year FROM n.sold_date)::int);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    WHERE c.year = extract(year FROM r.sold_date)::int;
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    WHERE c.year = extract(year FROM r.sold_date)::int;
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_lines_closed_year_insert AFTER INSERT ON sale_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER sale_lines_closed_year_update AFTER UPDATE ON sale_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER sale_lines_closed_year_delete AFTER DELETE ON sale_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_lines_closed_year_check();
--> statement-breakpoint
CREATE FUNCTION refunds_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    WHERE (o.refund_date, o.amount, o.sales_tax, o.fees_credited, o.kind) IS DISTINCT FROM (n.refund_date, n.amount, n.sales_tax, n.fees_credited, n.kind)
      AND c.year IN (extract(year FROM o.refund_date)::int, extract(year FROM n.refund_date)::int);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    WHERE c.year = extract(year FROM r.refund_date)::int;
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    WHERE c.year = extract(year FROM r.refund_date)::int;
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_closed_year_insert AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER refunds_closed_year_update AFTER UPDATE ON refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER refunds_closed_year_delete AFTER DELETE ON refunds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_closed_year_check();
--> statement-breakpoint
CREATE FUNCTION marketplace_charges_closed_year_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT min(c.year) INTO closed
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN tax_year_closures c ON c.user_id = n.user_id AND c.reopened_at IS NULL
    WHERE (o.charge_date, o.amount) IS DISTINCT FROM (n.charge_date, n.amount)
      AND c.year IN (extract(year FROM o.charge_date)::int, extract(year FROM n.charge_date)::int);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT min(c.year) INTO closed
    FROM new_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    WHERE c.year = extract(year FROM r.charge_date)::int;
  ELSE
    SELECT min(c.year) INTO closed
    FROM old_rows r
    JOIN tax_year_closures c ON c.user_id = r.user_id AND c.reopened_at IS NULL
    JOIN "user" u ON u.id = r.user_id
    WHERE c.year = extract(year FROM r.charge_date)::int;
  END IF;
  PERFORM tax_year_refuse_closed(closed, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER marketplace_charges_closed_year_insert AFTER INSERT ON marketplace_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marketplace_charges_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER marketplace_charges_closed_year_update AFTER UPDATE ON marketplace_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION marketplace_charges_closed_year_check();
--> statement-breakpoint
CREATE TRIGGER marketplace_charges_closed_year_delete AFTER DELETE ON marketplace_charges
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION marketplace_charges_closed_year_check();
