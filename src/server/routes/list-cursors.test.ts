import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { encodeCursor } from '../../shared/schemas/list'

const ID = '4b0e2a43-1c5b-4a0c-9a5e-3f1d2c3b4a59'
const BAD_CURSOR = { status: 400, code: 'validation_failed', fields: { cursor: 'Not a valid page cursor' } }

/** A cursor's text made of arbitrary values, as a forger would write it. */
const forged = (...values: string[]) => encodeCursor({ values, id: ID })

describe.each(ENGINES)('page cursors and sizes on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  /** A real next cursor of each kind of list order. */
  const cursors = { sku: '', brand: '', createdAt: '', readingDate: '' }

  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
    for (const sku of ['C-1', 'C-2', 'C-3'])
      await bodyOf(api.items.$post({ json: { sku, brand: 'Levi', description: 'Jeans', status: 'listed' } }))
    for (const readingDate of ['2026-01-01', '2026-01-02'])
      await bodyOf(api['odometer-readings'].$post({ json: { readingDate, odometerMiles: 100 } }))
    const next = async (request: Promise<{ nextCursor: string | null }>) => (await request).nextCursor ?? ''
    const listed = { status: 'listed', limit: '1' } as const
    cursors.sku = await next(bodyOf(api.items.$get({ query: { ...listed, sort: 'sku' } })))
    cursors.brand = await next(bodyOf(api.items.$get({ query: { ...listed, sort: 'brand' } })))
    cursors.createdAt = await next(bodyOf(api.items.$get({ query: listed })))
    cursors.readingDate = await next(bodyOf(api['odometer-readings'].$get({ query: { limit: '1' } })))
  })

  it('follows its own cursors', async () => {
    for (const cursor of Object.values(cursors)) expect(cursor).not.toBe('')
    const second = await bodyOf(
      api.items.$get({ query: { status: 'listed', sort: 'sku', cursor: cursors.sku } }),
    )
    expect(second.rows.map((item) => item.sku)).toEqual(['C-2', 'C-1'])
  })

  type ItemSort = 'createdAt' | 'sku' | 'brand' | 'purchaseDate'
  const refused: [string, () => string, ItemSort][] = [
    ['garbled text', () => 'garbage!', 'createdAt'],
    ['base64 of no JSON', () => Buffer.from('{"nope"').toString('base64url'), 'createdAt'],
    ['an SKU cursor on the brand order', () => cursors.sku, 'brand'],
    ['a brand cursor on the SKU order', () => cursors.brand, 'sku'],
    ['a brand cursor on the purchase date order', () => cursors.brand, 'purchaseDate'],
    ['an SKU cursor on the newest-first order', () => cursors.sku, 'createdAt'],
    ['an odometer cursor on the newest-first order', () => cursors.readingDate, 'createdAt'],
    ['an instant in year 0000', () => forged('0000-01-01T00:00:00.000000Z'), 'createdAt'],
    ['an instant in year 10000', () => forged('10000-01-01T00:00:00.000000Z'), 'createdAt'],
    ['a purchase date in year 0000', () => forged('0000-01-01', '2026-01-01T00:00:00Z'), 'purchaseDate'],
    ['a purchase date in year 10000', () => forged('10000-01-01', '2026-01-01T00:00:00Z'), 'purchaseDate'],
    ['an instant that is no time', () => forged('2026-01-01T25:61:00Z'), 'createdAt'],
    ['text with NUL', () => forged('a\u0000', '2026-01-01T00:00:00Z'), 'brand'],
  ]

  it.each(refused)('refuses %s with 400 and the field’s message', async (_case, cursor, sort) => {
    expect(
      await errorOf(api.items.$get({ query: { status: 'listed', sort, cursor: cursor() } })),
    ).toMatchObject(BAD_CURSOR)
  })

  it.each([
    ['a reading date in year 0000', forged('0000-12-31')],
    ['a reading date in year 10000', forged('10000-01-01')],
    ['an item cursor', forged('2026-01-01T00:00:00Z')],
  ])('refuses %s on the odometer list', async (_case, cursor) => {
    expect(await errorOf(api['odometer-readings'].$get({ query: { cursor } }))).toMatchObject(BAD_CURSOR)
  })

  it('answers any cursor with a page or a 400, never a 500', async () => {
    const digits = (length: number, max: number) =>
      fc.integer({ min: 0, max }).map((n) => String(n).padStart(length, '0'))
    const date = fc.tuple(digits(4, 12000), digits(2, 99), digits(2, 99)).map((parts) => parts.join('-'))
    const time = fc
      .tuple(digits(2, 99), digits(2, 99), digits(2, 99), fc.constantFrom('', '.5', '.123456', '.9999999'))
      .map(([h, m, s, fraction]) => `T${h}:${m}:${s}${fraction}Z`)
    const cursor = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.tuple(date, time).map(([day, clock]) => forged(day + clock)),
      fc
        .tuple(fc.string({ maxLength: 10 }), date, time)
        .map(([text, day, clock]) => forged(text, day + clock)),
      date.map((day) => forged(day)),
    )
    const sort = fc.constantFrom('createdAt', 'sku', 'brand', 'purchaseDate')
    await fc.assert(
      fc.asyncProperty(cursor, sort, async (text, by) => {
        const answer = await api.items.$get({ query: { status: 'listed', sort: by, cursor: text } })
        expect([200, 400]).toContain(answer.status)
        const readings = await api['odometer-readings'].$get({ query: { cursor: text } })
        expect([200, 400]).toContain(readings.status)
      }),
      { seed: 20261122, numRuns: 150 },
    )
  })

  it.each([
    ['0', 'Page size must be at least 1'],
    ['501', 'Page size must be at most 500'],
    ['2.5', 'Page size must be a whole number'],
    ['many', 'Page size must be a number'],
  ])('refuses a page size of %s', async (limit, message) => {
    expect(await errorOf(api.brands.$get({ query: { limit } }))).toMatchObject({
      status: 400,
      fields: { limit: message },
    })
  })

  it('takes page sizes from 1 to 500', async () => {
    expect((await bodyOf(api.items.$get({ query: { limit: '1' } }))).rows).toHaveLength(1)
    expect((await bodyOf(api.items.$get({ query: { limit: '500' } }))).rows).toHaveLength(3)
  })
})
