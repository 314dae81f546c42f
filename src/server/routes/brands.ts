import { asc, sql } from 'drizzle-orm'

import { brandInputSchema } from '../../shared/schemas/brand'
import {
  newPurchaseLocationSchema,
  purchaseLocationUpdateSchema,
} from '../../shared/schemas/purchase-location'
import { brandRows, purchaseLocationRows } from '../db/queries/brands'
import { brands, purchaseLocations } from '../db/schema'

import { crudRoutes } from './crud'

export const brandRoutes = crudRoutes({
  rows: brandRows,
  one: 'brand',
  many: 'brands',
  label: 'Brand',
  orderBy: () => [asc(sql`lower(${brands.name})`)],
  create: brandInputSchema,
  update: brandInputSchema.partial(),
})

export const purchaseLocationRoutes = crudRoutes({
  rows: purchaseLocationRows,
  one: 'purchaseLocation',
  many: 'purchaseLocations',
  label: 'Purchase location',
  orderBy: () => [asc(sql`lower(${purchaseLocations.name})`)],
  create: newPurchaseLocationSchema,
  update: purchaseLocationUpdateSchema,
})
