-- GET /api/expenses?q= counts its matches in expense_search_texts: each expense's lowered searched text and
-- its user, and nothing else (decision 018). Kept by statement-level triggers in the same
-- transaction as every insert and update of the expenses; a deleted expense takes its row by the foreign key.
CREATE TABLE "expense_search_texts" (
	"expense_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_search_texts" ADD CONSTRAINT "expense_search_texts_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION expense_search_texts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expense_search_texts (expense_id, user_id, search_text)
  SELECT id, user_id, search_text FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION expense_search_texts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expense_search_texts AS s
  SET user_id = n.user_id, search_text = n.search_text
  FROM new_rows AS n
  WHERE s.expense_id = n.id
    AND (s.user_id, s.search_text) IS DISTINCT FROM (n.user_id, n.search_text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_search_texts_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_search_texts_insert();
--> statement-breakpoint
CREATE TRIGGER expenses_search_texts_update AFTER UPDATE ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_search_texts_update();
--> statement-breakpoint
-- Filled before its index is made: rows inserted into a GIN index wait in its pending list, which every
-- search reads whole until a vacuum, and the embedded database runs none by itself.
INSERT INTO expense_search_texts (expense_id, user_id, search_text)
SELECT id, user_id, search_text FROM expenses;
--> statement-breakpoint
CREATE INDEX "expense_search_texts_search_idx" ON "expense_search_texts" USING gin ("user_id","search_text" gin_trgm_ops);
--> statement-breakpoint
-- The embedded database never analyzes by itself: the planner is told the new table's size at once.
ANALYZE expense_search_texts;
