-- A disposal date before the purchase date is refused (src/domain/items/sold-date.ts), as a sold date before it
-- is (migration 0013): the server checks it first and words it; this guard holds when two writes race. Only a
-- write that sets or changes a date into such a pair is refused, so an item stored before the rule keeps its
-- dates and every other change of it still saves. The WHEN clauses keep the cost of a row that passes to a
-- comparison: the function runs only to refuse.
CREATE FUNCTION inventory_items_refuse_disposed_before_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Disposal date cannot be before the purchase date'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'inventory_items_disposed_after_purchase',
      TABLE = 'inventory_items', COLUMN = 'disposed_date';
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_disposed_after_purchase_insert BEFORE INSERT ON inventory_items
  FOR EACH ROW WHEN (NEW.disposed_date < NEW.purchase_date)
  EXECUTE FUNCTION inventory_items_refuse_disposed_before_purchase();
--> statement-breakpoint
CREATE TRIGGER inventory_items_disposed_after_purchase_update BEFORE UPDATE OF purchase_date, disposed_date ON inventory_items
  FOR EACH ROW WHEN (
    NEW.disposed_date < NEW.purchase_date
    AND (NEW.disposed_date IS DISTINCT FROM OLD.disposed_date OR NEW.purchase_date IS DISTINCT FROM OLD.purchase_date)
  )
  EXECUTE FUNCTION inventory_items_refuse_disposed_before_purchase();
