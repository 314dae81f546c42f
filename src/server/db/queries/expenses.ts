import { expenses, vendorCategories, vendors } from '../schema'

import { ownedRows } from './owned'

/** Expenses of one user (spec 7: newest date first). */
export const expenseRows = ownedRows(expenses)

/** Vendors of one user (spec 7: by name). */
export const vendorRows = ownedRows(vendors)

/** Vendor categories of one user (spec 7: by name). */
export const vendorCategoryRows = ownedRows(vendorCategories)
