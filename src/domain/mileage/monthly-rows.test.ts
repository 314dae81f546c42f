import { describe, expect, it } from 'vitest'

import { monthStatus, monthlyMileageRows } from './monthly-rows'

const readings = [
  { readingDate: '2026-01-15', odometerMiles: 12100.4 },
  { readingDate: '2026-01-02', odometerMiles: 12000.3 },
  { readingDate: '2026-02-01', odometerMiles: 12345.6 },
  { readingDate: '2026-04-10', odometerMiles: 13000 },
  { readingDate: '2026-12-01', odometerMiles: 20000 },
  { readingDate: '2027-01-03', odometerMiles: 20500.5 },
]

describe('monthlyMileageRows', () => {
  const rows = monthlyMileageRows(readings, 2026, 100)

  it('gives twelve months January to December', () => {
    expect(rows.map((row) => row.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ])
    expect(rows[0]?.monthName).toBe('January')
  })

  it('starts at the earliest reading and ends at the next month’s earliest', () => {
    expect(rows[0]).toMatchObject({
      startReading: 12000.3,
      endReading: 12345.6,
      milesDriven: 345.3,
      businessMiles: 345.3,
      estimatedDeduction: 25034, // 345.3 x $0.725 = 250.3425
      hasData: true,
      status: 'Complete',
    })
  })

  it('carries December into January of the next year', () => {
    expect(rows[11]).toMatchObject({
      startReading: 20000,
      endReading: 20500.5,
      milesDriven: 500.5,
      estimatedDeduction: 38038, // 500.5 x $0.76 = 380.38
      status: 'Complete',
      rate: { rate: 760, isOutsideTable: false },
    })
  })

  it.each([
    [1, 'Need Next Month', 12345.6, null], // February: start only
    [2, 'Need Reading', null, 13000], // March: only next month's reading
    [3, 'Need Next Month', 13000, null],
    [4, 'No Data', null, null],
  ] as const)('month index %d is %s', (index, status, start, end) => {
    expect(rows[index]).toMatchObject({
      status,
      startReading: start,
      endReading: end,
      milesDriven: 0,
      estimatedDeduction: 0,
    })
    expect(rows[index]?.hasData).toBe(status !== 'No Data')
  })

  it('applies the business percentage', () => {
    const half = monthlyMileageRows(readings, 2026, 50)
    expect(half[0]).toMatchObject({ milesDriven: 345.3, businessMiles: 172.7, estimatedDeduction: 12517 })
  })

  it('counts an odometer that went down as 0 miles', () => {
    const rowsDown = monthlyMileageRows(
      [
        { readingDate: '2026-05-01', odometerMiles: 500 },
        { readingDate: '2026-06-01', odometerMiles: 400 },
      ],
      2026,
      100,
    )
    expect(rowsDown[4]).toMatchObject({ milesDriven: 0, status: 'Complete' })
  })

  it('flags months beyond the rate table', () => {
    expect(monthlyMileageRows([], 2027, 100)[0]?.rate).toEqual({ rate: 760, isOutsideTable: true })
  })
})

describe('monthStatus', () => {
  it.each([
    [true, true, 'Complete'],
    [true, false, 'Need Next Month'],
    [false, true, 'Need Reading'],
    [false, false, 'No Data'],
  ] as const)('start %s end %s → %s', (start, end, status) => {
    expect(monthStatus(start, end)).toBe(status)
  })
})
