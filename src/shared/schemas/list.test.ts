import { describe, expect, it } from 'vitest'

import { brandListQuerySchema } from './brand'
import { itemListQuerySchema } from './item'
import { decodeCursor, encodeCursor, MAX_PAGE_SIZE, PAGE_SIZE, type SortKind } from './list'

const ID = '4b0e2a43-1c5b-4a0c-9a5e-3f1d2c3b4a59'

/** A cursor's text made of arbitrary JSON, as a forger would write it. */
const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url')

describe('page cursors', () => {
  it.each([
    [['text'], ['levi’s 501 “blue”'], ['text']],
    [
      ['date', 'timestamp'],
      ['2026-11-01', '2026-11-01T10:15:00.123Z'],
      ['date', 'timestamp'],
    ],
    [['timestamp'], ['0001-01-01T00:00:00.000000Z'], ['timestamp']],
    [['date'], ['9999-12-31'], ['date']],
  ] as const)('reads back what it wrote: %j', (_kinds, values, kinds: readonly SortKind[]) => {
    const text = encodeCursor({ values: [...values], id: ID })
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeCursor(text, kinds)).toEqual({ values, id: ID })
  })

  it.each([
    ['not base64 at all', 'garbage!', ['text']],
    ['base64 of no JSON', Buffer.from('hello').toString('base64url'), ['text']],
    ['an object', forged({ values: ['a'], id: ID }), ['text']],
    ['too few parts (another sort’s shape)', forged(['levi', ID]), ['text', 'timestamp']],
    ['too many parts (another sort’s shape)', forged(['levi', '2026-11-01T00:00:00Z', ID]), ['text']],
    ['a text key for a date', forged(['levi', '2026-11-01T00:00:00Z', ID]), ['date', 'timestamp']],
    ['a number part', forged([5, ID]), ['text']],
    ['an id that is not one', forged(['levi', 'x']), ['text']],
    ['a date in year 0000', forged(['0000-01-01', ID]), ['date']],
    ['a date in year 10000', forged(['10000-01-01', ID]), ['date']],
    ['a date that does not exist', forged(['2026-02-30', ID]), ['date']],
    ['an instant in year 0000', forged(['0000-12-31T23:59:59Z', ID]), ['timestamp']],
    ['an instant in year 10000', forged(['10000-01-01T00:00:00Z', ID]), ['timestamp']],
    ['an instant without a zone', forged(['2026-11-01T00:00:00', ID]), ['timestamp']],
    ['an instant at 25 o’clock', forged(['2026-11-01T25:00:00Z', ID]), ['timestamp']],
    ['text with NUL', forged(['a\u0000b', ID]), ['text']],
    ['a number with letters', forged(['12abc', ID]), ['number']],
  ] as const)('refuses %s', (_case, text, kinds: readonly SortKind[]) => {
    expect(decodeCursor(text, kinds)).toBeNull()
  })
})

describe('list queries', () => {
  it('default to the first page of 50 in the list’s own order', () => {
    expect(brandListQuerySchema.parse({})).toEqual({
      q: '',
      sort: 'name',
      dir: 'asc',
      cursor: null,
      limit: PAGE_SIZE,
    })
    expect(itemListQuerySchema.parse({ q: '  jeans ' })).toMatchObject({
      q: 'jeans',
      sort: 'createdAt',
      dir: 'desc',
      mode: 'general',
    })
  })

  it.each([
    ['1', 1],
    [String(MAX_PAGE_SIZE), MAX_PAGE_SIZE],
  ])('takes a page size of %s', (limit, expected) => {
    expect(brandListQuerySchema.parse({ limit }).limit).toBe(expected)
  })

  it.each([
    [{ limit: '0' }, 'limit', 'Page size must be at least 1'],
    [{ limit: String(MAX_PAGE_SIZE + 1) }, 'limit', 'Page size must be at most 500'],
    [{ limit: '2.5' }, 'limit', 'Page size must be a whole number'],
    [{ limit: 'ten' }, 'limit', 'Page size must be a number'],
    [{ dir: 'up' }, 'dir', 'Sort direction must be asc or desc'],
    [{ sort: 'price' }, 'sort', 'Sort by one of createdAt, sku, brand, purchaseDate, soldDate'],
    [{ sort: 'brand' }, 'sort', 'Choose a status to sort by this field'],
    [{ status: 'listed', sort: 'soldDate' }, 'sort', 'Only sold items sort by sold date'],
    [{ mode: 'fuzzy' }, 'mode', 'Search mode must be sku, general or words'],
    [{ q: 'a\u0000' }, 'q', 'Contains characters that cannot be saved'],
    [{ page: '2' }, '', 'Unrecognized key: "page"'],
  ])('refuses %j', (query, field, message) => {
    const result = itemListQuerySchema.safeParse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((issue) => issue.path.join('.') === field)?.message).toBe(message)
  })
})
