import { describe, expect, it } from 'vitest'

import { deleteReadingQuestion, readingSaveErrorMessage } from './readings'

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
