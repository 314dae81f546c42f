import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addTag, normalizeTags, removeTag } from './tags'

describe('tags', () => {
  it.each([
    [[], ' eBay ', ['eBay']],
    [['eBay'], 'ebay', ['eBay']],
    [['eBay'], '   ', ['eBay']],
    [['eBay'], 'poshmark', ['eBay', 'poshmark']],
  ])('%j + %j → %j', (tags, typed, expected) => {
    expect(addTag(tags, typed)).toEqual(expected)
  })

  it('removes a tag', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b'])
  })

  it('normalises any list to trimmed, non-empty, unique tags', () => {
    expect(normalizeTags([' a', 'A ', '', 'b'])).toEqual(['a', 'b'])
    fc.assert(
      fc.property(fc.array(fc.string()), (tags) => {
        const result = normalizeTags(tags)
        expect(result.every((tag) => tag === tag.trim() && tag !== '')).toBe(true)
        expect(new Set(result.map((tag) => tag.toLowerCase())).size).toBe(result.length)
        expect(normalizeTags(result)).toEqual(result)
      }),
    )
  })
})
