import { brands, purchaseLocations } from '../schema'

import { ownedRows } from './owned'

/** Brands of one user (spec 7: listed by name). */
export const brandRows = ownedRows(brands)

/** Purchase locations of one user (spec 7: listed by name). */
export const purchaseLocationRows = ownedRows(purchaseLocations)
