import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { ENGINES, useTestDatabase } from '../../../tests/helpers/database'

/*
 * The embedded database takes drizzle's parsers once, on the instance, instead of with every statement
 * (client.ts). The values drizzle receives must be the same on both engines, in and out of a transaction:
 * dates, timestamps, intervals and their arrays as the database's text, the other types parsed.
 */
const probe = sql`select '2026-11-22'::date as day,
  '2026-11-22 10:30:00+00'::timestamptz as at,
  '2026-11-22 10:30:00'::timestamp as local,
  '1 day 02:00:00'::interval as span,
  array['2026-11-01', '2026-11-02']::date[] as days,
  array[1.5, 2.25]::numeric[] as amounts,
  12.5::numeric(12,2) as amount,
  42::int as count,
  true as flag`

const expected = {
  day: '2026-11-22',
  local: '2026-11-22 10:30:00',
  span: '1 day 02:00:00',
  days: '{2026-11-01,2026-11-02}',
  amounts: '{1.5,2.25}',
  amount: '12.50',
  count: 42,
  flag: true,
}

describe.each(ENGINES)('values read through drizzle on %s', (engine) => {
  const t = useTestDatabase(engine)

  it('keep dates, timestamps and intervals as text, in and out of a transaction', async () => {
    const rowOf = async (db: typeof t.db) =>
      ((await db.execute(probe)) as unknown as { rows: Record<string, unknown>[] }).rows[0]
    const outside = await rowOf(t.db)
    const inside = await t.db.transaction(async (tx) => rowOf(tx))
    for (const row of [outside, inside]) {
      expect(row).toMatchObject(expected)
      // The time zone the server shows a timestamptz in is the session's; the instant is the same.
      expect(typeof row?.at).toBe('string')
      expect(new Date(String(row?.at).replace(' ', 'T').replace(/\+00$/, 'Z')).toISOString()).toBe(
        '2026-11-22T10:30:00.000Z',
      )
    }
  })
})
