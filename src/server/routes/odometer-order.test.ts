import { beforeEach, describe, expect, it } from 'vitest'

import {
  bodyOf,
  clientFor,
  errorOf,
  signedInUser,
  useTestApp,
  type Api,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { READING_MESSAGES } from '../../domain/mileage/readings'
import { odometerReadings } from '../db/schema'

import { lockReadings } from './odometer'

const BELOW_MARCH_3 =
  'The reading must be at least 12,345.6 miles: the reading of Tuesday, March 3, 2026 was 12,345.6 miles'
const ABOVE_MARCH_13 =
  'The reading must be at most 12,400.0 miles: the reading of Friday, March 13, 2026 was 12,400.0 miles'

const outOfOrder = (message: string) => ({
  status: 409,
  code: 'conflict',
  message,
  fields: { odometerMiles: message },
})

/* An odometer only counts up: a reading is refused when it is lower than an earlier date's reading or higher
 * than a later date's, naming that reading, on create and on change. */
describe.each(ENGINES)('the order of odometer readings on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let api: Api
  const readings = () => api['odometer-readings']
  const add = (readingDate: string, odometerMiles: string | number) =>
    readings().$post({ json: { readingDate, odometerMiles } })
  const change = (id: string, json: Parameters<Api['odometer-readings'][':id']['$patch']>[0]['json']) =>
    readings()[':id'].$patch({ param: { id }, json })
  const all = async () =>
    (await bodyOf(readings().$get({ query: { sort: 'readingDate', dir: 'asc' } }))).rows.map((row) => [
      row.readingDate,
      row.odometerMiles,
    ])

  beforeEach(async () => {
    user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    await bodyOf(add('2026-03-03', '12345.6'))
    await bodyOf(add('2026-03-13', '12400'))
  })

  it('refuses a new reading below an earlier one or above a later one, naming it, and adds nothing', async () => {
    expect(await errorOf(add('2026-03-10', '12345.5'))).toEqual(outOfOrder(BELOW_MARCH_3))
    expect(await errorOf(add('2026-03-10', '12400.1'))).toEqual(outOfOrder(ABOVE_MARCH_13))
    expect(await errorOf(add('2026-03-01', 12345.7))).toEqual(
      outOfOrder(
        'The reading must be at most 12,345.6 miles: the reading of Tuesday, March 3, 2026 was 12,345.6 miles',
      ),
    )
    expect(await errorOf(add('2026-04-01', 12000))).toEqual(
      outOfOrder(
        'The reading must be at least 12,400.0 miles: the reading of Friday, March 13, 2026 was 12,400.0 miles',
      ),
    )
    expect(await all()).toEqual([
      ['2026-03-03', 12345.6],
      ['2026-03-13', 12400],
    ])
  })

  it('takes readings between, equal to a neighbour, before the first and after the last', async () => {
    await bodyOf(add('2026-03-10', '12345.6'))
    await bodyOf(add('2026-03-11', '12400'))
    await bodyOf(add('2026-01-01', '1'))
    await bodyOf(add('2026-12-31', '99999999.9'))
    expect(await all()).toHaveLength(6)
  })

  it('refuses a change of miles or date that breaks the order, and keeps the reading as it was', async () => {
    const { reading } = await bodyOf(add('2026-03-08', '12350'))
    expect(await errorOf(change(reading.id, { odometerMiles: '12345.5' }))).toEqual(outOfOrder(BELOW_MARCH_3))
    // Moved past March 13, its 12,350 is below that reading.
    expect(await errorOf(change(reading.id, { readingDate: '2026-03-20' }))).toEqual(
      outOfOrder(
        'The reading must be at least 12,400.0 miles: the reading of Friday, March 13, 2026 was 12,400.0 miles',
      ),
    )
    expect((await bodyOf(readings()[':id'].$get({ param: { id: reading.id } }))).reading).toMatchObject({
      readingDate: '2026-03-08',
      odometerMiles: 12350,
    })
    // Its own old miles do not count against it.
    expect((await bodyOf(change(reading.id, { odometerMiles: '12399' }))).reading.odometerMiles).toBe(12399)
  })

  it('answers a taken date with the spec’s duplicate message, whatever the miles', async () => {
    expect(await errorOf(add('2026-03-13', '1'))).toMatchObject({
      status: 409,
      fields: { readingDate: READING_MESSAGES.duplicateDate },
    })
  })

  it('keeps readings stored out of order editable while their date and miles stay', async () => {
    const [stored] = await t.db
      .insert(odometerReadings)
      .values({ userId: user.id, readingDate: '2026-03-20', odometerMiles: 100 })
      .returning({ id: odometerReadings.id })
    expect(
      (await bodyOf(change(stored!.id, { notes: 'Typed wrong', odometerMiles: '100' }))).reading,
    ).toMatchObject({ notes: 'Typed wrong', odometerMiles: 100 })
    expect(await errorOf(change(stored!.id, { odometerMiles: '200' }))).toMatchObject({ status: 409 })
    expect((await bodyOf(change(stored!.id, { odometerMiles: '12500' }))).reading.odometerMiles).toBe(12500)
  })

  it('keeps the order when readings that are each fine alone but not together are sent at once', async () => {
    // Alone, each sits above March 13's 12,400; together they count down, so only one of them may stay.
    const sent = ['13000', '12900', '12800', '12700', '12600'].map((miles, day) =>
      add(`2026-03-2${day}`, miles),
    )
    const statuses: number[] = (await Promise.all(sent)).map((answer) => answer.status)
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409])
    const miles = (await all()).map(([, odometerMiles]) => Number(odometerMiles))
    expect(miles).toHaveLength(3)
    expect(miles).toEqual([...miles].sort((a, b) => a - b))
  })

  it('makes a write wait for another write of the same user’s readings, then judges it against that one', async () => {
    let racing: Promise<Awaited<ReturnType<typeof errorOf>>> | undefined
    await t.db.transaction(async (tx) => {
      // Another write of this user's readings, half done: it holds their lock and has added its reading.
      await lockReadings(tx, user.id)
      await tx
        .insert(odometerReadings)
        .values({ userId: user.id, readingDate: '2026-03-20', odometerMiles: 13000 })
      racing = errorOf(add('2026-03-25', '12500'))
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    expect(await racing).toEqual(
      outOfOrder(
        'The reading must be at least 13,000.0 miles: the reading of Friday, March 20, 2026 was 13,000.0 miles',
      ),
    )
  })

  it('judges each user’s readings on their own', async () => {
    const other = clientFor(t.app, (await signedInUser(t.app)).cookie)
    expect(
      (await other['odometer-readings'].$post({ json: { readingDate: '2026-03-10', odometerMiles: 5 } }))
        .status,
    ).toBe(201)
  })
})
