import { Hono } from 'hono'

import { newVendorSchema, vendorListQuerySchema, vendorUpdateSchema } from '../../shared/schemas/vendor'
import type { AppEnv } from '../context'
import { listVendors, vendorRows, vendorStats } from '../db/queries/vendors'

import { resourceRoutes } from './resource'

/** /api/vendors (spec 2, Vendor Management), with the vendor figures. */
export const vendorRoutes = new Hono<AppEnv>()
  .get('/stats', async (c) => c.json({ stats: await vendorStats(c.var.db, c.var.userId) }, 200))
  .route(
    '/',
    resourceRoutes({
      label: 'Vendor',
      answer: (vendor) => ({ vendor }),
      rows: vendorRows,
      list: { query: vendorListQuerySchema, run: listVendors },
      create: { body: newVendorSchema },
      update: { body: vendorUpdateSchema },
    }),
  )
