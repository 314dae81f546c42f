-- A sale line keeps its title as the marketplace gave it, and an imported refund the line and the title its row
-- named (decision 032): a later file's refund with no line id names its line by its title, and a refund kept
-- before its sale finds its line when the sale is imported. No figure changes here.
ALTER TABLE "refunds" ADD COLUMN "line_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_line_key_length" CHECK (char_length("refunds"."line_key") <= 200);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_title_length" CHECK (char_length("refunds"."title") <= 1000);--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_title_length" CHECK (char_length("sale_lines"."title") <= 1000);--> statement-breakpoint
-- The lines recorded before keep the title where the import wrote it elsewhere: the sold items an import makes
-- for the units no item matched are described by their sale's title (cut to 1,000 characters, as this column
-- is), in the import's transaction, so their created_at is their line's imported_at. A line given no title
-- (described '<marketplace> order <order id>'), or whose units were all items typed before, stays null: nothing
-- recorded its title.
UPDATE "sale_lines" l SET "title" = t.description
FROM (
  SELECT u.sale_line_id, min(i.description) AS description
  FROM "sale_line_items" u
  JOIN "sale_lines" s ON s.id = u.sale_line_id
  JOIN "inventory_items" i ON i.id = u.item_id AND i.user_id = u.user_id
  WHERE i.created_at = s.imported_at
    AND i.description <> (CASE s.marketplace WHEN 'ebay' THEN 'eBay' WHEN 'poshmark' THEN 'Poshmark'
      WHEN 'mercari' THEN 'Mercari' WHEN 'depop' THEN 'Depop' WHEN 'etsy' THEN 'Etsy' WHEN 'whatnot' THEN 'Whatnot'
      WHEN 'facebook' THEN 'Facebook Marketplace' WHEN 'amazon' THEN 'Amazon' ELSE 'Other' END) || ' order ' || s.order_id
  GROUP BY u.sale_line_id
  HAVING count(DISTINCT i.description) = 1
) t
WHERE t.sale_line_id = l.id;
