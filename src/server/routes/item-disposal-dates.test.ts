import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { bodyOf, errorOf, send } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { useDatedItems } from '../../../tests/helpers/dated-items'
import { addDays } from '../../domain/dates'
import { DISPOSED_BEFORE_PURCHASE_MESSAGE } from '../../domain/items/sold-date'
import { postgresError } from '../errors'
import { inventoryItems } from '../db/schema'

/** The answer every refusal of the rule gives: 400, the message at the disposal date. */
const REFUSED = {
  status: 400,
  code: 'validation_failed',
  message: expect.stringContaining(DISPOSED_BEFORE_PURCHASE_MESSAGE) as unknown,
  fields: { disposedDate: DISPOSED_BEFORE_PURCHASE_MESSAGE },
}

describe.each(ENGINES)('a disposal date is never before the purchase date, on %s', (engine) => {
  const dated = useDatedItems(engine, 'GONE')
  const { t, today, post, patch, get, itemCount } = dated

  it('creates an item disposed of the day it was bought or later, and refuses one disposed of before', async () => {
    const donated = { status: 'disposed' as const, disposalReason: 'donated' as const }
    expect(await post({ ...donated, purchaseDate: '2026-03-03', disposedDate: '2026-03-03' })).toMatchObject({
      disposedDate: '2026-03-03',
    })
    const before = await itemCount()
    expect(
      await errorOf(
        dated.api.items.$post({
          json: {
            sku: 'GONE-EARLY',
            brand: 'B',
            description: 'x',
            ...donated,
            purchaseDate: '2026-03-03',
            disposedDate: '2026-03-02',
          },
        }),
      ),
    ).toEqual(REFUSED)
    // No day given: disposed of today, which is before a purchase tomorrow.
    expect(
      await errorOf(
        dated.api.items.$post({
          json: {
            sku: 'GONE-TODAY',
            brand: 'B',
            description: 'x',
            ...donated,
            purchaseDate: addDays(today(), 1),
          },
        }),
      ),
    ).toEqual(REFUSED)
    expect(await itemCount()).toBe(before)
  })

  it('judges a change of one date against the stored other, through the form and the status control', async () => {
    const gone = await post({
      status: 'disposed',
      disposalReason: 'discarded',
      purchaseDate: '2026-03-03',
      disposedDate: '2026-03-10',
    })
    expect(await errorOf(patch(gone.id, { purchaseDate: '2026-03-11' }))).toEqual(REFUSED)
    expect(await errorOf(patch(gone.id, { disposedDate: '2026-03-02', description: 'Torn' }))).toEqual(
      REFUSED,
    )
    expect(await get(gone.id)).toMatchObject({
      purchaseDate: '2026-03-03',
      disposedDate: '2026-03-10',
      description: 'Jeans',
    })
    const held = await post({ status: 'listed', purchaseDate: '2026-05-05' })
    expect(
      await errorOf(
        patch(held.id, { status: 'disposed', disposalReason: 'donated', disposedDate: '2026-05-04' }),
      ),
    ).toEqual(REFUSED)
    expect(await get(held.id)).toMatchObject({ status: 'listed', disposedDate: null })
    // Away from disposed, the disposal date is cleared and not judged.
    expect(
      (await bodyOf(patch(gone.id, { status: 'listed', purchaseDate: '2030-01-01' }))).item,
    ).toMatchObject({ status: 'listed', disposedDate: null, purchaseDate: '2030-01-01' })
  })

  it('refuses a bulk disposal whole when it would date items before they were bought, naming how many', async () => {
    const fine = await post({ status: 'listed', purchaseDate: '2026-01-01' })
    const later = await post({ status: 'listed', purchaseDate: '2026-06-02' })
    const ids = [fine.id, later.id]
    const message = `${DISPOSED_BEFORE_PURCHASE_MESSAGE}: 1 of these items was bought after the disposal date. No item was changed.`
    expect(
      await errorOf(
        dated.api.items['bulk-status'].$post({
          json: {
            selection: { ids },
            status: 'disposed',
            disposalReason: 'donated',
            disposedDate: '2026-06-01',
          },
        }),
      ),
    ).toEqual({ status: 400, code: 'validation_failed', message, fields: { disposedDate: message } })
    expect((await Promise.all(ids.map(get))).map((item) => item.status)).toEqual(['listed', 'listed'])
    expect(
      await bodyOf(
        dated.api.items['bulk-status'].$post({
          json: {
            selection: { ids },
            status: 'disposed',
            disposalReason: 'donated',
            disposedDate: '2026-06-02',
          },
        }),
      ),
    ).toEqual({ changed: 2 })
  })

  it('skips a CSV row disposed of before it was bought, with the row named', async () => {
    const csv = [
      'SKU,Brand,Description,Purchase Date,Status,Disposed Date,Disposal Reason',
      'CSV-GONE-1,Levi,Jeans,2026-03-03,disposed,2026-03-02,donated',
      'CSV-GONE-2,Levi,Jeans,2026-03-03,disposed,2026-03-03,donated',
    ].join('\n')
    const answer = await send(t.app, 'POST', '/api/import/items', {
      cookie: dated.user.cookie,
      rawBody: csv,
      headers: { 'content-type': 'text/csv' },
    })
    expect(answer.body).toMatchObject({
      summary: { imported: 1, skipped: 1, errors: [`Row 2: ${DISPOSED_BEFORE_PURCHASE_MESSAGE}`] },
    })
  })

  it('is guarded by the database when two writes race past the server’s check', async () => {
    const gone = await post({
      status: 'disposed',
      disposalReason: 'donated',
      purchaseDate: '2026-03-03',
      disposedDate: '2026-03-10',
    })
    const failure: unknown = await t.db
      .update(inventoryItems)
      .set({ purchaseDate: '2026-03-11' })
      .where(eq(inventoryItems.id, gone.id))
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(postgresError(failure)).toMatchObject({
      code: '23514',
      constraint: 'inventory_items_disposed_after_purchase',
    })
    expect(await get(gone.id)).toMatchObject({ purchaseDate: '2026-03-03' })
  })
})
