import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fileLineIds, lineIds, shortHash, spreadCents } from './order-lines'

describe('spreadCents', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [100, [500, 1500], [25, 75]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [7, [0, 0], [4, 3]],
    [5, [3], [5]],
    [0, [3, 4], [0, 0]],
    [1, [1, 2], [0, 1]],
  ])('%i over %j → %j', (total, weights, parts) => {
    expect(spreadCents(total, weights)).toEqual(parts)
  })

  it('adds up to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = spreadCents(total, weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
          const sum = weights.reduce((a, b) => a + b, 0)
          parts.forEach((part, i) => {
            const exact = sum === 0 ? total / weights.length : (total * (weights[i] ?? 0)) / sum
            expect(Math.abs(part - exact)).toBeLessThan(1)
          })
        },
      ),
    )
  })
})

describe('line ids', () => {
  it('keep an order of one line as it is, and name each line of a longer order', () => {
    expect(lineIds('12-345', ['9001'])).toEqual(['12-345'])
    expect(lineIds('12-345', ['9001', '9002', '9001'])).toEqual([
      '12-345/9001',
      '12-345/9002',
      '12-345/9001#2',
    ])
  })

  it('group the rows of a file by order', () => {
    expect(
      fileLineIds([
        { orderId: 'A', lineKey: 'x' },
        { orderId: 'B', lineKey: 'y' },
        { orderId: 'A', lineKey: 'z' },
      ]),
    ).toEqual(['A/x', 'B', 'A/z'])
  })

  it('hashes stably', () => {
    expect(shortHash('')).toBe('811c9dc5')
    expect(shortHash('Nike Air')).toBe(shortHash('Nike Air'))
    expect(shortHash('Nike Air')).not.toBe(shortHash('Nike Air '))
    expect(shortHash('x')).toMatch(/^[0-9a-f]{8}$/)
  })
})
