import { describe, expect, it } from 'vitest'

import { resultsCounter } from './search'

describe('resultsCounter', () => {
  it('reads N of M name', () => {
    expect(resultsCounter(3, 12, 'listed items')).toBe('3 of 12 listed items')
  })

  it('groups the digits of large counts', () => {
    expect(resultsCounter(1000, 60_000, 'sold items')).toBe('1,000 of 60,000 sold items')
  })
})
