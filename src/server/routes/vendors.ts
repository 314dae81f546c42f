import { Hono } from 'hono'

import { newVendorSchema, vendorListQuerySchema, vendorUpdateSchema } from '../../shared/schemas/vendor'
import type { AppEnv } from '../context'
import {
  createVendor,
  deleteVendor,
  getVendor,
  listVendors,
  updateVendor,
  vendorStats,
} from '../db/queries/vendors'

import { resourceRoutes } from './resource'

/** /api/vendors (spec 2, Vendor Management), with the vendor figures. */
export const vendorRoutes = new Hono<AppEnv>()
  .get('/stats', async (c) => c.json({ stats: await vendorStats(c.var.db, c.var.userId) }, 200))
  .route(
    '/',
    resourceRoutes({
      label: 'Vendor',
      answer: (vendor) => ({ vendor }),
      list: { query: vendorListQuerySchema, run: listVendors },
      get: getVendor,
      create: { body: newVendorSchema, run: createVendor },
      update: { body: vendorUpdateSchema, run: updateVendor },
      remove: deleteVendor,
    }),
  )
