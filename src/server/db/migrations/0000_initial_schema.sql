CREATE TABLE "account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp (3) with time zone,
	"refresh_token_expires_at" timestamp (3) with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failure_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"store_name" text DEFAULT 'Frogwalk' NOT NULL,
	"business_mileage_percentage" numeric(4, 1) DEFAULT 100 NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_store_name_not_blank" CHECK (btrim("user_settings"."store_name") <> ''),
	CONSTRAINT "user_settings_percentage_range" CHECK ("user_settings"."business_mileage_percentage" between 0 and 100),
	CONSTRAINT "user_settings_theme_known" CHECK ("user_settings"."theme" in ('light', 'dark', 'system'))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_name_not_blank" CHECK (btrim("brands"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "purchase_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"notes" text,
	"round_trip_distance" numeric(9, 1) DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_locations_name_not_blank" CHECK (btrim("purchase_locations"."name") <> ''),
	CONSTRAINT "purchase_locations_distance_non_negative" CHECK ("purchase_locations"."round_trip_distance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"cost_of_goods" numeric(12, 2) DEFAULT 0 NOT NULL,
	"purchase_location" text,
	"purchase_date" date,
	"sold_date" date,
	"sale_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"sales_tax" numeric(6, 4) DEFAULT 0.0663 NOT NULL,
	"postage_charged" numeric(12, 2) DEFAULT 0 NOT NULL,
	"postage_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"general_fees" numeric(12, 2) DEFAULT 0 NOT NULL,
	"promo_fees" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unlisted' NOT NULL,
	"receipt_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_status_known" CHECK ("inventory_items"."status" in ('unlisted', 'listed', 'sold', 'defective')),
	CONSTRAINT "inventory_items_money_non_negative" CHECK ("inventory_items"."cost_of_goods" >= 0 and "inventory_items"."sale_price" >= 0 and "inventory_items"."postage_charged" >= 0 and "inventory_items"."postage_cost" >= 0 and "inventory_items"."general_fees" >= 0 and "inventory_items"."promo_fees" >= 0),
	CONSTRAINT "inventory_items_sales_tax_range" CHECK ("inventory_items"."sales_tax" between 0 and 1),
	CONSTRAINT "inventory_items_sku_not_blank" CHECK (btrim("inventory_items"."sku") <> '')
);
--> statement-breakpoint
CREATE TABLE "receipt_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"notes" text,
	"is_converted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_line_items_quantity_positive" CHECK ("receipt_line_items"."quantity" >= 1),
	CONSTRAINT "receipt_line_items_money_non_negative" CHECK ("receipt_line_items"."unit_cost" >= 0 and "receipt_line_items"."total_cost" >= 0),
	CONSTRAINT "receipt_line_items_total" CHECK ("receipt_line_items"."total_cost" = "receipt_line_items"."quantity" * "receipt_line_items"."unit_cost")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"vendor" text NOT NULL,
	"location" text,
	"purchase_date" date NOT NULL,
	"total_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"travel_distance" numeric(9, 1) DEFAULT 0 NOT NULL,
	"notes" text,
	"receipt_image_url" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_money_non_negative" CHECK ("receipts"."total_amount" >= 0 and "receipts"."tax_amount" >= 0),
	CONSTRAINT "receipts_distance_non_negative" CHECK ("receipts"."travel_distance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor" text NOT NULL,
	"description" text NOT NULL,
	"category" text DEFAULT 'office_supplies' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"date" date NOT NULL,
	"payment_method" text DEFAULT 'Credit Card' NOT NULL,
	"receipt_number" text,
	"notes" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_frequency" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0),
	CONSTRAINT "expenses_category_known" CHECK ("expenses"."category" in ('office_supplies', 'shipping_supplies', 'office_expenses', 'utilities', 'subscriptions', 'online_purchases', 'marketing', 'professional_services', 'travel', 'equipment', 'software', 'insurance', 'taxes_fees', 'other')),
	CONSTRAINT "expenses_payment_method_known" CHECK ("expenses"."payment_method" in ('Credit Card', 'Debit Card', 'Cash', 'Check', 'Bank Transfer', 'PayPal', 'Venmo', 'Other')),
	CONSTRAINT "expenses_recurrence" CHECK (("expenses"."is_recurring" and "expenses"."recurring_frequency" in ('monthly', 'quarterly', 'yearly')) or (not "expenses"."is_recurring" and "expenses"."recurring_frequency" is null))
);
--> statement-breakpoint
CREATE TABLE "vendor_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_categories_name_not_blank" CHECK (btrim("vendor_categories"."name") <> ''),
	CONSTRAINT "vendor_categories_color_hex" CHECK ("vendor_categories"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"contact_email" text,
	"contact_phone" text,
	"address" text,
	"website" text,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_name_not_blank" CHECK (btrim("vendors"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "odometer_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reading_date" date NOT NULL,
	"odometer_miles" numeric(9, 1) NOT NULL,
	"notes" text,
	"image_url" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odometer_readings_miles_positive" CHECK ("odometer_readings"."odometer_miles" > 0)
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_locations" ADD CONSTRAINT "purchase_locations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_line_items" ADD CONSTRAINT "receipt_line_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_line_items" ADD CONSTRAINT "receipt_line_items_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_user_name_unique" ON "brands" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_locations_user_name_unique" ON "purchase_locations" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_user_sku_unique" ON "inventory_items" USING btree ("user_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "inventory_items_user_status_created_idx" ON "inventory_items" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "inventory_items_user_sold_date_idx" ON "inventory_items" USING btree ("user_id","sold_date");--> statement-breakpoint
CREATE INDEX "inventory_items_user_purchase_date_idx" ON "inventory_items" USING btree ("user_id","purchase_date");--> statement-breakpoint
CREATE INDEX "inventory_items_receipt_idx" ON "inventory_items" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_line_items_receipt_idx" ON "receipt_line_items" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_line_items_user_unconverted_idx" ON "receipt_line_items" USING btree ("user_id","is_converted");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_user_number_unique" ON "receipts" USING btree ("user_id",lower("receipt_number"));--> statement-breakpoint
CREATE INDEX "receipts_user_purchase_date_idx" ON "receipts" USING btree ("user_id","purchase_date");--> statement-breakpoint
CREATE INDEX "expenses_user_date_idx" ON "expenses" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_categories_user_name_unique" ON "vendor_categories" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_user_name_unique" ON "vendors" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "odometer_readings_user_date_unique" ON "odometer_readings" USING btree ("user_id","reading_date");