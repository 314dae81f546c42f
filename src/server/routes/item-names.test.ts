import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { NAME_TAKEN_MESSAGES } from '../../domain/unique'

/*
 * Brands and purchase locations are names that items hold as text (spec 3). The lists show how many items
 * name each one; a rename carries the items along in one transaction; a delete leaves the items' text.
 */
describe.each(ENGINES)('brand and location names in items on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let other: Api
  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  const addItem = async (client: Api, sku: string, brand: string, purchaseLocation?: string) =>
    (await bodyOf(client.items.$post({ json: { sku, brand, description: 'Thing', purchaseLocation } }))).item
  const itemsNamed = async (client: Api) =>
    (await bodyOf(client.items.$get({ query: { limit: '500' } }))).rows.map((row) => [
      row.sku,
      row.brand,
      row.purchaseLocation,
    ])

  it('counts the items naming each brand, case-insensitively, and renames them with the brand', async () => {
    const { brand } = await bodyOf(api.brands.$post({ json: { name: 'Nike' } }))
    await bodyOf(api.brands.$post({ json: { name: 'Adidas' } }))
    await addItem(api, 'B-1', 'Nike')
    await addItem(api, 'B-2', 'NIKE')
    await addItem(api, 'B-3', 'Adidas')
    await addItem(other, 'B-1', 'Nike')

    const list = await bodyOf(api.brands.$get({ query: {} }))
    expect(list.rows.map((row) => [row.name, row.itemCount])).toEqual([
      ['Adidas', 1],
      ['Nike', 2],
    ])

    const renamed = await bodyOf(
      api.brands[':id'].$patch({ param: { id: brand.id }, json: { name: ' Nike Inc ' } }),
    )
    expect(renamed.brand.name).toBe('Nike Inc')
    expect((await itemsNamed(api)).sort()).toEqual([
      ['B-1', 'Nike Inc', null],
      ['B-2', 'Nike Inc', null],
      ['B-3', 'Adidas', null],
    ])
    expect(await itemsNamed(other)).toEqual([['B-1', 'Nike', null]])
  })

  it('refuses a rename to a taken name and leaves the items as they were', async () => {
    const { brand } = await bodyOf(api.brands.$post({ json: { name: 'Puma' } }))
    await addItem(api, 'P-1', 'Puma')
    const refused = await errorOf(
      api.brands[':id'].$patch({ param: { id: brand.id }, json: { name: 'adidas' } }),
    )
    expect(refused).toMatchObject({ status: 409, message: NAME_TAKEN_MESSAGES.brand })
    expect((await itemsNamed(api)).find(([sku]) => sku === 'P-1')).toEqual(['P-1', 'Puma', null])
  })

  it('deletes a brand and keeps the items’ text', async () => {
    const { brand } = await bodyOf(api.brands.$post({ json: { name: 'Reebok' } }))
    await addItem(api, 'R-1', 'Reebok')
    expect((await api.brands[':id'].$delete({ param: { id: brand.id } })).status).toBe(204)
    expect((await itemsNamed(api)).find(([sku]) => sku === 'R-1')).toEqual(['R-1', 'Reebok', null])
  })

  it('counts and renames purchase locations the same way, and keeps the distance apart', async () => {
    const { purchaseLocation } = await bodyOf(
      api['purchase-locations'].$post({ json: { name: 'Goodwill', roundTripDistance: 12.5 } }),
    )
    await addItem(api, 'L-1', 'Adidas', 'goodwill')
    await addItem(api, 'L-2', 'Adidas', 'Savers')
    const list = await bodyOf(api['purchase-locations'].$get({ query: { q: 'good' } }))
    expect(list.rows.map((row) => [row.name, row.itemCount, row.roundTripDistance])).toEqual([
      ['Goodwill', 1, 12.5],
    ])

    const moved = await bodyOf(
      api['purchase-locations'][':id'].$patch({
        param: { id: purchaseLocation.id },
        json: { roundTripDistance: 3 },
      }),
    )
    expect(moved.purchaseLocation).toMatchObject({ name: 'Goodwill', roundTripDistance: 3 })
    expect((await itemsNamed(api)).find(([sku]) => sku === 'L-1')).toEqual(['L-1', 'Adidas', 'goodwill'])

    await bodyOf(
      api['purchase-locations'][':id'].$patch({
        param: { id: purchaseLocation.id },
        json: { name: 'Goodwill East' },
      }),
    )
    const items = await itemsNamed(api)
    expect(items.find(([sku]) => sku === 'L-1')).toEqual(['L-1', 'Adidas', 'Goodwill East'])
    expect(items.find(([sku]) => sku === 'L-2')).toEqual(['L-2', 'Adidas', 'Savers'])
  })
})
