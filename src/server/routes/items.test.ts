import { beforeAll, describe, expect, it } from 'vitest'

import { localDate } from '../../domain/dates'
import { send, signedInUser, useTestApp } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'

const item = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  brand: 'Levi',
  description: 'Jeans',
  ...extra,
})

describe.each(ENGINES)('items on %s', (engine) => {
  const t = useTestApp(engine)
  let user: Awaited<ReturnType<typeof signedInUser>>
  const post = (json: unknown) => send(t.app, 'POST', '/api/items', { cookie: user.cookie, json })
  const patch = (id: string, json: unknown) =>
    send(t.app, 'PATCH', `/api/items/${id}`, { cookie: user.cookie, json })

  beforeAll(async () => {
    user = await signedInUser(t.app)
  })

  it('stores money in cents exactly and applies the spec’s defaults', async () => {
    const { body, status } = await post(item('CENTS-1', { costOfGoods: 30, salePrice: 123456789 }))
    expect(status).toBe(201)
    expect(body.item).toMatchObject({
      costOfGoods: 30,
      salePrice: 123456789,
      salesTax: 0.0663,
      status: 'unlisted',
      postageCharged: 0,
      soldDate: null,
      receiptId: null,
    })
  })

  it('refuses a second item whose SKU differs only in case, with the spec’s message', async () => {
    expect((await post(item('DUP-sku'))).status).toBe(201)
    const again = await post(item('dup-SKU'))
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      'This SKU already exists in the database. Please use a different SKU.',
    )
    expect(again.body.error.fields).toEqual({ sku: again.body.error.message })
  })

  it('sets the sold date to the user’s own today when an item becomes sold without one, and clears it when it stops being sold', async () => {
    const zone = 'Pacific/Kiritimati' // UTC+14: its today is often not UTC's
    await send(t.app, 'PATCH', '/api/settings', { cookie: user.cookie, json: { timeZone: zone } })
    const created = await post(item('STATUS-1', { status: 'listed' }))
    const sold = await patch(created.body.item.id, { status: 'sold' })
    expect(sold.body.item.soldDate).toBe(localDate(new Date(), zone))
    const relisted = await patch(created.body.item.id, { status: 'listed' })
    expect(relisted.body.item).toMatchObject({ status: 'listed', soldDate: null })
    const soldOn = await patch(created.body.item.id, { status: 'sold', soldDate: '2026-03-04' })
    expect(soldOn.body.item.soldDate).toBe('2026-03-04')
    // A later change to sold with no date keeps the item's own date.
    expect((await patch(created.body.item.id, { status: 'sold' })).body.item.soldDate).toBe('2026-03-04')
  })

  it('creates a sold item with today as its sold date, and drops a sold date given to an unsold item', async () => {
    const sold = await post(item('STATUS-2', { status: 'sold' }))
    expect(sold.body.item.soldDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const unsold = await post(item('STATUS-3', { status: 'listed', soldDate: '2026-01-01' }))
    expect(unsold.body.item.soldDate).toBeNull()
  })

  it('marks an item sold with the sale figures in one change', async () => {
    const created = await post(item('SELL-1', { costOfGoods: 500 }))
    const sold = await send(t.app, 'POST', `/api/items/${created.body.item.id}/sell`, {
      cookie: user.cookie,
      json: {
        salePrice: 2500,
        soldDate: '2026-11-20',
        postageCharged: 500,
        postageCost: 450,
        generalFees: 330,
        promoFees: 0,
      },
    })
    expect(sold.status).toBe(200)
    expect(sold.body.item).toMatchObject({
      status: 'sold',
      soldDate: '2026-11-20',
      salePrice: 2500,
      postageCost: 450,
    })
    const missing = await send(t.app, 'POST', `/api/items/${created.body.item.id}/sell`, {
      cookie: user.cookie,
      json: { salePrice: 100 },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields.soldDate).toBe('Sold date is required')
  })

  it('links only the user’s own receipts', async () => {
    const other = await signedInUser(t.app)
    const theirs = await send(t.app, 'POST', '/api/receipts', {
      cookie: other.cookie,
      json: { receiptNumber: 'THEIRS-1', vendor: 'Goodwill', purchaseDate: '2026-11-01' },
    })
    const answer = await post(item('LINK-1', { receiptId: theirs.body.receipt.id }))
    expect(answer.status).toBe(400)
    expect(answer.body.error.fields).toEqual({ receiptId: 'Not found' })
    const created = await post(item('LINK-2'))
    expect((await patch(created.body.item.id, { receiptId: theirs.body.receipt.id })).status).toBe(400)
  })

  it('counts items per status for the sidebar', async () => {
    const fresh = await signedInUser(t.app)
    for (const [sku, status] of [
      ['C1', 'unlisted'],
      ['C2', 'listed'],
      ['C3', 'listed'],
      ['C4', 'defective'],
    ])
      await send(t.app, 'POST', '/api/items', { cookie: fresh.cookie, json: item(sku!, { status }) })
    const counts = await send(t.app, 'GET', '/api/items/counts', { cookie: fresh.cookie })
    expect(counts.body.counts).toEqual({ total: 4, unlisted: 1, listed: 2, sold: 0, defective: 1 })
  })

  it('pages through a status list, newest first, without repeats or gaps', async () => {
    const fresh = await signedInUser(t.app)
    for (let n = 1; n <= 7; n++)
      await send(t.app, 'POST', '/api/items', {
        cookie: fresh.cookie,
        json: item(`PAGE-${n}`, { status: 'listed' }),
      })
    await send(t.app, 'POST', '/api/items', { cookie: fresh.cookie, json: item('PAGE-other') })
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = `/api/items?status=listed&limit=3${cursor ? `&cursor=${cursor}` : ''}`
      const page = await send(t.app, 'GET', query, { cookie: fresh.cookie })
      seen.push(...page.body.items.map((i: { sku: string }) => i.sku))
      cursor = page.body.nextCursor
    } while (cursor)
    expect(seen).toEqual(['PAGE-7', 'PAGE-6', 'PAGE-5', 'PAGE-4', 'PAGE-3', 'PAGE-2', 'PAGE-1'])
    const bad = await send(t.app, 'GET', '/api/items?cursor=garbage', { cookie: fresh.cookie })
    expect(bad.status).toBe(400)
  })
})

describe.each(ENGINES)('receipts, line items and expenses on %s', (engine) => {
  const t = useTestApp(engine)

  it('computes a line total from quantity and unit cost, never from input', async () => {
    const user = await signedInUser(t.app)
    const receipt = await send(t.app, 'POST', '/api/receipts', {
      cookie: user.cookie,
      json: { receiptNumber: 'GW-1', vendor: 'Goodwill', purchaseDate: '2026-11-01' },
    })
    const line = await send(t.app, 'POST', '/api/receipt-line-items', {
      cookie: user.cookie,
      json: {
        receiptId: receipt.body.receipt.id,
        description: 'Mugs',
        brand: 'Pfaltzgraff',
        quantity: 3,
        unitCost: 199,
      },
    })
    expect(line.body.lineItem).toMatchObject({ totalCost: 597, isConverted: false })
    const changed = await send(t.app, 'PATCH', `/api/receipt-line-items/${line.body.lineItem.id}`, {
      cookie: user.cookie,
      json: { quantity: 4 },
    })
    expect(changed.body.lineItem.totalCost).toBe(796)
    const forged = await send(t.app, 'POST', '/api/receipt-line-items', {
      cookie: user.cookie,
      json: {
        receiptId: receipt.body.receipt.id,
        description: 'Mugs',
        brand: 'X',
        quantity: 1,
        unitCost: 1,
        totalCost: 5,
      },
    })
    expect(forged.status).toBe(400)
  })

  it('deletes a receipt with its line items and keeps its items, unlinked', async () => {
    const user = await signedInUser(t.app)
    const receipt = await send(t.app, 'POST', '/api/receipts', {
      cookie: user.cookie,
      json: { receiptNumber: 'GW-2', vendor: 'Goodwill', purchaseDate: '2026-11-01' },
    })
    const receiptId = receipt.body.receipt.id
    const line = await send(t.app, 'POST', '/api/receipt-line-items', {
      cookie: user.cookie,
      json: { receiptId, description: 'Lamp', brand: 'Ikea', quantity: 1, unitCost: 500 },
    })
    const created = await send(t.app, 'POST', '/api/items', {
      cookie: user.cookie,
      json: item('R-ITEM', { receiptId }),
    })
    expect((await send(t.app, 'DELETE', `/api/receipts/${receiptId}`, { cookie: user.cookie })).status).toBe(
      204,
    )
    expect(
      (await send(t.app, 'GET', `/api/receipt-line-items/${line.body.lineItem.id}`, { cookie: user.cookie }))
        .status,
    ).toBe(404)
    const kept = await send(t.app, 'GET', `/api/items/${created.body.item.id}`, { cookie: user.cookie })
    expect(kept.body.item.receiptId).toBeNull()
  })

  it('refuses a second receipt number differing only in case, with the spec’s message', async () => {
    const user = await signedInUser(t.app)
    const json = { receiptNumber: 'abc-1', vendor: 'Goodwill', purchaseDate: '2026-11-01' }
    await send(t.app, 'POST', '/api/receipts', { cookie: user.cookie, json })
    const again = await send(t.app, 'POST', '/api/receipts', {
      cookie: user.cookie,
      json: { ...json, receiptNumber: 'ABC-1' },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      'A receipt with this number already exists. Receipt numbers must be unique.',
    )
  })

  it('refuses a second odometer reading on the same date', async () => {
    const user = await signedInUser(t.app)
    const json = { readingDate: '2026-11-01', odometerMiles: 12345.6 }
    expect(
      (await send(t.app, 'POST', '/api/odometer-readings', { cookie: user.cookie, json })).body.reading
        .odometerMiles,
    ).toBe(12345.6)
    const again = await send(t.app, 'POST', '/api/odometer-readings', {
      cookie: user.cookie,
      json: { ...json, odometerMiles: 12400 },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      'A reading for this date already exists. Each date can only have one reading.',
    )
  })

  it('requires a frequency for a recurring expense and clears it when recurring is turned off', async () => {
    const user = await signedInUser(t.app)
    const base = {
      vendor: 'Adobe',
      description: 'Lightroom',
      amount: 1199,
      date: '2026-11-01',
      category: 'software',
    }
    const missing = await send(t.app, 'POST', '/api/expenses', {
      cookie: user.cookie,
      json: { ...base, isRecurring: true },
    })
    expect(missing.body.error.fields.recurringFrequency).toBe('Frequency is required for recurring expenses')
    const created = await send(t.app, 'POST', '/api/expenses', {
      cookie: user.cookie,
      json: {
        ...base,
        isRecurring: true,
        recurringFrequency: 'monthly',
        tags: [' photo ', 'photo', '', 'apps'],
      },
    })
    expect(created.body.expense).toMatchObject({
      paymentMethod: 'Credit Card',
      recurringFrequency: 'monthly',
      tags: ['photo', 'apps'],
    })
    const id = created.body.expense.id
    const off = await send(t.app, 'PATCH', `/api/expenses/${id}`, {
      cookie: user.cookie,
      json: { isRecurring: false },
    })
    expect(off.body.expense).toMatchObject({ isRecurring: false, recurringFrequency: null })
    const on = await send(t.app, 'PATCH', `/api/expenses/${id}`, {
      cookie: user.cookie,
      json: { isRecurring: true },
    })
    expect(on.status).toBe(400)
  })
})
