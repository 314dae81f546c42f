import { odometerReadings } from '../schema'

import { ownedRows } from './owned'

/** Odometer readings of one user (spec 7: newest reading date first; one per date). */
export const odometerReadingRows = ownedRows(odometerReadings)
