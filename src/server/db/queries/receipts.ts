import { receiptLineItems, receipts } from '../schema'

import { ownedRows } from './owned'

/**
 * Receipts of one user (spec 7: newest purchase date first). Deleting one deletes its line items and
 * clears the link on its items in the same statement, through the foreign keys (ARCHITECTURE, Data).
 */
export const receiptRows = ownedRows(receipts)

/** Receipt line items of one user (spec 7: newest first). */
export const lineItemRows = ownedRows(receiptLineItems)
