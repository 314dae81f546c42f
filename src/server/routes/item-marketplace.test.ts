import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'

/*
 * The marketplace an item sold or is listed on: set from the item form and the Mark as Sold dialog ('' from
 * a form's empty choice is none), and the item lists' Marketplace filter, which a bulk change of 'all
 * matching' and the /listed summary follow too.
 */
describe.each(ENGINES)('items by marketplace on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api

  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  const post = async (sku: string, marketplace?: string, status = 'listed') =>
    (
      await bodyOf(
        api.items.$post({
          json: { sku, brand: 'Levi', description: 'Jeans', salePrice: '10', status, marketplace } as never,
        }),
      )
    ).item

  it('keeps the marketplace an item is given, none for an empty choice, and refuses an unknown one', async () => {
    expect((await post('MP-1', 'ebay')).marketplace).toBe('ebay')
    expect((await post('MP-2', '')).marketplace).toBeNull()
    expect((await post('MP-3')).marketplace).toBeNull()
    const refused = await errorOf(
      api.items.$post({ json: { sku: 'MP-4', brand: 'B', description: 'D', marketplace: 'ebey' } as never }),
    )
    expect(refused).toMatchObject({ status: 400, fields: { marketplace: expect.stringContaining('ebay') } })
  })

  it('records where an item sold when it is marked sold, and keeps it when the sale does not say', async () => {
    const listed = await post('MP-SELL-1', 'poshmark')
    const sold = await bodyOf(
      api.items[':id'].sell.$post({
        param: { id: listed.id },
        json: { salePrice: '20', soldDate: '2026-03-01', marketplace: 'mercari' } as never,
      }),
    )
    expect(sold.item).toMatchObject({ status: 'sold', marketplace: 'mercari' })
    const other = await post('MP-SELL-2', 'depop')
    const kept = await bodyOf(
      api.items[':id'].sell.$post({
        param: { id: other.id },
        json: { salePrice: '20', soldDate: '2026-03-01' } as never,
      }),
    )
    expect(kept.item.marketplace).toBe('depop')
  })

  it('filters a list by marketplace, with its counts, its sums and its bulk changes', async () => {
    await post('MPF-1', 'etsy')
    await post('MPF-2', 'etsy')
    await post('MPF-3', 'whatnot')
    const page = await bodyOf(
      api.items.$get({ query: { status: 'listed', marketplace: 'etsy', q: 'MPF' } as never }),
    )
    expect(page.rows.map((item) => item.sku).sort()).toEqual(['MPF-1', 'MPF-2'])
    expect(page.counts?.matching).toBe(2)
    const whole = await bodyOf(
      api.items.$get({ query: { status: 'listed', marketplace: 'whatnot' } as never }),
    )
    expect(whole.rows.map((item) => item.sku)).toEqual(['MPF-3'])
    expect(whole.counts?.matching).toBe(1)
    const summary = await bodyOf(
      api.items.summary.$get({ query: { status: 'listed', marketplace: 'etsy' } as never }),
    )
    expect(summary.totalListedValue).toBe(2000)
    const changed = await bodyOf(
      api.items['bulk-status'].$post({
        json: {
          selection: { matching: { status: 'listed', q: '', mode: 'general', marketplace: 'etsy' } },
          status: 'defective',
        } as never,
      }),
    )
    expect(changed.changed).toBe(2)
    expect(
      (await bodyOf(api.items.$get({ query: { status: 'listed', q: 'MPF' } }))).rows.map((item) => item.sku),
    ).toEqual(['MPF-3'])
    expect(
      await errorOf(api.items.$get({ query: { status: 'listed', marketplace: 'nowhere' } as never })),
    ).toMatchObject({ status: 400 })
  })
})
