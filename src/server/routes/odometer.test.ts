import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { READING_MESSAGES } from '../../domain/mileage/readings'

describe.each(ENGINES)('odometer readings on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let other: Api

  const add = (readingDate: string, odometerMiles: string) =>
    bodyOf(api['odometer-readings'].$post({ json: { readingDate, odometerMiles } }))

  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
    // 2021: a lone reading; 2022 across the mid-year rate change, into January 2023.
    await add('2021-05-03', '9000')
    await add('2022-01-02', '12000.3')
    await add('2022-01-20', '12100')
    await add('2022-02-01', '12345.6')
    await add('2022-04-10', '13000')
    await add('2022-07-01', '14000')
    await add('2022-08-01', '14500')
    await add('2022-12-01', '20000')
    await add('2023-01-03', '20500.5')
    // 2022's own business use (decision 026); Settings' 80 % holds from the current year on.
    await api['tax-years'][':year']['business-use'].$put({
      param: { year: '2022' },
      json: { businessMileagePercentage: '50' },
    })
    await api.settings.$patch({ json: { businessMileagePercentage: '80' } })
    await bodyOf(
      other['odometer-readings'].$post({ json: { readingDate: '2022-03-01', odometerMiles: '99999' } }),
    )
  })

  it('gives every figure of a year in one answer, at the rate in force each month and the user’s percentage', async () => {
    const { summary } = await bodyOf(api['odometer-readings'].summary.$get({ query: { year: '2022' } }))
    expect(summary.year).toBe(2022)
    expect(summary.businessPercentage).toBe(50)
    expect(summary.rows.map((row) => row.status)).toEqual([
      'Complete', // January: Jan 2 → Feb 1
      'Need Next Month', // February: no March reading
      'Need Reading', // March: only April's
      'Need Next Month',
      'No Data',
      'Need Reading', // June: only July's
      'Complete', // July → August at $0.625
      'Need Next Month',
      'No Data',
      'No Data',
      'Need Reading',
      'Complete', // December → January 2023
    ])
    expect(summary.rows[0]).toMatchObject({ startReading: 12000.3, endReading: 12345.6, milesDriven: 345.3 })
    // 345.3 mi x 50% x $0.585 = 101.00 (101.00025); 500 x 50% x $0.625 = 156.25; 500.5 x 50% x $0.625 = 156.41 (156.40625)
    expect(summary.rows.map((row) => row.estimatedDeduction).filter((cents) => cents > 0)).toEqual([
      10100, 15625, 15641,
    ])
    expect(summary.stats).toMatchObject({
      totalReadings: 9, // every reading of the user, not only this year's, and none of the other user's
      currentOdometerReading: 20500.5, // the latest reading of all
      lastReadingDate: '2023-01-03',
      yearlyMilesDriven: 1345.8,
      yearlyBusinessMiles: 672.9,
      monthsWithData: 9,
      potentialDeduction: 10100 + 15625 + 15641,
    })
    expect(summary.rates).toEqual([
      { from: '2022-01', to: '2022-06', rate: 585, isOutsideTable: false },
      { from: '2022-07', to: '2022-12', rate: 625, isOutsideTable: false },
    ])
    expect(summary.years).toEqual({ first: 2021, last: 2023 })
  })

  it('shows any year, an empty one too, and the user’s current year when none is asked', async () => {
    const { summary: empty } = await bodyOf(
      api['odometer-readings'].summary.$get({ query: { year: '2019' } }),
    )
    expect(empty.rows.every((row) => row.status === 'No Data')).toBe(true)
    expect(empty.stats).toMatchObject({ yearlyMilesDriven: 0, potentialDeduction: 0, totalReadings: 9 })
    expect(empty.rates).toEqual([{ from: '2019-01', to: '2019-12', rate: 580, isOutsideTable: false }])
    const { summary: current } = await bodyOf(api['odometer-readings'].summary.$get({ query: {} }))
    expect(current.year).toBe(new Date().getUTCFullYear())
    const { summary: last } = await bodyOf(api['odometer-readings'].summary.$get({ query: { year: '9999' } }))
    expect(last.rows).toHaveLength(12)
    expect(await errorOf(api['odometer-readings'].summary.$get({ query: { year: 'soon' } }))).toMatchObject({
      status: 400,
    })
  })

  it('refuses a second reading on a date with the spec’s message, and zero miles', async () => {
    expect(
      await errorOf(
        api['odometer-readings'].$post({ json: { readingDate: '2022-01-02', odometerMiles: '1' } }),
      ),
    ).toMatchObject({ status: 409, fields: { readingDate: READING_MESSAGES.duplicateDate } })
    expect(
      await errorOf(
        api['odometer-readings'].$post({ json: { readingDate: '2022-01-03', odometerMiles: '0' } }),
      ),
    ).toMatchObject({ status: 400, fields: { odometerMiles: READING_MESSAGES.milesPositive } })
  })
})
