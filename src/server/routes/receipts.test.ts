import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  bodyOf,
  clientFor,
  errorIn,
  errorOf,
  send,
  signedInUser,
  useTestApp,
  type Api,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { inventoryItems } from '../db/schema'

const NO_SUCH_RECEIPT = { receiptId: 'The chosen receipt does not exist' }

describe.each(ENGINES)('receipts and their line items on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let api: Api
  let other: Api
  let n = 0
  const newReceipt = async (client: Api) =>
    (
      await bodyOf(
        client.receipts.$post({
          json: { receiptNumber: `GW-${(n += 1)}`, vendor: 'Goodwill', purchaseDate: '2026-11-01' },
        }),
      )
    ).receipt
  const lineItems = async (receiptId?: string) =>
    (await bodyOf(api['receipt-line-items'].$get({ query: receiptId ? { receiptId } : {} }))).rows

  beforeAll(async () => {
    user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  it('computes a line total from quantity and unit cost, never from input', async () => {
    const receipt = await newReceipt(api)
    const { lineItem } = await bodyOf(
      api['receipt-line-items'].$post({
        json: {
          receiptId: receipt.id,
          description: 'Mugs',
          brand: 'Pfaltzgraff',
          quantity: '3',
          unitCost: '1.99',
        },
      }),
    )
    expect(lineItem).toMatchObject({ quantity: 3, unitCost: 199, totalCost: 597, isConverted: false })
    const changed = await bodyOf(
      api['receipt-line-items'][':id'].$patch({ param: { id: lineItem.id }, json: { quantity: 4 } }),
    )
    expect(changed.lineItem.totalCost).toBe(796)
    // A total is not an input at all: only a raw request can send one.
    const forged = await send(t.app, 'POST', '/api/receipt-line-items', {
      cookie: user.cookie,
      json: {
        receiptId: receipt.id,
        description: 'Mugs',
        brand: 'X',
        quantity: 1,
        unitCost: 1,
        totalCost: 5,
      },
    })
    expect(forged.status).toBe(400)
    expect(errorIn(forged.body).fields).toEqual({ _: 'Unknown field: totalCost' })
  })

  it('adds up all of a receipt’s line items, past a page of them, to the cent, and only the user’s', async () => {
    const receipt = await newReceipt(api)
    const sum = async (client = api, id = receipt.id) =>
      client.receipts[':id']['line-item-sum'].$get({ param: { id } })
    expect((await bodyOf(sum())).lineItems).toEqual({ count: 0, totalCost: 0 })
    // 60 lines, more than the detail's first page: 3 x $0.01 .. 3 x $0.60, plus one of $9,999,999.99.
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Line ${index}`,
      brand: 'Pfaltzgraff',
      quantity: 3,
      unitCost: index + 1,
    }))
    await bodyOf(api['receipt-line-items'].bulk.$post({ json: { receiptId: receipt.id, lineItems: lines } }))
    await bodyOf(
      api['receipt-line-items'].$post({
        json: { receiptId: receipt.id, description: 'Big', brand: 'X', quantity: 1, unitCost: 999_999_999 },
      }),
    )
    await bodyOf(
      api['receipt-line-items'].$post({
        json: {
          receiptId: (await newReceipt(api)).id,
          description: 'Elsewhere',
          brand: 'X',
          quantity: 1,
          unitCost: 7,
        },
      }),
    )
    expect((await bodyOf(sum())).lineItems).toEqual({ count: 61, totalCost: 3 * 1830 + 999_999_999 })
    expect(await errorOf(sum(other))).toMatchObject({ status: 404, message: 'Receipt not found' })
  })

  it('takes money and miles as a form types them', async () => {
    const json = { receiptNumber: 'TYPED-1', vendor: 'Goodwill', purchaseDate: '2026-11-01' }
    const { receipt } = await bodyOf(
      api.receipts.$post({
        json: { ...json, totalAmount: '$45.50', taxAmount: '3', travelDistance: '12.5' },
      }),
    )
    expect(receipt).toMatchObject({ totalAmount: 4550, taxAmount: 300, travelDistance: 12.5 })
    const refused = api.receipts.$post({
      json: { ...json, receiptNumber: 'TYPED-2', travelDistance: '1.25' },
    })
    expect(await errorOf(refused)).toMatchObject({
      status: 400,
      fields: { travelDistance: 'Use at most one decimal place' },
    })
  })

  it('refuses a change that would make a line total too large for the money column', async () => {
    const receipt = await newReceipt(api)
    const { lineItem } = await bodyOf(
      api['receipt-line-items'].$post({
        json: {
          receiptId: receipt.id,
          description: 'Gold',
          brand: 'Mint',
          quantity: 1,
          unitCost: 999_999_999,
        },
      }),
    )
    const patch = api['receipt-line-items'][':id'].$patch({
      param: { id: lineItem.id },
      json: { quantity: 10_000 },
    })
    expect(await errorOf(patch)).toMatchObject({
      status: 400,
      fields: { unitCost: 'Quantity x unit cost is too large' },
    })
    expect((await lineItems(receipt.id)).map((line) => line.quantity)).toEqual([1])
  })

  it('links an item or a line item only to the user’s own receipts, and stores nothing otherwise', async () => {
    const theirs = await newReceipt(other)
    const missing = '4b0e2a43-1c5b-4a0c-9a5e-3f1d2c3b4a59'
    const before = (await bodyOf(api.items.counts.$get())).counts.total
    for (const receiptId of [theirs.id, missing]) {
      const item = api.items.$post({
        json: { sku: `LINK-${receiptId}`, brand: 'B', description: 'D', receiptId },
      })
      expect(await errorOf(item)).toMatchObject({ status: 400, fields: NO_SUCH_RECEIPT })
      const line = api['receipt-line-items'].$post({
        json: { receiptId, description: 'D', brand: 'B', quantity: 1, unitCost: 100 },
      })
      expect(await errorOf(line)).toMatchObject({ status: 400, fields: NO_SUCH_RECEIPT })
    }
    expect((await bodyOf(api.items.counts.$get())).counts.total).toBe(before)
    expect(await lineItems(theirs.id)).toEqual([])
    expect((await bodyOf(other.receipts[':id'].links.$get({ param: { id: theirs.id } }))).links).toEqual({
      itemCount: 0,
      lineItemCount: 0,
    })

    // A line item never moves to another receipt: the change has no such field.
    const { lineItem } = await bodyOf(
      api['receipt-line-items'].$post({
        json: {
          receiptId: (await newReceipt(api)).id,
          description: 'D',
          brand: 'B',
          quantity: 1,
          unitCost: 100,
        },
      }),
    )
    const moved = await send(t.app, 'PATCH', `/api/receipt-line-items/${lineItem.id}`, {
      cookie: user.cookie,
      json: { receiptId: theirs.id },
    })
    expect(moved.status).toBe(400)
    expect(errorIn(moved.body).fields).toEqual({ _: 'Unknown field: receiptId' })
    expect(await lineItems(theirs.id)).toEqual([])

    const mine = await newReceipt(api)
    const { item } = await bodyOf(
      api.items.$post({ json: { sku: 'LINK-MINE', brand: 'B', description: 'D', receiptId: mine.id } }),
    )
    expect(item.receiptId).toBe(mine.id)
    const relink = api.items[':id'].$patch({ param: { id: item.id }, json: { receiptId: theirs.id } })
    expect(await errorOf(relink)).toMatchObject({ status: 400, fields: NO_SUCH_RECEIPT })
    expect((await bodyOf(api.items[':id'].$get({ param: { id: item.id } }))).item.receiptId).toBe(mine.id)
  })

  it('counts what a delete touches, then deletes the receipt with its line items and keeps its items, unlinked', async () => {
    const receipt = await newReceipt(api)
    const param = { id: receipt.id }
    for (const description of ['Lamp', 'Shade'])
      await bodyOf(
        api['receipt-line-items'].$post({
          json: { receiptId: receipt.id, description, brand: 'Ikea', quantity: 1, unitCost: 500 },
        }),
      )
    const kept = []
    for (const sku of ['R-ITEM-1', 'R-ITEM-2', 'R-ITEM-3'])
      kept.push(
        (
          await bodyOf(
            api.items.$post({ json: { sku, brand: 'Ikea', description: 'Lamp', receiptId: receipt.id } }),
          )
        ).item,
      )
    expect((await bodyOf(api.receipts[':id'].links.$get({ param }))).links).toEqual({
      itemCount: 3,
      lineItemCount: 2,
    })
    expect(await errorOf(other.receipts[':id'].links.$get({ param }))).toMatchObject({ status: 404 })

    expect((await api.receipts[':id'].$delete({ param })).status).toBe(204)
    expect(await lineItems(receipt.id)).toEqual([])
    for (const before of kept) {
      const after = (await bodyOf(api.items[':id'].$get({ param: { id: before.id } }))).item
      expect(after).toEqual({ ...before, receiptId: null })
      const [owner] = await t.db
        .select({ userId: inventoryItems.userId })
        .from(inventoryItems)
        .where(eq(inventoryItems.id, before.id))
      expect(owner?.userId).toBe(user.id)
    }
    expect(await errorOf(api.receipts[':id'].links.$get({ param }))).toMatchObject({ status: 404 })
  })
})
