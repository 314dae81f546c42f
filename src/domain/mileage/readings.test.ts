import { describe, expect, it } from 'vitest'

import { checkReadingOrder, deleteReadingQuestion, readingSaveErrorMessage } from './readings'

describe('readingSaveErrorMessage', () => {
  it.each([
    ['duplicate key value violates unique constraint', 'A reading for this date already exists.'],
    ['Duplicate reading', 'A reading for this date already exists.'],
    ['Failed to add odometer reading', 'Failed to add odometer reading'],
  ])('%s → %s', (error, message) => {
    expect(readingSaveErrorMessage(error)).toBe(message)
  })
})

describe('deleteReadingQuestion', () => {
  it('words the delete question', () => {
    expect(deleteReadingQuestion('11/22/2026')).toBe(
      'Are you sure you want to delete the odometer reading from 11/22/2026?',
    )
  })
})

describe('checkReadingOrder', () => {
  const at = (readingDate: string, odometerMiles: number) => ({ readingDate, odometerMiles })
  const before = at('2026-03-03', 12345.6)
  const after = at('2026-03-13', 12400)

  it.each([
    ['between its neighbours', 12360, { before, after }],
    ['equal to the earlier reading', 12345.6, { before, after }],
    ['equal to the later reading', 12400, { before, after }],
    ['the first reading', 5, { before: null, after: null }],
    ['any miles past the last reading', 99_999_999.9, { before, after: null }],
    ['any miles before the first reading', 0.1, { before: null, after }],
  ])('takes a reading %s', (_case, miles, neighbours) => {
    expect(checkReadingOrder(at('2026-03-10', miles), neighbours)).toEqual({ ok: true })
  })

  it('refuses a reading below the earlier reading, naming it', () => {
    expect(checkReadingOrder(at('2026-03-10', 12345.5), { before, after })).toEqual({
      ok: false,
      code: 'reading_out_of_order',
      message:
        'The reading must be at least 12,345.6 miles: the reading of Tuesday, March 3, 2026 was 12,345.6 miles',
      neighbour: before,
    })
  })

  it('refuses a reading above the later reading, naming it', () => {
    expect(checkReadingOrder(at('2026-03-10', 12400.1), { before, after })).toEqual({
      ok: false,
      code: 'reading_out_of_order',
      message:
        'The reading must be at most 12,400.0 miles: the reading of Friday, March 13, 2026 was 12,400.0 miles',
      neighbour: after,
    })
  })

  it('compares in tenths, so float noise never refuses equal miles', () => {
    expect(
      checkReadingOrder(at('2026-03-10', 0.1 + 0.2), { before: at('2026-03-01', 0.3), after: null }),
    ).toEqual({ ok: true })
  })

  it('names a leap day neighbour and large miles', () => {
    const leap = at('2028-02-29', 1_234_567.8)
    expect(checkReadingOrder(at('2028-03-01', 1_000_000), { before: leap, after: null })).toMatchObject({
      message:
        'The reading must be at least 1,234,567.8 miles: the reading of Tuesday, February 29, 2028 was 1,234,567.8 miles',
    })
  })
})
