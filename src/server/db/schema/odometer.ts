import { sql } from 'drizzle-orm'
import { TEXT_LIMITS } from '../../../domain/text-limits'
import { check, date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'
import { id, miles, textLengthChecks, timestamps } from './columns'

export const odometerReadings = pgTable(
  'odometer_readings',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    readingDate: date({ mode: 'string' }).notNull(),
    odometerMiles: miles().notNull(),
    notes: text(),
    imageUrl: text(),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('odometer_readings', t, TEXT_LIMITS.odometerReadings),
    // Spec 3: one reading per date per user; also serves the date-ordered list and monthly rows.
    uniqueIndex('odometer_readings_user_date_unique').on(t.userId, t.readingDate),
    check('odometer_readings_miles_positive', sql`${t.odometerMiles} > 0`),
  ],
)
