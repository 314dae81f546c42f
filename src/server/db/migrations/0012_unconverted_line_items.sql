-- GET /api/receipts counts each receipt's unconverted line items (the row's warning): an index of only those
-- rows answers each receipt of a page from the index, where it read every line item of the receipt.
CREATE INDEX "receipt_line_items_unconverted_idx" ON "receipt_line_items" USING btree ("user_id","receipt_id") WHERE not "receipt_line_items"."is_converted";