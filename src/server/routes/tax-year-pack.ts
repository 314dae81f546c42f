import { Hono } from 'hono'

import { yearPackFileName } from '../../domain/csv/year-pack'
import { taxYearPackParamSchema } from '../../shared/schemas/tax-year-pack'
import type { AppEnv } from '../context'
import { logFailure } from '../observability/request-log'
import { yearPackStream } from '../tax-year-pack'
import { validate } from '../validate'

/**
 * /api/tax-years/:year/pack: the signed-in user's pack of a tax year for the accountant, a zip of the Tax
 * Summary's PDF and the year's records as CSV files, streamed as it is made (decision 028). `no-store`: it is
 * made fresh each time, and so neither tagged nor compressed again by the serving middleware.
 */
export const taxYearPackRoutes = new Hono<AppEnv>().get(
  '/:year/pack',
  validate('param', taxYearPackParamSchema),
  async (c) => {
    const { year } = c.req.valid('param')
    const stream = await yearPackStream(c.var.db, c.var.userId, year, (error) => logFailure(c, error))
    return c.body(stream, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${yearPackFileName(year)}"`,
      'cache-control': 'no-store',
    })
  },
)
