import { beforeEach, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { localDate } from '../../domain/dates'

type NewItemInput = Parameters<Api['items']['$post']>[0]['json']

describe.each(ENGINES)('several items at once, the listed summary and remembered names on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let other: Api
  let n = 0
  const post = async (extra: Partial<NewItemInput> = {}, client = api) =>
    (
      await bodyOf(
        client.items.$post({ json: { sku: `SKU-${++n}`, brand: 'Levi', description: 'Jeans', ...extra } }),
      )
    ).item
  const get = async (id: string, client = api) =>
    (await bodyOf(client.items[':id'].$get({ param: { id } }))).item
  const counts = async () => (await bodyOf(api.items.counts.$get())).counts

  beforeEach(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  it('changes the status of the chosen items by the sold-date rule: a kept date stays, a missing one is today, leaving sold clears it', async () => {
    const a = await post({ status: 'listed' })
    const b = await post({ status: 'sold', soldDate: '2026-02-03' })
    const untouched = await post({ status: 'listed' })
    const theirs = await post({ status: 'listed' }, other)
    const answer = await bodyOf(
      api.items['bulk-status'].$post({
        json: { selection: { ids: [a.id, b.id, theirs.id] }, status: 'sold' },
      }),
    )
    expect(answer).toEqual({ changed: 2 })
    expect(await get(a.id)).toMatchObject({ status: 'sold', soldDate: localDate(new Date(), 'UTC') })
    expect(await get(b.id)).toMatchObject({ status: 'sold', soldDate: '2026-02-03' })
    expect(await get(untouched.id)).toMatchObject({ status: 'listed', soldDate: null })
    expect(await get(theirs.id, other)).toMatchObject({ status: 'listed', soldDate: null })
    expect(await counts()).toMatchObject({ listed: 1, sold: 2 })

    await bodyOf(
      api.items['bulk-status'].$post({ json: { selection: { ids: [a.id, b.id] }, status: 'defective' } }),
    )
    expect(await get(b.id)).toMatchObject({ status: 'defective', soldDate: null })
    expect(await counts()).toMatchObject({ listed: 1, sold: 0, defective: 2 })
  })

  it('selects all items matching a list’s status and search, and only those', async () => {
    await post({ status: 'unlisted', brand: 'Nike', description: 'Air Max' })
    await post({ status: 'unlisted', brand: 'Nike', description: 'Cortez' })
    const adidas = await post({ status: 'unlisted', brand: 'Adidas', description: 'Samba' })
    const listedNike = await post({ status: 'listed', brand: 'Nike', description: 'Dunk' })
    const answer = await bodyOf(
      api.items['bulk-status'].$post({
        json: {
          selection: { matching: { status: 'unlisted', q: 'nIKe', mode: 'general' } },
          status: 'listed',
        },
      }),
    )
    expect(answer).toEqual({ changed: 2 })
    expect((await get(adidas.id)).status).toBe('unlisted')
    expect((await get(listedNike.id)).status).toBe('listed')
    expect(await counts()).toMatchObject({ unlisted: 1, listed: 3 })
  })

  it('deletes the chosen or matching items of the user and no one else’s', async () => {
    const a = await post({ status: 'defective' })
    const b = await post({ status: 'defective', sku: 'KEEP-ME' })
    const theirs = await post({ status: 'defective' }, other)
    expect(
      await bodyOf(api.items['bulk-delete'].$post({ json: { selection: { ids: [a.id, theirs.id] } } })),
    ).toEqual({ deleted: 1 })
    expect(await get(theirs.id, other)).toMatchObject({ id: theirs.id })
    expect(
      await bodyOf(
        api.items['bulk-delete'].$post({
          json: { selection: { matching: { status: 'defective', q: 'keep', mode: 'sku' } } },
        }),
      ),
    ).toEqual({ deleted: 1 })
    expect((await errorOf(api.items[':id'].$get({ param: { id: b.id } }))).status).toBe(404)
    expect(await counts()).toMatchObject({ defective: 0, total: 0 })
  })

  it('refuses a selection that names nothing, or a status it does not know, and changes nothing', async () => {
    const a = await post({ status: 'listed' })
    expect(
      await errorOf(api.items['bulk-status'].$post({ json: { selection: { ids: [] }, status: 'sold' } })),
    ).toMatchObject({ status: 400 })
    const unknownStatus = await t.app.request('/api/items/bulk-status', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ selection: { ids: [a.id] }, status: 'gone' }),
    })
    expect(unknownStatus.status).toBeGreaterThanOrEqual(400)
    expect((await get(a.id)).status).toBe('listed')
  })

  it('sums the listed items of a search: listed value is sale price + postage charged, potential profit that minus the costs', async () => {
    await post({
      status: 'listed',
      brand: 'Nike',
      salePrice: '50.00',
      postageCharged: '5.00',
      costOfGoods: '10.00',
      postageCost: '4.00',
      generalFees: '6.50',
      promoFees: '1.25',
    })
    await post({ status: 'listed', brand: 'Levi', salePrice: '20.00', costOfGoods: '25.00' })
    await post({ status: 'unlisted', brand: 'Nike', salePrice: '99.00' })
    expect(await bodyOf(api.items.summary.$get({ query: { status: 'listed' } }))).toEqual({
      count: 2,
      totalListedValue: 7500,
      potentialProfit: 7500 - 3500 - 400 - 650 - 125,
    })
    expect(await bodyOf(api.items.summary.$get({ query: { status: 'listed', q: 'nike' } }))).toEqual({
      count: 1,
      totalListedValue: 5500,
      potentialProfit: 5500 - 1000 - 400 - 650 - 125,
    })
    expect(await bodyOf(api.items.summary.$get({ query: { status: 'defective' } }))).toEqual({
      count: 0,
      totalListedValue: 0,
      potentialProfit: 0,
    })
  })

  it('creates a new brand and purchase location named on an item, and never a second one differing in case', async () => {
    await post({ brand: 'Patagonia', purchaseLocation: 'Goodwill Main St' })
    await post({ brand: 'patagonia ', purchaseLocation: 'GOODWILL MAIN ST' })
    const item = await post({ brand: 'Levi' })
    await bodyOf(api.items[':id'].$patch({ param: { id: item.id }, json: { brand: 'Carhartt' } }))
    const brands = (await bodyOf(api.brands.$get({ query: {} }))).rows.map((brand) => brand.name)
    expect(brands).toEqual(['Carhartt', 'Levi', 'Patagonia'])
    const locations = (await bodyOf(api['purchase-locations'].$get({ query: {} }))).rows
    expect(locations.map((location) => [location.name, location.roundTripDistance])).toEqual([
      ['Goodwill Main St', 0],
    ])
    // The other user's lists stay empty.
    expect((await bodyOf(other.brands.$get({ query: {} }))).rows).toEqual([])
  })

  it('answers the spec’s message when a new item’s SKU is another item’s in another case, and creates no brand for it', async () => {
    await post({ sku: 'ABC-1' })
    expect(
      await errorOf(api.items.$post({ json: { sku: 'abc-1', brand: 'Brand New', description: 'x' } })),
    ).toMatchObject({
      status: 409,
      message: 'This SKU already exists in the database. Please use a different SKU.',
      fields: { sku: 'This SKU already exists in the database. Please use a different SKU.' },
    })
    const brands = (await bodyOf(api.brands.$get({ query: {} }))).rows.map((brand) => brand.name)
    expect(brands).toEqual(['Levi'])
  })
})
