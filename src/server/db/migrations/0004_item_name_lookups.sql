-- Serves itemsNamingCount, countItemsNaming and renameInItems (queries/item-names.ts): the items that name a
-- brand, by (user_id, lower(brand)), for the brand list's item counts and a brand's rename.
CREATE INDEX "inventory_items_user_brand_idx" ON "inventory_items" USING btree ("user_id",lower("brand"));--> statement-breakpoint
-- The same for purchase locations: the location list's item counts and a location's rename.
CREATE INDEX "inventory_items_user_location_idx" ON "inventory_items" USING btree ("user_id",lower("purchase_location"));
