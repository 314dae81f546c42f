import { SOLD_BEFORE_PURCHASE_MESSAGE } from '../../domain/items/sold-date'
import { SKU_CONSTRAINT_MESSAGE } from '../../domain/messages'
import { READING_MESSAGES } from '../../domain/mileage/readings'
import { RECEIPT_NUMBER_MESSAGES } from '../../domain/receipts/receipt-number'
import { NAME_TAKEN_MESSAGES } from '../../domain/unique'

interface Refusal {
  message: string
  field: string
}

/**
 * What each unique index of the schema means to a person: the spec's message and the field at fault.
 * The index decides (so two racing requests cannot both win); this table only words the refusal.
 */
export const UNIQUE_CONFLICTS: Record<string, Refusal> = {
  brands_user_name_unique: { message: NAME_TAKEN_MESSAGES.brand, field: 'name' },
  purchase_locations_user_name_unique: { message: NAME_TAKEN_MESSAGES.purchaseLocation, field: 'name' },
  vendors_user_name_unique: { message: NAME_TAKEN_MESSAGES.vendor, field: 'name' },
  vendor_categories_user_name_unique: { message: NAME_TAKEN_MESSAGES.vendorCategory, field: 'name' },
  inventory_items_user_sku_unique: { message: SKU_CONSTRAINT_MESSAGE, field: 'sku' },
  receipts_user_number_unique: { message: RECEIPT_NUMBER_MESSAGES.taken, field: 'receiptNumber' },
  odometer_readings_user_date_unique: { message: READING_MESSAGES.duplicateDate, field: 'readingDate' },
}

/** The message for a link to a receipt that is not one of the user's: the foreign key holds user and receipt. */
const NO_SUCH_RECEIPT = 'The chosen receipt does not exist'

/** What each foreign key to another of the user's rows means when the linked row is missing or not theirs. */
export const LINK_FAILURES: Record<string, Refusal> = {
  inventory_items_receipt_fk: { message: NO_SUCH_RECEIPT, field: 'receiptId' },
  receipt_line_items_receipt_fk: { message: NO_SUCH_RECEIPT, field: 'receiptId' },
}

/**
 * What each rule the database guards beyond the schemas means to a person. The server checks these first
 * and words them; the database's refusal only shows when two writes race past the server's check.
 */
export const CHECK_FAILURES: Record<string, Refusal> = {
  // Migration 0013's guard on the dates of an item.
  inventory_items_sold_after_purchase: { message: SOLD_BEFORE_PURCHASE_MESSAGE, field: 'soldDate' },
}
