import {
  newVendorCategorySchema,
  vendorCategoryListQuerySchema,
  vendorCategoryUpdateSchema,
} from '../../shared/schemas/vendor'
import { listVendorCategories, vendorCategoryRows } from '../db/queries/vendor-categories'

import { resourceRoutes } from './resource'

/** /api/vendor-categories (spec 2, Manage Vendor Categories). */
export const vendorCategoryRoutes = resourceRoutes({
  label: 'Vendor category',
  answer: (vendorCategory) => ({ vendorCategory }),
  rows: vendorCategoryRows,
  list: { query: vendorCategoryListQuerySchema, run: listVendorCategories },
  create: { body: newVendorCategorySchema },
  update: { body: vendorCategoryUpdateSchema },
})
