import { Hono } from 'hono'

import { reportYearQuerySchema, soldInMonthQuerySchema } from '../../shared/schemas/report'
import type { AppEnv } from '../context'
import { dashboardFigures } from '../db/queries/reports'
import { marketplaceSales, salesInsights, soldInMonth, yearMonthlySales } from '../db/queries/reports-sales'
import { yearTaxSummary } from '../db/queries/reports-tax'
import { userToday } from '../today'
import { validate } from '../validate'

/**
 * /api/reports: the Dashboard, Monthly Sales and the Yearly Tax Summary (spec 2), every figure summed by
 * the database for the signed-in user. A year defaults to the user's current year.
 */
export const reportRoutes = new Hono<AppEnv>()
  .get('/dashboard', async (c) => {
    const today = await userToday(c.var.db, c.var.userId)
    return c.json({ dashboard: await dashboardFigures(c.var.db, c.var.userId, today) }, 200)
  })
  .get('/monthly-sales', validate('query', reportYearQuerySchema), async (c) =>
    c.json(await yearMonthlySales(c.var.db, c.var.userId, c.req.valid('query').year), 200),
  )
  .get('/monthly-sales/items', validate('query', soldInMonthQuerySchema), async (c) =>
    c.json(await soldInMonth(c.var.db, c.var.userId, c.req.valid('query')), 200),
  )
  .get('/insights', validate('query', reportYearQuerySchema), async (c) => {
    const { db, userId } = c.var
    const year = c.req.valid('query').year ?? Number((await userToday(db, userId)).slice(0, 4))
    return c.json({ year, insights: await salesInsights(db, userId, year) }, 200)
  })
  .get('/tax-summary', validate('query', reportYearQuerySchema), async (c) => {
    const { years, taxSummary, sales } = await yearTaxSummary(
      c.var.db,
      c.var.userId,
      c.req.valid('query').year,
    )
    const { inventoryYears: _, ...summary } = taxSummary
    return c.json({ years, taxSummary: summary, byMarketplace: marketplaceSales(sales) }, 200)
  })
