import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../tests/helpers/app'
import { ENGINES } from '../../tests/helpers/database'
import { RECEIPT_NUMBER_MESSAGES } from '../domain/receipts/receipt-number'

describe.each(ENGINES)('vendors named on receipts and expenses on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let other: Api
  let n = 0

  /** The user's vendors whose names hold `text`, active or not: name and whether active. */
  const vendorsNamed = async (client: Api, text: string) =>
    (await bodyOf(client.vendors.$get({ query: { q: text, status: 'all' } }))).rows.map((vendor) => ({
      name: vendor.name,
      isActive: vendor.isActive,
    }))
  const receipt = (vendor: string, receiptNumber = `R-${(n += 1)}`) => ({
    receiptNumber,
    vendor,
    purchaseDate: '2026-11-01',
  })
  const expense = (vendor: string) => ({
    vendor,
    description: 'Bubble mailers',
    amount: '12.50',
    date: '2026-11-01',
  })

  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  it('creates an active vendor, trimmed, once, for a receipt from a new shop', async () => {
    const first = await bodyOf(api.receipts.$post({ json: receipt('  Corner Thrift  ') }))
    expect(first.receipt.vendor).toBe('Corner Thrift')
    expect(await vendorsNamed(api, 'corner thrift')).toEqual([{ name: 'Corner Thrift', isActive: true }])

    // The same name in another case names the same vendor; the receipt keeps the text as typed.
    const second = await bodyOf(api.receipts.$post({ json: receipt('CORNER THRIFT') }))
    expect(second.receipt.vendor).toBe('CORNER THRIFT')
    expect(await vendorsNamed(api, 'corner thrift')).toEqual([{ name: 'Corner Thrift', isActive: true }])
  })

  it('creates an active vendor once for an expense from a new vendor, and reuses it whatever the case', async () => {
    await bodyOf(api.expenses.$post({ json: expense('Packing Depot') }))
    await bodyOf(api.expenses.$post({ json: expense('packing depot') }))
    await bodyOf(api.receipts.$post({ json: receipt('PACKING DEPOT') }))
    expect(await vendorsNamed(api, 'packing depot')).toEqual([{ name: 'Packing Depot', isActive: true }])
    // The vendor's spending counts both expenses (matched by name, case-insensitively).
    const [row] = (await bodyOf(api.vendors.$get({ query: { q: 'packing depot' } }))).rows
    expect(row).toMatchObject({ totalSpent: 2500, expenseCount: 2 })
  })

  it('leaves an inactive vendor of that name inactive and creates no other', async () => {
    await bodyOf(api.vendors.$post({ json: { name: 'Old Supplier', isActive: false } }))
    await bodyOf(api.expenses.$post({ json: expense('old supplier') }))
    await bodyOf(api.receipts.$post({ json: receipt('OLD SUPPLIER') }))
    expect(await vendorsNamed(api, 'old supplier')).toEqual([{ name: 'Old Supplier', isActive: false }])
  })

  it('creates no vendor when the receipt is refused: a duplicate number rolls the vendor back too', async () => {
    await bodyOf(api.receipts.$post({ json: receipt('Goodwill', 'DUP-1') }))
    expect(await errorOf(api.receipts.$post({ json: receipt('Brand New Shop', 'dup-1') }))).toMatchObject({
      status: 409,
      fields: { receiptNumber: RECEIPT_NUMBER_MESSAGES.taken },
    })
    expect(await vendorsNamed(api, 'brand new shop')).toEqual([])

    // A change to a duplicate number, naming a new vendor, is refused whole as well.
    const { receipt: saved } = await bodyOf(api.receipts.$post({ json: receipt('Goodwill', 'DUP-2') }))
    const change = api.receipts[':id'].$patch({
      param: { id: saved.id },
      json: { receiptNumber: 'DUP-1', vendor: 'Another New Shop' },
    })
    expect(await errorOf(change)).toMatchObject({ status: 409 })
    expect(await vendorsNamed(api, 'another new shop')).toEqual([])
  })

  it('creates no vendor for an expense the server refuses', async () => {
    const refused = api.expenses.$post({ json: { ...expense('Refused Vendor'), isRecurring: true } })
    expect(await errorOf(refused)).toMatchObject({ status: 400 })
    expect(await vendorsNamed(api, 'refused vendor')).toEqual([])
  })

  it('creates the vendor a change names, and none for a change to another user’s row', async () => {
    const { receipt: saved } = await bodyOf(api.receipts.$post({ json: receipt('Goodwill') }))
    await bodyOf(api.receipts[':id'].$patch({ param: { id: saved.id }, json: { vendor: 'Estate Sale Co' } }))
    expect(await vendorsNamed(api, 'estate sale co')).toEqual([{ name: 'Estate Sale Co', isActive: true }])

    const { expense: spent } = await bodyOf(api.expenses.$post({ json: expense('Uline') }))
    await bodyOf(api.expenses[':id'].$patch({ param: { id: spent.id }, json: { vendor: 'Pirate Ship' } }))
    expect(await vendorsNamed(api, 'pirate ship')).toEqual([{ name: 'Pirate Ship', isActive: true }])

    // A change that does not name the vendor creates nothing; neither does one to another user's receipt.
    const notMine = other.receipts[':id'].$patch({ param: { id: saved.id }, json: { vendor: 'Sneaky Shop' } })
    expect(await errorOf(notMine)).toMatchObject({ status: 404 })
    expect(await vendorsNamed(other, 'sneaky shop')).toEqual([])
    expect(await vendorsNamed(api, 'sneaky shop')).toEqual([])
    const notMineExpense = other.expenses[':id'].$patch({
      param: { id: spent.id },
      json: { vendor: 'Sneaky Shop' },
    })
    expect(await errorOf(notMineExpense)).toMatchObject({ status: 404 })
    expect(await vendorsNamed(other, 'sneaky shop')).toEqual([])
  })

  it('creates the vendor for its own user only: another user’s vendor of that name does not count', async () => {
    await bodyOf(other.vendors.$post({ json: { name: 'Shared Name Thrift' } }))
    await bodyOf(api.receipts.$post({ json: receipt('shared name thrift') }))
    expect(await vendorsNamed(api, 'shared name thrift')).toEqual([
      { name: 'shared name thrift', isActive: true },
    ])
    expect(await vendorsNamed(other, 'shared name thrift')).toEqual([
      { name: 'Shared Name Thrift', isActive: true },
    ])
    // A second user's expense names their own vendor, and creates none for the first user.
    await bodyOf(other.expenses.$post({ json: expense('Only Theirs') }))
    expect(await vendorsNamed(other, 'only theirs')).toEqual([{ name: 'Only Theirs', isActive: true }])
    expect(await vendorsNamed(api, 'only theirs')).toEqual([])
  })
})
