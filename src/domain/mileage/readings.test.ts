import { describe, expect, it } from 'vitest'

import {
  canSubmitReading,
  checkReading,
  deleteReadingQuestion,
  readingSaveErrorMessage,
  upsertReading,
} from './readings'

describe('checkReading', () => {
  it.each([
    [
      { readingDate: '', odometerMiles: 5 },
      [],
      { ok: false, code: 'date_required', message: 'Date is required' },
    ],
    [
      { readingDate: '2026-02-30', odometerMiles: 5 },
      [],
      { ok: false, code: 'date_required', message: 'Date is required' },
    ],
    [
      { readingDate: '2026-11-22', odometerMiles: 5 },
      ['2026-11-22'],
      {
        ok: false,
        code: 'duplicate_reading',
        message: 'A reading for this date already exists. Each date can only have one reading.',
      },
    ],
    [
      { readingDate: '2026-11-22', odometerMiles: 0 },
      [],
      { ok: false, code: 'miles_required', message: 'Odometer reading must be greater than 0' },
    ],
    [
      { readingDate: '2026-11-22', odometerMiles: Number.NaN },
      [],
      { ok: false, code: 'miles_required', message: 'Odometer reading must be greater than 0' },
    ],
    [
      { readingDate: '2026-11-22', odometerMiles: 12345.6, notes: '  oil change ', imageUrl: '   ' },
      ['2026-11-21'],
      { ok: true, readingDate: '2026-11-22', odometerMiles: 12345.6, notes: 'oil change' },
    ],
  ])('%j with others %j → %j', (input, others, expected) => {
    expect(checkReading(input, others)).toEqual(expected)
  })
})

describe('readingSaveErrorMessage', () => {
  it.each([
    ['duplicate key value violates unique constraint', 'A reading for this date already exists.'],
    ['Duplicate reading', 'A reading for this date already exists.'],
    ['Failed to add odometer reading', 'Failed to add odometer reading'],
  ])('%s → %s', (error, message) => {
    expect(readingSaveErrorMessage(error)).toBe(message)
  })
})

describe('upsertReading', () => {
  it('replaces the same date and keeps newest first', () => {
    const list = [
      { id: 'a', readingDate: '2026-11-20' },
      { id: 'b', readingDate: '2026-10-01' },
    ]
    expect(upsertReading(list, { id: 'c', readingDate: '2026-11-20' }).map((r) => r.id)).toEqual(['c', 'b'])
    expect(upsertReading(list, { id: 'd', readingDate: '2026-10-15' }).map((r) => r.id)).toEqual([
      'a',
      'd',
      'b',
    ])
  })

  it('words the delete question', () => {
    expect(deleteReadingQuestion('11/22/2026')).toBe(
      'Are you sure you want to delete the odometer reading from 11/22/2026?',
    )
  })
})

describe('canSubmitReading', () => {
  const ok = { error: null, readingDate: '2026-11-22', odometerMiles: 12345.6, isSaving: false }
  it.each([
    [{}, true],
    [{ error: 'Date is required' }, false],
    [{ readingDate: '' }, false],
    [{ odometerMiles: 0 }, false],
    [{ isSaving: true }, false],
  ])('%j → %s', (change, expected) => {
    expect(canSubmitReading({ ...ok, ...change })).toBe(expected)
  })
})
