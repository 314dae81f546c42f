import {
  newOdometerReadingSchema,
  odometerListQuerySchema,
  odometerReadingUpdateSchema,
} from '../../shared/schemas/odometer'
import {
  createOdometerReading,
  deleteOdometerReading,
  getOdometerReading,
  listOdometerReadings,
  updateOdometerReading,
} from '../db/queries/odometer'

import { resourceRoutes } from './resource'

/** /api/odometer-readings (spec 2, Odometer Tracking). */
export const odometerRoutes = resourceRoutes({
  label: 'Odometer reading',
  answer: (reading) => ({ reading }),
  list: { query: odometerListQuerySchema, run: listOdometerReadings },
  get: getOdometerReading,
  create: { body: newOdometerReadingSchema, run: createOdometerReading },
  update: { body: odometerReadingUpdateSchema, run: updateOdometerReading },
  remove: deleteOdometerReading,
})
