import { Hono } from 'hono'

import { CLOSE_YEAR_MESSAGES } from '../../domain/tax-year/closed-years'
import { yearBusinessUseSchema } from '../../shared/schemas/settings'
import { taxYearParamSchema } from '../../shared/schemas/tax-year'
import type { AppEnv } from '../context'
import { businessUseOf, setBusinessUse } from '../db/queries/settings'
import { closeYear, closuresOf, reopenYear } from '../db/queries/tax-years'
import { AppError } from '../errors'
import { userToday } from '../today'
import { validate } from '../validate'

/**
 * /api/tax-years: closing a year after filing it, reopening it, and the closed years with their history.
 * Only a year that has ended (before the user's current year) can be closed. Each answers the closures.
 */
export const taxYearRoutes = new Hono<AppEnv>()
  .get('/closures', async (c) => c.json({ closures: await closuresOf(c.var.db, c.var.userId) }, 200))
  .post('/:year/close', validate('param', taxYearParamSchema), async (c) => {
    const { db, userId } = c.var
    const { year } = c.req.valid('param')
    const today = await userToday(db, userId)
    if (year >= Number(today.slice(0, 4)))
      throw new AppError('validation_failed', CLOSE_YEAR_MESSAGES.notEnded, {
        year: CLOSE_YEAR_MESSAGES.notEnded,
      })
    if (!(await closeYear(db, userId, year)))
      throw new AppError('conflict', CLOSE_YEAR_MESSAGES.alreadyClosed(year))
    return c.json({ closures: await closuresOf(db, userId) }, 200)
  })
  // A year's own business use of the vehicle (decision 026): that year alone; refused (409) while closed.
  .put(
    '/:year/business-use',
    validate('param', taxYearParamSchema),
    validate('json', yearBusinessUseSchema),
    async (c) => {
      const { db, userId } = c.var
      const { year } = c.req.valid('param')
      const { businessMileagePercentage } = c.req.valid('json')
      await setBusinessUse(db, userId, year, businessMileagePercentage, 'year')
      return c.json({ year, businessMileagePercentage: await businessUseOf(db, userId, year) }, 200)
    },
  )
  .post('/:year/reopen', validate('param', taxYearParamSchema), async (c) => {
    const { db, userId } = c.var
    const { year } = c.req.valid('param')
    if (!(await reopenYear(db, userId, year)))
      throw new AppError('conflict', CLOSE_YEAR_MESSAGES.notClosed(year))
    return c.json({ closures: await closuresOf(db, userId) }, 200)
  })
