import { DISPOSED_BEFORE_PURCHASE_MESSAGE, SOLD_BEFORE_PURCHASE_MESSAGE } from '../../domain/items/sold-date'
import { SKU_CONSTRAINT_MESSAGE } from '../../domain/messages'
import { READING_MESSAGES } from '../../domain/mileage/readings'
import { RECEIPT_NUMBER_MESSAGES } from '../../domain/receipts/receipt-number'
import { closedYearMessage } from '../../domain/tax-year/closed-years'
import { NAME_TAKEN_MESSAGES } from '../../domain/unique'
import { AppError, type PostgresError } from '../errors'

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
  // Migration 0019's guard on the disposal date.
  inventory_items_disposed_after_purchase: {
    message: DISPOSED_BEFORE_PURCHASE_MESSAGE,
    field: 'disposedDate',
  },
}

/** The SQLSTATE of a write refused because it touches a closed tax year (migration 0018). */
export const TAX_YEAR_CLOSED_SQLSTATE = 'FWY01'

/** The date field of each table whose date puts a row in a closed year; items have several. */
const CLOSED_YEAR_FIELDS: Record<string, string> = {
  expenses: 'date',
  receipts: 'purchaseDate',
  odometer_readings: 'readingDate',
  refunds: 'refundDate',
}

/**
 * A write the database refused because it touches a closed year: 409 with the year named (the trigger puts
 * the year in the error's detail), and the date field for the records that have one.
 */
export function closedYearRefusal(pgError: PostgresError | null): AppError | null {
  if (pgError?.code !== TAX_YEAR_CLOSED_SQLSTATE) return null
  const message = closedYearMessage(Number(pgError.detail))
  const field = CLOSED_YEAR_FIELDS[pgError.table ?? '']
  return new AppError('conflict', message, field ? { [field]: message } : undefined)
}
