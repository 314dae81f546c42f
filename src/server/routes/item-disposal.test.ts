import { beforeEach, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { localDate } from '../../domain/dates'
import { DISPOSAL_REASON_REQUIRED } from '../../domain/items/status'

type NewItemInput = Parameters<Api['items']['$post']>[0]['json']

/*
 * Disposal (decision 025): an item leaves inventory without a sale, donated, discarded or kept for personal
 * use, on a day (today when none is given) and for a reason (required); leaving disposed clears both, and a
 * disposed item has no sold date. Part III and the Tax Summary read it.
 */
describe.each(ENGINES)('disposal of items on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let other: Api
  let n = 0
  const today = () => localDate(new Date(), 'UTC')
  const post = async (extra: Partial<NewItemInput> = {}, client = api) =>
    (
      await bodyOf(
        client.items.$post({ json: { sku: `D-${++n}`, brand: 'Levi', description: 'Jeans', ...extra } }),
      )
    ).item
  const get = async (id: string, client = api) =>
    (await bodyOf(client.items[':id'].$get({ param: { id } }))).item
  const patch = (id: string, json: Parameters<Api['items'][':id']['$patch']>[0]['json'], client = api) =>
    client.items[':id'].$patch({ param: { id }, json })

  beforeEach(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  it('disposes of an item on the day given, or today, with its reason, and moves it back clearing both', async () => {
    const item = await post({ status: 'listed', costOfGoods: 1200 })
    await bodyOf(
      patch(item.id, { status: 'disposed', disposalReason: 'donated', disposedDate: '2026-03-14' }),
    )
    expect(await get(item.id)).toMatchObject({
      status: 'disposed',
      disposedDate: '2026-03-14',
      disposalReason: 'donated',
      soldDate: null,
    })
    const undated = await post({ status: 'unlisted' })
    await bodyOf(patch(undated.id, { status: 'disposed', disposalReason: 'discarded' }))
    expect(await get(undated.id)).toMatchObject({ disposedDate: today(), disposalReason: 'discarded' })
    // A change of reason alone keeps the day.
    await bodyOf(patch(item.id, { disposalReason: 'personal_use' }))
    expect(await get(item.id)).toMatchObject({ disposedDate: '2026-03-14', disposalReason: 'personal_use' })
    await bodyOf(patch(item.id, { status: 'listed' }))
    expect(await get(item.id)).toMatchObject({ status: 'listed', disposedDate: null, disposalReason: null })
  })

  it('clears the sold date of a sold item disposed of, and the disposal of a disposed item sold', async () => {
    const sold = await post({ status: 'sold', soldDate: '2026-02-01' })
    await bodyOf(patch(sold.id, { status: 'disposed', disposalReason: 'personal_use' }))
    expect(await get(sold.id)).toMatchObject({
      status: 'disposed',
      soldDate: null,
      disposalReason: 'personal_use',
    })
    await bodyOf(
      api.items[':id'].sell.$post({
        param: { id: sold.id },
        json: { salePrice: 500, soldDate: '2026-04-01' },
      }),
    )
    expect(await get(sold.id)).toMatchObject({
      status: 'sold',
      soldDate: '2026-04-01',
      disposedDate: null,
      disposalReason: null,
    })
  })

  it('creates a disposed item with its reason, dated today when no day is given', async () => {
    const item = await post({ status: 'disposed', disposalReason: 'donated' })
    expect(item).toMatchObject({ status: 'disposed', disposedDate: today(), disposalReason: 'donated' })
    const plain = await post({ status: 'listed', disposalReason: 'donated', disposedDate: '2026-01-01' })
    expect(plain).toMatchObject({ disposedDate: null, disposalReason: null })
  })

  it('refuses a disposal with no reason or an unknown one, with a clear 400, and changes nothing', async () => {
    const item = await post({ status: 'listed' })
    expect(await errorOf(patch(item.id, { status: 'disposed' }))).toMatchObject({
      status: 400,
      message: DISPOSAL_REASON_REQUIRED,
      fields: { disposalReason: DISPOSAL_REASON_REQUIRED },
    })
    expect(
      await errorOf(
        api.items.$post({ json: { sku: 'X', brand: 'B', description: 'D', status: 'disposed' } }),
      ),
    ).toMatchObject({
      status: 400,
      fields: { disposalReason: DISPOSAL_REASON_REQUIRED },
    })
    expect(
      await errorOf(
        api.items['bulk-status'].$post({ json: { selection: { ids: [item.id] }, status: 'disposed' } }),
      ),
    ).toMatchObject({ status: 400, message: DISPOSAL_REASON_REQUIRED })
    expect(await get(item.id)).toMatchObject({ status: 'listed', disposedDate: null, disposalReason: null })
    expect((await bodyOf(api.items.counts.$get())).counts).toMatchObject({ listed: 1, disposed: 0 })
  })

  it('refuses an unknown reason by name', async () => {
    const item = await post({ status: 'listed' })
    const answer = await errorOf(patch(item.id, { status: 'disposed', disposalReason: 'lost' as 'donated' }))
    expect(answer).toMatchObject({
      status: 400,
      fields: { disposalReason: 'Disposal reason must be one of donated, discarded, personal_use' },
    })
  })

  it('disposes of the chosen items in bulk, of this user only, keeping a day already set', async () => {
    const a = await post({ status: 'listed' })
    const b = await post({ status: 'disposed', disposalReason: 'donated', disposedDate: '2026-01-05' })
    const sold = await post({ status: 'sold', soldDate: '2026-01-02' })
    const theirs = await post({ status: 'listed' }, other)
    const answer = await bodyOf(
      api.items['bulk-status'].$post({
        json: {
          selection: { ids: [a.id, b.id, sold.id, theirs.id] },
          status: 'disposed',
          disposalReason: 'discarded',
        },
      }),
    )
    expect(answer).toEqual({ changed: 3 })
    expect(await get(a.id)).toMatchObject({
      status: 'disposed',
      disposedDate: today(),
      disposalReason: 'discarded',
    })
    expect(await get(b.id)).toMatchObject({ disposedDate: '2026-01-05', disposalReason: 'discarded' })
    expect(await get(sold.id)).toMatchObject({ status: 'disposed', soldDate: null, disposedDate: today() })
    expect(await get(theirs.id, other)).toMatchObject({ status: 'listed', disposedDate: null })
    await bodyOf(
      api.items['bulk-status'].$post({
        json: {
          selection: { ids: [a.id] },
          status: 'disposed',
          disposalReason: 'donated',
          disposedDate: '2026-02-02',
        },
      }),
    )
    expect(await get(a.id)).toMatchObject({ disposedDate: '2026-02-02', disposalReason: 'donated' })
    await bodyOf(
      api.items['bulk-status'].$post({ json: { selection: { ids: [a.id, b.id] }, status: 'unlisted' } }),
    )
    expect(await get(b.id)).toMatchObject({ status: 'unlisted', disposedDate: null, disposalReason: null })
    expect((await bodyOf(api.items.counts.$get())).counts).toMatchObject({ unlisted: 2, disposed: 1 })
  })

  it('offers on the Tax Summary the years items were only bought or disposed of in, for their Part III', async () => {
    await post({ status: 'listed', costOfGoods: 1000, purchaseDate: '2023-04-01' })
    await post({
      status: 'disposed',
      disposalReason: 'discarded',
      disposedDate: '2024-02-01',
      costOfGoods: 40,
      purchaseDate: '2023-05-01',
    })
    await post({ status: 'listed', costOfGoods: 5, purchaseDate: '2019-01-01' }, other)
    const { years, taxSummary } = await bodyOf(api.reports['tax-summary'].$get({ query: { year: '2023' } }))
    expect(years).toEqual([2024, 2023])
    expect(taxSummary).not.toHaveProperty('inventoryYears')
    expect(taxSummary.partThree).toMatchObject({ line36Purchases: 1040, line41EndingInventory: 1040 })
  })

  it('lists the disposed items, and the Tax Summary counts them in Part III per reason, of this user only', async () => {
    await post({ status: 'listed', costOfGoods: 1000, purchaseDate: '2026-01-10' })
    await post({
      status: 'disposed',
      disposalReason: 'donated',
      disposedDate: '2026-05-01',
      costOfGoods: 300,
      purchaseDate: '2026-01-10',
    })
    await post({
      status: 'disposed',
      disposalReason: 'discarded',
      disposedDate: '2026-06-01',
      costOfGoods: 40,
      purchaseDate: '2025-12-01',
    })
    await post({ status: 'sold', soldDate: '2026-07-01', costOfGoods: 700, purchaseDate: '2025-11-01' })
    await post(
      { status: 'disposed', disposalReason: 'donated', disposedDate: '2026-05-01', costOfGoods: 99_00 },
      other,
    )
    const list = await bodyOf(api.items.$get({ query: { status: 'disposed' } }))
    expect(list.rows.map((row) => row.costOfGoods).sort()).toEqual([300, 40].sort())
    const { taxSummary } = await bodyOf(api.reports['tax-summary'].$get({ query: { year: '2026' } }))
    expect(taxSummary.partThree).toMatchObject({
      line35BeginningInventory: 40 + 700,
      purchases: 1000 + 300,
      withdrawn: 300,
      line36Purchases: 1000,
      line41EndingInventory: 1000,
      line42CostOfGoodsSold: 700 + 40,
    })
    expect(taxSummary.disposedInYear).toEqual([
      { reason: 'donated', count: 1, cost: 300 },
      { reason: 'discarded', count: 1, cost: 40 },
      { reason: 'personal_use', count: 0, cost: 0 },
    ])
    expect(taxSummary.summary.costOfGoodsSold).toBe(700)
    expect(taxSummary.scheduleC.find((line) => line.line === '4')?.amount).toBe(740)
    expect(taxSummary.lineFour).toEqual({
      line42: 740,
      costOfGoodsSold: 700,
      difference: 40,
      parts: [{ part: 'discarded', amount: 40, count: 1 }],
    })
    // A disposed item is not a sale and not inventory.
    const { dashboard } = await bodyOf(api.reports.dashboard.$get())
    expect(dashboard.stats).toMatchObject({
      total: 4,
      sold: 1,
      listed: 1,
      disposed: 2,
      inventoryCostOfGoods: 1000,
    })
    expect(taxSummary.summary.totalInventoryCostOfGoods).toBe(1000)
  })
})
