import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, errorOf } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { useDatedItems } from '../../../tests/helpers/dated-items'
import { addDays } from '../../domain/dates'
import { SOLD_BEFORE_PURCHASE_MESSAGE } from '../../domain/items/sold-date'
import { postgresError } from '../errors'
import { inventoryItems } from '../db/schema'

/** The answer every refusal of the rule gives: 400, the message at the sold date. */
const REFUSED = {
  status: 400,
  code: 'validation_failed',
  message: expect.stringContaining(SOLD_BEFORE_PURCHASE_MESSAGE) as unknown,
  fields: { soldDate: SOLD_BEFORE_PURCHASE_MESSAGE },
}

describe.each(ENGINES)('a sold date is never before the purchase date, on %s', (engine) => {
  const dated = useDatedItems(engine, 'DATES')
  const { t, today, post, patch, get, itemCount } = dated

  it('creates an item sold the day it was bought, or later, or with no purchase date', async () => {
    expect(await post({ status: 'sold', purchaseDate: '2026-03-03', soldDate: '2026-03-03' })).toMatchObject({
      soldDate: '2026-03-03',
    })
    expect(await post({ status: 'sold', purchaseDate: '2028-02-28', soldDate: '2028-02-29' })).toMatchObject({
      soldDate: '2028-02-29',
    })
    expect(await post({ status: 'sold', purchaseDate: null, soldDate: '2026-01-01' })).toMatchObject({
      purchaseDate: null,
      soldDate: '2026-01-01',
    })
  })

  it('refuses to create an item sold before it was bought, and creates nothing', async () => {
    const before = await itemCount()
    const input = { sku: 'EARLY-1', brand: 'Brand Never Seen', description: 'x', status: 'sold' as const }
    expect(
      await errorOf(
        dated.api.items.$post({ json: { ...input, purchaseDate: '2026-03-03', soldDate: '2026-02-20' } }),
      ),
    ).toEqual(REFUSED)
    // No date given: sold today, which is before a purchase tomorrow.
    expect(
      await errorOf(dated.api.items.$post({ json: { ...input, purchaseDate: addDays(today(), 1) } })),
    ).toMatchObject({ status: 400, fields: { soldDate: SOLD_BEFORE_PURCHASE_MESSAGE } })
    expect(await itemCount()).toBe(before)
    const brands = await bodyOf(dated.api.brands.$get({ query: { q: 'Brand Never Seen' } }))
    expect(brands.rows).toEqual([])
  })

  it('judges a change of one date against the stored other date, and changes nothing when refused', async () => {
    const sold = await post({ status: 'sold', purchaseDate: '2026-03-03', soldDate: '2026-03-10' })
    expect(await errorOf(patch(sold.id, { purchaseDate: '2026-03-11' }))).toEqual(REFUSED)
    expect(await errorOf(patch(sold.id, { soldDate: '2026-03-02', description: 'New words' }))).toEqual(
      REFUSED,
    )
    expect(await get(sold.id)).toMatchObject({
      purchaseDate: '2026-03-03',
      soldDate: '2026-03-10',
      description: 'Jeans',
    })
    // Both moved together, in order: fine. The same day: fine.
    expect(
      await bodyOf(patch(sold.id, { purchaseDate: '2026-04-01', soldDate: '2026-04-01' })),
    ).toMatchObject({
      item: { purchaseDate: '2026-04-01', soldDate: '2026-04-01' },
    })
    // An item that is not sold has no sold date to judge: any purchase date goes.
    const listed = await post({ status: 'listed', purchaseDate: '2026-03-03' })
    expect((await bodyOf(patch(listed.id, { purchaseDate: '2030-01-01' }))).item.purchaseDate).toBe(
      '2030-01-01',
    )
  })

  it('refuses a change to sold dated today for an item bought later', async () => {
    const bought = await post({ status: 'listed', purchaseDate: addDays(today(), 2) })
    expect(await errorOf(patch(bought.id, { status: 'sold' }))).toEqual(REFUSED)
    expect(await get(bought.id)).toMatchObject({ status: 'listed', soldDate: null })
  })

  it('refuses both dates in the input out of order before looking at the item', async () => {
    const listed = await post({ status: 'listed' })
    expect(
      await errorOf(patch(listed.id, { status: 'sold', purchaseDate: '2026-05-05', soldDate: '2026-05-04' })),
    ).toEqual(REFUSED)
    // A change away from sold clears the sold date, so it is not judged.
    expect(
      (
        await bodyOf(
          patch(listed.id, { status: 'listed', purchaseDate: '2026-05-05', soldDate: '2026-05-04' }),
        )
      ).item,
    ).toMatchObject({ status: 'listed', soldDate: null, purchaseDate: '2026-05-05' })
  })

  it('refuses Mark as Sold before the purchase date, leaving the item as it was', async () => {
    const listed = await post({ status: 'listed', purchaseDate: '2026-03-03' })
    const sell = (soldDate: string) =>
      dated.api.items[':id'].sell.$post({ param: { id: listed.id }, json: { salePrice: 5000, soldDate } })
    expect(await errorOf(sell('2026-03-02'))).toEqual(REFUSED)
    expect(await get(listed.id)).toMatchObject({ status: 'listed', soldDate: null, salePrice: 0 })
    expect((await bodyOf(sell('2026-03-03'))).item).toMatchObject({ status: 'sold', soldDate: '2026-03-03' })
  })

  it('refuses a bulk change to sold whole when items bought after today would be sold today, naming how many', async () => {
    const fine = await post({ status: 'listed', purchaseDate: '2026-01-01' })
    const later = await post({ status: 'listed', purchaseDate: addDays(today(), 1) })
    const muchLater = await post({ status: 'unlisted', purchaseDate: addDays(today(), 30) })
    const ids = [fine.id, later.id, muchLater.id]
    expect(
      await errorOf(dated.api.items['bulk-status'].$post({ json: { selection: { ids }, status: 'sold' } })),
    ).toEqual({
      status: 400,
      code: 'validation_failed',
      message: `${SOLD_BEFORE_PURCHASE_MESSAGE}: 2 of these items were bought after today, the sold date they would get. No item was changed.`,
    })
    expect((await Promise.all(ids.map(get))).map((item) => [item.status, item.soldDate])).toEqual([
      ['listed', null],
      ['listed', null],
      ['unlisted', null],
    ])
    // Without them, the change goes through; to another status, the purchase dates do not matter.
    expect(
      await bodyOf(
        dated.api.items['bulk-status'].$post({ json: { selection: { ids: [fine.id] }, status: 'sold' } }),
      ),
    ).toEqual({ changed: 1 })
    expect(
      await bodyOf(
        dated.api.items['bulk-status'].$post({ json: { selection: { ids }, status: 'defective' } }),
      ),
    ).toEqual({ changed: 3 })
  })

  describe('items stored before the rule', () => {
    let legacyId: string

    beforeAll(async () => {
      // Written as an older version of the app did, past the guard that now refuses it.
      const [row] = await t.db.transaction(async (tx) => {
        await tx.execute(
          sql`alter table inventory_items disable trigger inventory_items_sold_after_purchase_insert`,
        )
        const inserted = await tx
          .insert(inventoryItems)
          .values({
            userId: dated.user.id,
            sku: 'LEGACY-1',
            brand: 'Levi',
            description: 'Sold before bought',
            status: 'sold',
            purchaseDate: '2026-11-22',
            soldDate: '2026-11-11',
            salePrice: 4000,
          })
          .returning({ id: inventoryItems.id })
        await tx.execute(
          sql`alter table inventory_items enable trigger inventory_items_sold_after_purchase_insert`,
        )
        return inserted
      })
      legacyId = row!.id
    })

    it('are read by the item, the lists and the reports', async () => {
      expect(await get(legacyId)).toMatchObject({ soldDate: '2026-11-11', purchaseDate: '2026-11-22' })
      const sold = await bodyOf(dated.api.items.$get({ query: { status: 'sold', sort: 'soldDate' } }))
      expect(sold.rows.map((row) => row.id)).toContain(legacyId)
      const insights = await bodyOf(dated.api.reports.insights.$get({ query: { year: '2026' } }))
      expect(insights.insights.brands.find((row) => row.name === 'Levi')).toBeDefined()
    })

    it('keep every change that leaves their dates alone, and refuse a change into another bad pair', async () => {
      expect((await bodyOf(patch(legacyId, { sku: 'LEGACY-1B', postageCost: 450 }))).item).toMatchObject({
        sku: 'LEGACY-1B',
        postageCost: 450,
      })
      expect(
        await bodyOf(
          dated.api.items['bulk-status'].$post({ json: { selection: { ids: [legacyId] }, status: 'sold' } }),
        ),
      ).toEqual({ changed: 1 })
      expect(await errorOf(patch(legacyId, { soldDate: '2026-11-12' }))).toEqual(REFUSED)
      expect((await bodyOf(patch(legacyId, { soldDate: '2026-11-23' }))).item.soldDate).toBe('2026-11-23')
    })
  })

  it('refuses the second of two racing changes that are each fine alone', async () => {
    const sold = await post({ status: 'sold', purchaseDate: '2026-03-03', soldDate: '2026-03-10' })
    let racing: Promise<unknown> = Promise.resolve()
    await t.db.transaction(async (tx) => {
      // Holds the row with a later purchase date, not yet committed, while the API moves the sold date: the
      // API read the committed purchase date (PostgreSQL) and waits on the row, or waits for this commit.
      await tx
        .update(inventoryItems)
        .set({ purchaseDate: '2026-03-08' })
        .where(eq(inventoryItems.id, sold.id))
      racing = errorOf(patch(sold.id, { soldDate: '2026-03-05' }))
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    expect(await racing).toEqual(REFUSED)
    expect(await get(sold.id)).toMatchObject({ purchaseDate: '2026-03-08', soldDate: '2026-03-10' })
  })

  it('is guarded by the database when two writes race past the server’s check', async () => {
    const sold = await post({ status: 'sold', purchaseDate: '2026-03-03', soldDate: '2026-03-10' })
    const moved = t.db
      .update(inventoryItems)
      .set({ purchaseDate: '2026-03-11' })
      .where(eq(inventoryItems.id, sold.id))
    const failure: unknown = await moved.then(
      () => null,
      (error: unknown) => error,
    )
    expect(postgresError(failure)).toMatchObject({
      code: '23514',
      constraint: 'inventory_items_sold_after_purchase',
    })
    expect(await get(sold.id)).toMatchObject({ purchaseDate: '2026-03-03' })
  })
})
