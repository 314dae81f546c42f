import {
  newOdometerReadingSchema,
  odometerListQuerySchema,
  odometerReadingUpdateSchema,
} from '../../shared/schemas/odometer'
import { listOdometerReadings, odometerReadingRows } from '../db/queries/odometer'

import { resourceRoutes } from './resource'

/** /api/odometer-readings (spec 2, Odometer Tracking). */
export const odometerRoutes = resourceRoutes({
  label: 'Odometer reading',
  answer: (reading) => ({ reading }),
  rows: odometerReadingRows,
  list: { query: odometerListQuerySchema, run: listOdometerReadings },
  create: { body: newOdometerReadingSchema },
  update: { body: odometerReadingUpdateSchema },
})
