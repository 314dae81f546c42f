import { beforeAll, describe, expect, it } from 'vitest'

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
import { localDate } from '../../domain/dates'
import { inventoryItems } from '../db/schema'

/** A new item as the client sends it: text or numbers for money, as a form or a script would. */
type NewItemInput = Parameters<Api['items']['$post']>[0]['json']

const item = (sku: string, extra: Partial<NewItemInput> = {}): NewItemInput => ({
  sku,
  brand: 'Levi',
  description: 'Jeans',
  ...extra,
})

describe.each(ENGINES)('items on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let api: Api
  const post = async (json: NewItemInput) => (await bodyOf(api.items.$post({ json }))).item
  const patch = async (id: string, json: Parameters<Api['items'][':id']['$patch']>[0]['json']) =>
    (await bodyOf(api.items[':id'].$patch({ param: { id }, json }))).item

  beforeAll(async () => {
    user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    // UTC+14: its today is often not UTC's, so a sold date of the server's today would show.
    await bodyOf(api.settings.$patch({ json: { timeZone: 'Pacific/Kiritimati' } }))
  })
  const today = () => localDate(new Date(), 'Pacific/Kiritimati')

  it('stores money in cents exactly and applies the spec’s defaults', async () => {
    expect(await post(item('CENTS-1', { costOfGoods: 30, salePrice: 123456789 }))).toMatchObject({
      costOfGoods: 30,
      salePrice: 123456789,
      salesTax: 0.0663,
      status: 'unlisted',
      postageCharged: 0,
      soldDate: null,
      receiptId: null,
    })
  })

  it('takes money, rates and dates as a form types them', async () => {
    const created = await post(
      item('TYPED-1', { costOfGoods: '$1,234.50', postageCost: ' 4.5 ', salesTax: '0.07', promoFees: '' }),
    )
    expect(created).toMatchObject({ costOfGoods: 123450, postageCost: 450, salesTax: 0.07, promoFees: 0 })
    expect(await errorOf(api.items.$post({ json: item('TYPED-2', { salePrice: '12.345' }) }))).toMatchObject({
      status: 400,
      fields: { salePrice: 'Use at most two decimal places' },
    })
  })

  it('sets the sold date to the user’s own today when an item becomes sold without one, and clears it when it stops being sold', async () => {
    const created = await post(item('STATUS-1', { status: 'listed' }))
    expect((await patch(created.id, { status: 'sold' })).soldDate).toBe(today())
    expect(await patch(created.id, { status: 'listed' })).toMatchObject({ status: 'listed', soldDate: null })
    expect((await patch(created.id, { status: 'sold', soldDate: '2026-03-04' })).soldDate).toBe('2026-03-04')
    // A later change to sold with no date keeps the item's own date.
    expect((await patch(created.id, { status: 'sold' })).soldDate).toBe('2026-03-04')
    expect(await patch(created.id, { status: 'defective' })).toMatchObject({
      status: 'defective',
      soldDate: null,
    })
  })

  it('creates a sold item with the user’s today as its sold date, and drops a sold date given to an unsold item', async () => {
    expect((await post(item('STATUS-2', { status: 'sold' }))).soldDate).toBe(today())
    expect((await post(item('STATUS-3', { status: 'listed', soldDate: '2026-01-01' }))).soldDate).toBeNull()
  })

  it('marks a listed item sold with the sale figures and the given date in one change', async () => {
    const created = await post(item('SELL-1', { costOfGoods: 500, status: 'listed' }))
    const sold = await bodyOf(
      api.items[':id'].sell.$post({
        param: { id: created.id },
        json: {
          salePrice: '25.00',
          soldDate: '2026-11-20',
          postageCharged: 500,
          postageCost: '4.50',
          generalFees: 330,
          promoFees: 0,
        },
      }),
    )
    expect(sold.item).toMatchObject({
      status: 'sold',
      soldDate: '2026-11-20',
      salePrice: 2500,
      postageCost: 450,
      costOfGoods: 500,
    })
    const missing = api.items[':id'].sell.$post({
      param: { id: created.id },
      json: { salePrice: 100, soldDate: '' },
    })
    expect(await errorOf(missing)).toMatchObject({
      status: 400,
      fields: { soldDate: 'Sold date is required' },
    })
  })

  it('answers 404 to selling another user’s item, and leaves it as it was', async () => {
    const theirs = await post(item('SELL-THEIRS', { status: 'listed' }))
    const other = clientFor(t.app, (await signedInUser(t.app)).cookie)
    const sell = other.items[':id'].sell.$post({
      param: { id: theirs.id },
      json: { salePrice: 100, soldDate: '2026-11-20' },
    })
    expect(await errorOf(sell)).toMatchObject({ status: 404, code: 'not_found', message: 'Item not found' })
    expect((await bodyOf(api.items[':id'].$get({ param: { id: theirs.id } }))).item).toEqual(theirs)
  })

  it('adds no brand or location for a change refused as not found', async () => {
    const theirs = await post(item('NAMES-THEIRS'))
    const other = clientFor(t.app, (await signedInUser(t.app)).cookie)
    const names = { brand: 'Refused Brand', purchaseLocation: 'Refused Location' }
    for (const id of [theirs.id, crypto.randomUUID()])
      expect(await errorOf(other.items[':id'].$patch({ param: { id }, json: names }))).toMatchObject({
        status: 404,
      })
    for (const owner of [api, other]) {
      expect((await bodyOf(owner.brands.$get({ query: { q: 'Refused' } }))).rows).toEqual([])
      const locations = owner['purchase-locations'].$get({ query: { q: 'Refused' } })
      expect((await bodyOf(locations)).rows).toEqual([])
    }
  })

  it('keeps the sold-date rule in the database too: sold has a date, any other status none', async () => {
    const values = { userId: user.id, brand: 'B', description: 'D' }
    await expect(
      t.db.insert(inventoryItems).values({ ...values, sku: 'DB-1', status: 'sold' }),
    ).rejects.toThrow()
    await expect(
      t.db
        .insert(inventoryItems)
        .values({ ...values, sku: 'DB-2', status: 'listed', soldDate: '2026-01-01' }),
    ).rejects.toThrow()
    await t.db
      .insert(inventoryItems)
      .values({ ...values, sku: 'DB-3', status: 'sold', soldDate: '2026-01-01' })
  })
})
