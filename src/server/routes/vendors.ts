import { asc, sql } from 'drizzle-orm'

import {
  newVendorCategorySchema,
  newVendorSchema,
  vendorCategoryUpdateSchema,
  vendorUpdateSchema,
} from '../../shared/schemas/vendor'
import { vendorCategoryRows, vendorRows } from '../db/queries/expenses'
import { vendorCategories, vendors } from '../db/schema'

import { crudRoutes } from './crud'

export const vendorRoutes = crudRoutes({
  rows: vendorRows,
  one: 'vendor',
  many: 'vendors',
  label: 'Vendor',
  orderBy: () => [asc(sql`lower(${vendors.name})`)],
  create: newVendorSchema,
  update: vendorUpdateSchema,
})

export const vendorCategoryRoutes = crudRoutes({
  rows: vendorCategoryRows,
  one: 'vendorCategory',
  many: 'vendorCategories',
  label: 'Vendor category',
  orderBy: () => [asc(sql`lower(${vendorCategories.name})`)],
  create: newVendorCategorySchema,
  update: vendorCategoryUpdateSchema,
})
