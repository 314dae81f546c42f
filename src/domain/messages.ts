/**
 * Fixed wording of spec 5 and 8 that several layers show: load and write failures, inline SKU save errors,
 * modal save failures and the delete confirmations. Kept here so that the API and the UI say the same thing.
 */

/** Entities named in failure messages (spec 8). */
const ENTITY_NAMES = {
  item: 'item',
  expense: 'expense',
  vendor: 'vendor',
  receipt: 'receipt',
  receiptLineItem: 'receipt line item',
  brand: 'brand',
  purchaseLocation: 'purchase location',
  vendorCategory: 'vendor category',
  odometerReading: 'odometer reading',
} as const

/** An entity named in failure messages. */
type EntityKey = keyof typeof ENTITY_NAMES

/** Load failure (spec 8): 'Failed to load items', 'Failed to load receipt line items', … (plural names). */
export function loadFailureMessage(entity: EntityKey): string {
  const plural = entity === 'vendorCategory' ? 'vendor categories' : `${ENTITY_NAMES[entity]}s`
  return `Failed to load ${plural}`
}

/** Write failure (spec 8): 'Failed to add brand', 'Failed to delete vendor category', … */
export function writeFailureMessage(action: 'add' | 'update' | 'delete', entity: EntityKey): string {
  return `Failed to ${action} ${ENTITY_NAMES[entity]}`
}

/** Message of spec 6 and 8 for a write without a signed-in user. */
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated'

/** Item save hitting the unique SKU constraint (spec 8). */
export const SKU_CONSTRAINT_MESSAGE = 'This SKU already exists in the database. Please use a different SKU.'

/** Inline SKU update failure (spec 8): duplicate or unique errors read 'SKU already exists', others 'Failed to update SKU'. */
export function inlineSkuErrorMessage(errorMessage: string): string {
  return /duplicate|unique/i.test(errorMessage) ? 'SKU already exists' : 'Failed to update SKU'
}

/** Modal save failures (spec 8). */
export const MODAL_SAVE_FAILURES = {
  brand: 'Failed to save brand. Please try again.',
  purchaseLocation: 'Failed to save purchase location. Please try again.',
  vendor: 'Failed to save vendor. Please try again.',
  vendorCategory: 'Failed to save category. Please try again.',
} as const

/** Delete confirmation of an item (spec 2); the table version names SKU, brand and description. */
export function itemDeleteQuestion(item?: { sku: string; brand: string; description: string }): string {
  const base = 'Are you sure you want to delete this item?'
  return item ? `${base}\n\nSKU: ${item.sku}\nBrand: ${item.brand}\nDescription: ${item.description}` : base
}

/** Sign out confirmation (spec 2) and the sign-in page's fixed messages (spec 5, 8). */
export const AUTH_MESSAGES = {
  signOutQuestion: 'Are you sure you want to sign out?',
  passwordsDoNotMatch: 'Passwords do not match',
  unexpectedError: 'An unexpected error occurred',
  accountCreated: 'Account created successfully! You can now sign in.',
} as const

/** Empty state title of an item list (spec 2): 'No items found' when searching, else 'No {status} items yet'. */
export function itemsEmptyTitle(status: string, isSearching: boolean): string {
  return isSearching ? 'No items found' : `No ${status} items yet`
}

/** The receipt delete confirmation (spec 5): it unlinks n inventory items and deletes n line items. */
export function receiptDeleteWarning(linkedItemCount: number, lineItemCount: number): string {
  return (
    'Are you sure you want to delete this receipt? ' +
    `This will remove the receipt association from ${linkedItemCount} inventory item(s) ` +
    `and delete ${lineItemCount} line item(s).`
  )
}

/**
 * Delete confirmation of a brand or purchase location (spec 5). Items hold the name as text (spec 3), so
 * deleting the list entry leaves them as they are; the question says so when items name it.
 */
export function namedDeleteQuestion(kind: 'brand' | 'purchase location', name: string, itemCount: number) {
  const question = `Are you sure you want to delete the ${kind} "${name}"?`
  if (itemCount === 0) return question
  const items =
    itemCount === 1
      ? '1 item names it and keeps it as its'
      : `${itemCount} items name it and keep it as their`
  return `${question} ${items} ${kind}.`
}
