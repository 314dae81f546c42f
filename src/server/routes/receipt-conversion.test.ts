import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { isGeneratedSku } from '../../domain/items/sku'
import { isAutoReceiptNumber } from '../../domain/receipts/receipt-number'
import {
  bodyOf,
  clientFor,
  errorOf,
  signedInUser,
  useTestApp,
  type Api,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { convertLineItems } from '../receipt-conversion'
import { newReceiptNumber } from '../db/queries/receipts'
import { inventoryItems, receipts } from '../db/schema'

describe.each(ENGINES)('receipt numbers, Quick Add and conversion on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let api: Api
  let other: Api
  let n = 0

  const newReceipt = async (
    fields: {
      receiptNumber?: string
      location?: string
      vendor?: string
      taxAmount?: string
      purchaseDate?: string
    } = {},
    client: Api = api,
  ) =>
    (
      await bodyOf(
        client.receipts.$post({
          json: { receiptNumber: `R-${(n += 1)}`, vendor: 'Goodwill', purchaseDate: '2026-11-01', ...fields },
        }),
      )
    ).receipt
  const addLines = async (
    receiptId: string,
    lines: { description: string; brand?: string; quantity: string; unitCost: string }[],
    client: Api = api,
  ) =>
    (
      await bodyOf(
        client['receipt-line-items'].bulk.$post({
          json: { receiptId, lineItems: lines.map((line) => ({ brand: 'Levi', ...line })) },
        }),
      )
    ).lineItems
  const itemsOf = async (receiptId: string, client: Api = api) =>
    (await bodyOf(client.receipts[':id'].items.$get({ param: { id: receiptId }, query: {} }))).rows
  const linesOf = async (receiptId: string) =>
    (await bodyOf(api['receipt-line-items'].$get({ query: { receiptId } }))).rows
  const unconverted = async (client: Api = api) =>
    (await bodyOf(client.receipts.unconverted.$get())).unconverted

  beforeAll(async () => {
    user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  describe('a generated receipt number', () => {
    it('is made of the location prefix, the purchase date and the time, or RCPT without a location', async () => {
      const withLocation = await bodyOf(
        api.receipts['new-number'].$get({
          query: { purchaseDate: '2026-11-20', location: 'Goodwill Eastside' },
        }),
      )
      expect(withLocation.receiptNumber).toMatch(/^GOODWI-20261120-\d{6}$/)
      const without = await bodyOf(api.receipts['new-number'].$get({ query: { purchaseDate: '2026-11-20' } }))
      expect(without.receiptNumber).toMatch(/^RCPT-20261120-\d{6}$/)
      expect(isAutoReceiptNumber(without.receiptNumber)).toBe(true)
    })

    it('needs a real purchase date', async () => {
      expect(
        await errorOf(api.receipts['new-number'].$get({ query: { purchaseDate: '2026-02-30' } })),
      ).toMatchObject({ status: 400, fields: { purchaseDate: 'Purchase date is required' } })
    })

    it('takes -A1, -A2 past the numbers the user has, case-insensitively, and ignores other users', async () => {
      const now = new Date('2026-11-22T15:04:05Z')
      const input = { purchaseDate: '2026-11-20', location: 'T', now, timeZone: 'UTC' }
      expect(await newReceiptNumber(t.db, user.id, input)).toBe('TXX-20261120-150405')
      await newReceipt({ receiptNumber: 'txx-20261120-150405' }, other)
      expect(await newReceiptNumber(t.db, user.id, input)).toBe('TXX-20261120-150405')
      await newReceipt({ receiptNumber: 'txx-20261120-150405' })
      expect(await newReceiptNumber(t.db, user.id, input)).toBe('TXX-20261120-150405-A1')
      await newReceipt({ receiptNumber: 'TXX-20261120-150405-A1' })
      expect(await newReceiptNumber(t.db, user.id, input)).toBe('TXX-20261120-150405-A2')
    })
  })

  describe('Quick Add Save All', () => {
    it('saves every row with its total in one request', async () => {
      const receipt = await newReceipt()
      const lineItems = await addLines(receipt.id, [
        { description: 'Jeans', quantity: '2', unitCost: '4.99' },
        { description: 'Coat', brand: 'Patagonia', quantity: '1', unitCost: '12' },
      ])
      expect(
        lineItems.map((line) => [line.description, line.quantity, line.unitCost, line.totalCost]),
      ).toEqual([
        ['Jeans', 2, 499, 998],
        ['Coat', 1, 1200, 1200],
      ])
      expect(await linesOf(receipt.id)).toHaveLength(2)
    })

    it('saves nothing when one row is refused', async () => {
      const receipt = await newReceipt()
      const refused = await errorOf(
        api['receipt-line-items'].bulk.$post({
          json: {
            receiptId: receipt.id,
            lineItems: [
              { description: 'Jeans', brand: 'Levi', quantity: '1', unitCost: '1' },
              { description: 'Hat', brand: '', quantity: '1', unitCost: '1' },
            ],
          },
        }),
      )
      expect(refused).toMatchObject({ status: 400, fields: { 'lineItems.1.brand': 'Brand is required' } })
      expect(await linesOf(receipt.id)).toEqual([])
    })

    it("refuses another user's receipt and an empty save", async () => {
      const theirs = await newReceipt({}, other)
      expect(
        await errorOf(
          api['receipt-line-items'].bulk.$post({
            json: {
              receiptId: theirs.id,
              lineItems: [{ description: 'A', brand: 'B', quantity: '1', unitCost: '1' }],
            },
          }),
        ),
      ).toMatchObject({ status: 400, fields: { receiptId: 'The chosen receipt does not exist' } })
      expect(
        await errorOf(
          api['receipt-line-items'].bulk.$post({ json: { receiptId: theirs.id, lineItems: [] } }),
        ),
      ).toMatchObject({
        status: 400,
        fields: { lineItems: 'Please fill in all required fields for at least one item.' },
      })
    })
  })

  describe('converting a line item', () => {
    it('makes one unlisted item per unit, numbered (n of q), and marks the line item converted', async () => {
      const receipt = await newReceipt({ location: 'Goodwill Eastside', purchaseDate: '2026-10-03' })
      const [jeans] = await addLines(receipt.id, [{ description: 'Jeans', quantity: '2', unitCost: '4.99' }])
      if (!jeans) throw new Error('no line item')
      const { conversion } = await bodyOf(
        api['receipt-line-items'][':id'].convert.$post({ param: { id: jeans.id }, json: {} }),
      )
      expect(conversion).toEqual({ lineItemCount: 1, itemCount: 2 })
      const items = await itemsOf(receipt.id)
      expect(items.map((item) => item.description).sort()).toEqual(['Jeans (1 of 2)', 'Jeans (2 of 2)'])
      for (const item of items) {
        expect(item).toMatchObject({
          brand: 'Levi',
          costOfGoods: 499,
          purchaseLocation: 'Goodwill Eastside',
          purchaseDate: '2026-10-03',
          status: 'unlisted',
          salePrice: 0,
          salesTax: 0.0663,
          postageCharged: 0,
          postageCost: 0,
          generalFees: 0,
          promoFees: 0,
          soldDate: null,
          receiptId: receipt.id,
        })
        expect(isGeneratedSku(item.sku)).toBe(true)
      }
      expect(new Set(items.map((item) => item.sku.toLowerCase())).size).toBe(2)
      // Like every writer of items, the brand and location they name join the user's lists.
      const brands = await bodyOf(api.brands.$get({ query: { q: 'Levi' } }))
      expect(brands.rows.map((brand) => brand.name)).toContain('Levi')
      expect((await linesOf(receipt.id))[0]?.isConverted).toBe(true)
      expect(
        await errorOf(api['receipt-line-items'][':id'].convert.$post({ param: { id: jeans.id }, json: {} })),
      ).toMatchObject({ status: 409, message: 'This line item is already converted' })
      expect(await itemsOf(receipt.id)).toHaveLength(2)
    })

    it("answers 404 for another user's line item and converts nothing", async () => {
      const theirs = await newReceipt({}, other)
      const [line] = await addLines(theirs.id, [{ description: 'Hat', quantity: '1', unitCost: '1' }], other)
      if (!line) throw new Error('no line item')
      expect(
        await errorOf(api['receipt-line-items'][':id'].convert.$post({ param: { id: line.id }, json: {} })),
      ).toMatchObject({ status: 404 })
      expect(await itemsOf(theirs.id, other)).toEqual([])
    })

    it.each([
      ['the receipt location', { location: '  Outlet Mall ' }, ['Outlet Mall'], 'Outlet Mall'],
      ["the vendor's purchase location", { vendor: 'Thrift Town' }, [' THRIFT TOWN '], 'THRIFT TOWN'],
      ['the vendor name', { vendor: 'Estate Sale Co' }, ['Elsewhere'], 'Estate Sale Co'],
    ])('takes its purchase location from %s', async (_, receiptFields, locations, expected) => {
      for (const name of locations) await bodyOf(api['purchase-locations'].$post({ json: { name } }))
      const receipt = await newReceipt(receiptFields)
      const [line] = await addLines(receipt.id, [{ description: 'Lamp', quantity: '1', unitCost: '3' }])
      if (!line) throw new Error('no line item')
      await bodyOf(api['receipt-line-items'][':id'].convert.$post({ param: { id: line.id }, json: {} }))
      const [item] = await itemsOf(receipt.id)
      expect(item?.purchaseLocation).toBe(expected)
      expect(item?.description).toBe('Lamp')
    })
  })

  describe('Convert All', () => {
    it("converts a receipt's unconverted line items only", async () => {
      const receipt = await newReceipt()
      const [first] = await addLines(receipt.id, [{ description: 'Mug', quantity: '1', unitCost: '1' }])
      if (!first) throw new Error('no line item')
      await bodyOf(api['receipt-line-items'][':id'].convert.$post({ param: { id: first.id }, json: {} }))
      await addLines(receipt.id, [
        { description: 'Plate', quantity: '3', unitCost: '2' },
        { description: 'Bowl', quantity: '1', unitCost: '2' },
      ])
      const { conversion } = await bodyOf(
        api.receipts[':id'].convert.$post({ param: { id: receipt.id }, json: {} }),
      )
      expect(conversion).toEqual({ lineItemCount: 2, itemCount: 4 })
      const descriptions = (await itemsOf(receipt.id)).map((item) => item.description).sort()
      expect(descriptions).toEqual(['Bowl', 'Mug', 'Plate (1 of 3)', 'Plate (2 of 3)', 'Plate (3 of 3)'])
      expect((await linesOf(receipt.id)).every((line) => line.isConverted)).toBe(true)
    })

    it("converts all of the user's unconverted line items, and none of another user's", async () => {
      const theirs = await newReceipt({}, other)
      await addLines(theirs.id, [{ description: 'Theirs', quantity: '2', unitCost: '1' }], other)
      const a = await newReceipt()
      const b = await newReceipt()
      await addLines(a.id, [{ description: 'A', quantity: '2', unitCost: '1' }])
      await addLines(b.id, [{ description: 'B', quantity: '3', unitCost: '1' }])
      const before = await unconverted()
      const theirsBefore = await unconverted(other)
      expect(before.lineItemCount).toBeGreaterThanOrEqual(2)
      const { conversion } = await bodyOf(api.receipts['convert-all'].$post({ json: {} }))
      expect(conversion.lineItemCount).toBe(before.lineItemCount)
      expect(conversion.itemCount).toBe(before.unitCount)
      expect(await unconverted()).toEqual({ lineItemCount: 0, unitCount: 0 })
      expect(await unconverted(other)).toEqual(theirsBefore)
      expect(theirsBefore.unitCount).toBeGreaterThanOrEqual(2)
      expect(await itemsOf(b.id)).toHaveLength(3)
      expect(await bodyOf(api.receipts['convert-all'].$post({ json: {} }))).toEqual({
        conversion: { lineItemCount: 0, itemCount: 0 },
      })
    })

    it('changes nothing when one item cannot be saved', async () => {
      await bodyOf(api.receipts['convert-all'].$post({ json: {} }))
      const receipt = await newReceipt()
      await addLines(receipt.id, [
        { description: 'Good', quantity: '2', unitCost: '1' },
        { description: 'Refused by the database', quantity: '1', unitCost: '1' },
      ])
      await t.db.execute(
        sql`alter table inventory_items add constraint test_refuse check (description <> 'Refused by the database')`,
      )
      try {
        const failed = await api.receipts[':id'].convert.$post({ param: { id: receipt.id }, json: {} })
        expect(failed.status).toBe(400)
      } finally {
        await t.db.execute(sql`alter table inventory_items drop constraint test_refuse`)
      }
      expect(await itemsOf(receipt.id)).toEqual([])
      expect((await linesOf(receipt.id)).some((line) => line.isConverted)).toBe(false)
      expect((await unconverted()).unitCount).toBe(3)
    })

    it('converts each line item once when two conversions race', async () => {
      await bodyOf(api.receipts['convert-all'].$post({ json: {} }))
      const receipt = await newReceipt()
      await addLines(receipt.id, [{ description: 'Race', quantity: '5', unitCost: '1' }])
      await Promise.all([
        bodyOf(api.receipts['convert-all'].$post({ json: {} })),
        bodyOf(api.receipts[':id'].convert.$post({ param: { id: receipt.id }, json: {} })),
      ])
      expect(await itemsOf(receipt.id)).toHaveLength(5)
    })

    it("answers 404 for another user's receipt", async () => {
      const theirs = await newReceipt({}, other)
      expect(
        await errorOf(api.receipts[':id'].convert.$post({ param: { id: theirs.id }, json: {} })),
      ).toMatchObject({ status: 404 })
    })
  })

  describe('the tax spread over the items cost', () => {
    it('is off by default', async () => {
      const receipt = await newReceipt({ taxAmount: '1.00' })
      await addLines(receipt.id, [{ description: 'Jeans', quantity: '2', unitCost: '4.99' }])
      await bodyOf(api.receipts[':id'].convert.$post({ param: { id: receipt.id }, json: {} }))
      expect((await itemsOf(receipt.id)).map((item) => item.costOfGoods)).toEqual([499, 499])
    })

    it('adds up to the tax exactly, the same whether converted line by line or all at once', async () => {
      const lines = [
        { description: 'Jeans', quantity: '3', unitCost: '3.33' },
        { description: 'Pin', quantity: '1', unitCost: '0.01' },
        { description: 'Coat', quantity: '2', unitCost: '12.50' },
      ]
      const oneByOne = await newReceipt({ taxAmount: '1.99' })
      const lineItems = await addLines(oneByOne.id, lines)
      for (const line of [...lineItems].reverse())
        await bodyOf(
          api['receipt-line-items'][':id'].convert.$post({
            param: { id: line.id },
            json: { allocateTax: true },
          }),
        )
      const atOnce = await newReceipt({ taxAmount: '1.99' })
      await addLines(atOnce.id, lines)
      await bodyOf(
        api.receipts[':id'].convert.$post({ param: { id: atOnce.id }, json: { allocateTax: true } }),
      )

      const costs = async (receiptId: string) =>
        (await itemsOf(receiptId)).map((item) => [item.description, item.costOfGoods] as const).sort()
      const spread = await costs(atOnce.id)
      expect(spread).toEqual(await costs(oneByOne.id))
      const base = { Jeans: 333, Pin: 1, Coat: 1250 }
      const tax = spread.reduce(
        (sum, [description, cost]) =>
          sum + cost - (base[description.split(' ')[0] as keyof typeof base] ?? Number.NaN),
        0,
      )
      expect(tax).toBe(199)
      expect(spread).toContainEqual(['Coat (1 of 2)', 1250 + 71])
    })
  })

  describe('deleting a receipt', () => {
    it('counts and then removes its line items and unlinks its items, together', async () => {
      const receipt = await newReceipt()
      await addLines(receipt.id, [
        { description: 'Kept', quantity: '2', unitCost: '1' },
        { description: 'Line', quantity: '1', unitCost: '1' },
      ])
      const [kept] = await linesOf(receipt.id).then((rows) =>
        rows.filter((row) => row.description === 'Kept'),
      )
      if (!kept) throw new Error('no line item')
      await bodyOf(api['receipt-line-items'][':id'].convert.$post({ param: { id: kept.id }, json: {} }))
      const { links } = await bodyOf(api.receipts[':id'].links.$get({ param: { id: receipt.id } }))
      expect(links).toEqual({ itemCount: 2, lineItemCount: 2 })
      const deleted = await api.receipts[':id'].$delete({ param: { id: receipt.id } })
      expect(deleted.status).toBe(204)
      expect(await linesOf(receipt.id)).toEqual([])
      const items = await t.db
        .select({ receiptId: inventoryItems.receiptId })
        .from(inventoryItems)
        .where(sql`${inventoryItems.description} like 'Kept (%'`)
      expect(items).toEqual([{ receiptId: null }, { receiptId: null }])
      expect(await t.db.$count(receipts, eq(receipts.id, receipt.id))).toBe(0)
    })
  })

  it('makes 1,000 items in one conversion with unique SKUs', async () => {
    await bodyOf(api.receipts['convert-all'].$post({ json: {} }))
    const receipt = await newReceipt()
    await addLines(receipt.id, [{ description: 'Bulk', quantity: '1000', unitCost: '0.25' }])
    const result = await convertLineItems(
      t.db,
      user.id,
      { receiptId: receipt.id },
      {
        allocateTax: false,
        now: new Date('2026-11-22T15:04:05.007Z'),
        timeZone: 'UTC',
        random: () => 0,
      },
    )
    expect(result).toEqual({ lineItemCount: 1, itemCount: 1000 })
    const skus = await t.db
      .select({ sku: inventoryItems.sku })
      .from(inventoryItems)
      .where(eq(inventoryItems.receiptId, receipt.id))
    expect(new Set(skus.map((row) => row.sku)).size).toBe(1000)
    expect(skus.every((row) => isGeneratedSku(row.sku))).toBe(true)
  })
})
