import { Hono } from 'hono'

import {
  form1099kFigureSchema,
  form1099kParamSchema,
  form1099kYearParamSchema,
} from '../../shared/schemas/form-1099k'
import type { AppEnv } from '../context'
import { deleteTypedFigure, form1099kReconciliation, saveTypedFigure } from '../db/queries/form-1099k'
import { notFound } from '../errors'
import { validate } from '../validate'

/**
 * /api/tax-years/:year/form-1099k: each marketplace's Form 1099-K figures of a year as the user typed them,
 * beside Frogwalk's sums for that marketplace, reconciled (decision 027). Scoped to the signed-in user.
 */
export const form1099kRoutes = new Hono<AppEnv>()
  .get('/:year/form-1099k', validate('param', form1099kYearParamSchema), async (c) => {
    const { year } = c.req.valid('param')
    return c.json({ form1099k: await form1099kReconciliation(c.var.db, c.var.userId, year) }, 200)
  })
  .put(
    '/:year/form-1099k/:marketplace',
    validate('param', form1099kParamSchema),
    validate('json', form1099kFigureSchema),
    async (c) => {
      const { year, marketplace } = c.req.valid('param')
      const figure = await saveTypedFigure(c.var.db, c.var.userId, year, marketplace, c.req.valid('json'))
      return c.json({ figure }, 200)
    },
  )
  .delete('/:year/form-1099k/:marketplace', validate('param', form1099kParamSchema), async (c) => {
    const { year, marketplace } = c.req.valid('param')
    if (!(await deleteTypedFigure(c.var.db, c.var.userId, year, marketplace))) throw notFound('1099-K figure')
    return c.body(null, 204)
  })
