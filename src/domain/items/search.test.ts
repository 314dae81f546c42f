import { describe, expect, it } from 'vitest'

import { resultsCounter } from './search'

describe('resultsCounter', () => {
  it('reads N of M name', () => {
    expect(resultsCounter(3, 12, 'listed items')).toBe('3 of 12 listed items')
  })
})
