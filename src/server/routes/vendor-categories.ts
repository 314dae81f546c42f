import {
  newVendorCategorySchema,
  vendorCategoryListQuerySchema,
  vendorCategoryUpdateSchema,
} from '../../shared/schemas/vendor'
import {
  createVendorCategory,
  deleteVendorCategory,
  getVendorCategory,
  listVendorCategories,
  updateVendorCategory,
} from '../db/queries/vendor-categories'

import { resourceRoutes } from './resource'

/** /api/vendor-categories (spec 2, Manage Vendor Categories). */
export const vendorCategoryRoutes = resourceRoutes({
  label: 'Vendor category',
  answer: (vendorCategory) => ({ vendorCategory }),
  list: { query: vendorCategoryListQuerySchema, run: listVendorCategories },
  get: getVendorCategory,
  create: { body: newVendorCategorySchema, run: createVendorCategory },
  update: { body: vendorCategoryUpdateSchema, run: updateVendorCategory },
  remove: deleteVendorCategory,
})
