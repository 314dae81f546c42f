import {
  newPurchaseLocationSchema,
  purchaseLocationListQuerySchema,
  purchaseLocationUpdateSchema,
} from '../../shared/schemas/purchase-location'
import {
  changePurchaseLocation,
  listPurchaseLocations,
  purchaseLocationRows,
} from '../db/queries/purchase-locations'

import { resourceRoutes } from './resource'

/** /api/purchase-locations (spec 2, Item Purchase Locations); a rename reaches the items that name it. */
export const purchaseLocationRoutes = resourceRoutes({
  label: 'Purchase location',
  answer: (purchaseLocation) => ({ purchaseLocation }),
  rows: purchaseLocationRows,
  list: { query: purchaseLocationListQuerySchema, run: listPurchaseLocations },
  create: { body: newPurchaseLocationSchema },
  update: { body: purchaseLocationUpdateSchema, run: changePurchaseLocation },
})
