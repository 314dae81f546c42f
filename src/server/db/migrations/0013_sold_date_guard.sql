-- A sold date before the purchase date is refused (src/domain/items/sold-date.ts). The server checks it first
-- and words it; this guard holds when two writes race: one moves the purchase date and the other the sold
-- date, each checked against a row the other has not changed yet. Only a write that sets or changes a date
-- into such a pair is refused, so items stored before the rule keep their dates and every other change of
-- them (a new SKU, a postage edit) still saves, which a CHECK constraint, even NOT VALID, would refuse.
-- The WHEN clauses keep the cost of a row that passes to a comparison: the function runs only to refuse.
CREATE FUNCTION inventory_items_refuse_sold_before_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Sold date cannot be before the purchase date'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'inventory_items_sold_after_purchase',
      TABLE = 'inventory_items', COLUMN = 'sold_date';
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_sold_after_purchase_insert BEFORE INSERT ON inventory_items
  FOR EACH ROW WHEN (NEW.sold_date < NEW.purchase_date)
  EXECUTE FUNCTION inventory_items_refuse_sold_before_purchase();
--> statement-breakpoint
CREATE TRIGGER inventory_items_sold_after_purchase_update BEFORE UPDATE OF purchase_date, sold_date ON inventory_items
  FOR EACH ROW WHEN (
    NEW.sold_date < NEW.purchase_date
    AND (NEW.sold_date IS DISTINCT FROM OLD.sold_date OR NEW.purchase_date IS DISTINCT FROM OLD.purchase_date)
  )
  EXECUTE FUNCTION inventory_items_refuse_sold_before_purchase();
