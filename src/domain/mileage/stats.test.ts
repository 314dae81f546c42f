import { describe, expect, it } from 'vitest'

import { monthlyMileageRows } from './monthly-rows'
import { odometerStats, personalUseText } from './stats'

const readings = [
  { readingDate: '2026-01-02', odometerMiles: 12000.3 },
  { readingDate: '2026-02-01', odometerMiles: 12345.6 },
  { readingDate: '2026-03-01', odometerMiles: 12500.1 },
  { readingDate: '2026-05-20', odometerMiles: 13000 },
]

describe('odometerStats', () => {
  it('adds the year and averages over months with miles', () => {
    const rows = monthlyMileageRows(readings, 2026, 50)
    expect(odometerStats(readings, rows, 50)).toEqual({
      totalReadings: 4,
      yearlyMilesDriven: 499.8, // 345.3 + 154.5
      yearlyBusinessMiles: 249.9,
      averageMonthlyMiles: 249.9,
      averageMonthlyBusinessMiles: 125, // 124.95 → 125.0
      currentOdometerReading: 13000,
      monthsWithData: 5, // Jan, Feb complete; Mar and May need next month; Apr needs a reading
      lastReadingDate: '2026-05-20',
      potentialDeduction: 12517 + 5601, // 172.65 x 0.725 + 77.25 x 0.725
    })
  })

  it('is empty without readings', () => {
    const rows = monthlyMileageRows([], 2026, 100)
    expect(odometerStats([], rows, 100)).toEqual({
      totalReadings: 0,
      yearlyMilesDriven: 0,
      yearlyBusinessMiles: 0,
      averageMonthlyMiles: 0,
      averageMonthlyBusinessMiles: 0,
      currentOdometerReading: null,
      monthsWithData: 0,
      lastReadingDate: null,
      potentialDeduction: 0,
    })
  })
})

describe('personalUseText', () => {
  it.each([
    [100, 'Exclusively business use'],
    [80, '20% personal use'],
    [66.7, '33.3% personal use'],
    [0, '100% personal use'],
  ])('%d%% business → %s', (pct, text) => {
    expect(personalUseText(pct)).toBe(text)
  })
})
