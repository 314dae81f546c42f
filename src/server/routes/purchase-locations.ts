import {
  newPurchaseLocationSchema,
  purchaseLocationListQuerySchema,
  purchaseLocationUpdateSchema,
} from '../../shared/schemas/purchase-location'
import {
  createPurchaseLocation,
  deletePurchaseLocation,
  getPurchaseLocation,
  listPurchaseLocations,
  updatePurchaseLocation,
} from '../db/queries/purchase-locations'

import { resourceRoutes } from './resource'

/** /api/purchase-locations (spec 2, Item Purchase Locations). */
export const purchaseLocationRoutes = resourceRoutes({
  label: 'Purchase location',
  answer: (purchaseLocation) => ({ purchaseLocation }),
  list: { query: purchaseLocationListQuerySchema, run: listPurchaseLocations },
  get: getPurchaseLocation,
  create: { body: newPurchaseLocationSchema, run: createPurchaseLocation },
  update: { body: purchaseLocationUpdateSchema, run: updatePurchaseLocation },
  remove: deletePurchaseLocation,
})
