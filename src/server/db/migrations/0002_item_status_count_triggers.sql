-- item_status_counts holds, per user and status, how many items there are. These statement-level triggers
-- keep it in the same transaction as every insert, status change and delete of inventory_items (a CSV import
-- of 50,000 rows is one statement and one update per status), so the sidebar reads four rows instead of
-- counting the inventory.
CREATE FUNCTION item_status_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_status_counts (user_id, status, count)
  SELECT user_id, status, count(*) FROM new_rows GROUP BY user_id, status
  ON CONFLICT (user_id, status) DO UPDATE SET count = item_status_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A delete only lowers counters that exist: when a user is deleted, the cascade may remove the counters first.
CREATE FUNCTION item_status_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item_status_counts AS c SET count = c.count - d.count
  FROM (SELECT user_id, status, count(*) AS count FROM old_rows GROUP BY user_id, status) AS d
  WHERE c.user_id = d.user_id AND c.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION item_status_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_status_counts (user_id, status, count)
  SELECT user_id, status, sum(delta) FROM (
    SELECT user_id, status, 1 AS delta FROM new_rows
    UNION ALL
    SELECT user_id, status, -1 AS delta FROM old_rows
  ) AS changes
  GROUP BY user_id, status
  HAVING sum(delta) <> 0
  ON CONFLICT (user_id, status) DO UPDATE SET count = item_status_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_count_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_status_counts_add();
--> statement-breakpoint
CREATE TRIGGER inventory_items_count_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION item_status_counts_remove();
--> statement-breakpoint
CREATE TRIGGER inventory_items_count_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_status_counts_move();
--> statement-breakpoint
-- The items stored before the counters existed.
INSERT INTO item_status_counts (user_id, status, count)
SELECT user_id, status, count(*) FROM inventory_items GROUP BY user_id, status;
