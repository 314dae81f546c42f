CREATE TABLE "file_deletions" (
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"thumbnail_type" text,
	"item_id" uuid,
	"receipt_id" uuid,
	"expense_id" uuid,
	"odometer_reading_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_kind_known" CHECK ("files"."kind" in ('item_photo', 'receipt', 'expense', 'odometer')),
	CONSTRAINT "files_type_known" CHECK ("files"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
	CONSTRAINT "files_size_positive" CHECK ("files"."size" > 0),
	CONSTRAINT "files_one_owner" CHECK (("files"."kind" = 'item_photo' and "files"."item_id" is not null and "files"."receipt_id" is null and "files"."expense_id" is null and "files"."odometer_reading_id" is null)
        or ("files"."kind" = 'receipt' and "files"."receipt_id" is not null and "files"."item_id" is null and "files"."expense_id" is null and "files"."odometer_reading_id" is null)
        or ("files"."kind" = 'expense' and "files"."expense_id" is not null and "files"."item_id" is null and "files"."receipt_id" is null and "files"."odometer_reading_id" is null)
        or ("files"."kind" = 'odometer' and "files"."odometer_reading_id" is not null and "files"."item_id" is null and "files"."receipt_id" is null and "files"."expense_id" is null))
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_odometer_reading_id_odometer_readings_id_fk" FOREIGN KEY ("odometer_reading_id") REFERENCES "public"."odometer_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_deletions_user_idx" ON "file_deletions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "files_item_idx" ON "files" USING btree ("user_id","item_id","position");--> statement-breakpoint
CREATE INDEX "files_receipt_idx" ON "files" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "files_expense_idx" ON "files" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "files_odometer_reading_idx" ON "files" USING btree ("odometer_reading_id");--> statement-breakpoint
-- Every deleted file, whatever deleted it (its item, receipt, expense or reading, a bulk delete, the
-- account), leaves its id here in the same transaction; the server removes the stored bytes after the
-- request (decision 021).
CREATE FUNCTION files_queue_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_deletions (user_id, file_id) VALUES (OLD.user_id, OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER files_queue_deletion AFTER DELETE ON files FOR EACH ROW EXECUTE FUNCTION files_queue_deletion();
