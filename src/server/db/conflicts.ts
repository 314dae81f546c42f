import { SKU_CONSTRAINT_MESSAGE } from '../../domain/messages'
import { BRAND_TAKEN_MESSAGE } from '../../shared/schemas/brand'
import { DUPLICATE_READING_MESSAGE } from '../../shared/schemas/odometer'
import { PURCHASE_LOCATION_TAKEN_MESSAGE } from '../../shared/schemas/purchase-location'
import { RECEIPT_NUMBER_TAKEN_MESSAGE } from '../../shared/schemas/receipt'
import { VENDOR_CATEGORY_TAKEN_MESSAGE, VENDOR_TAKEN_MESSAGE } from '../../shared/schemas/vendor'

/**
 * What each unique index of the schema means to a person: the spec's message and the field at fault.
 * The index decides (so two racing requests cannot both win); this table only words the refusal.
 */
export const UNIQUE_CONFLICTS: Record<string, { message: string; field: string }> = {
  brands_user_name_unique: { message: BRAND_TAKEN_MESSAGE, field: 'name' },
  purchase_locations_user_name_unique: { message: PURCHASE_LOCATION_TAKEN_MESSAGE, field: 'name' },
  vendors_user_name_unique: { message: VENDOR_TAKEN_MESSAGE, field: 'name' },
  vendor_categories_user_name_unique: { message: VENDOR_CATEGORY_TAKEN_MESSAGE, field: 'name' },
  inventory_items_user_sku_unique: { message: SKU_CONSTRAINT_MESSAGE, field: 'sku' },
  receipts_user_number_unique: { message: RECEIPT_NUMBER_TAKEN_MESSAGE, field: 'receiptNumber' },
  odometer_readings_user_date_unique: { message: DUPLICATE_READING_MESSAGE, field: 'readingDate' },
}
