import { desc } from 'drizzle-orm'
import { newOdometerReadingSchema, odometerReadingUpdateSchema } from '../../shared/schemas/odometer'
import { odometerReadingRows } from '../db/queries/odometer'
import { odometerReadings } from '../db/schema'

import { crudRoutes } from './crud'

export const odometerRoutes = crudRoutes({
  rows: odometerReadingRows,
  one: 'reading',
  many: 'readings',
  label: 'Odometer reading',
  orderBy: () => [desc(odometerReadings.readingDate)],
  create: newOdometerReadingSchema,
  update: odometerReadingUpdateSchema,
})
