import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'

describe.each(ENGINES)('1099-K routes on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  const form = () => api['tax-years'][':year']['form-1099k'][':marketplace']

  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
    const sold = { brand: 'B', description: 'D', status: 'sold' as const, soldDate: '2025-03-14' }
    await bodyOf(
      api.items.$post({
        json: {
          ...sold,
          sku: 'E-1',
          marketplace: 'ebay',
          salePrice: '100.00',
          postageCharged: '8.00',
          buyerSalesTax: '7.00',
        },
      }),
    )
    await bodyOf(api.items.$post({ json: { ...sold, sku: 'N-1', salePrice: '5.00' } }))
    // Another year's sale is not this year's.
    await bodyOf(
      api.items.$post({
        json: { ...sold, sku: 'E-2', marketplace: 'ebay', salePrice: '50.00', soldDate: '2024-12-31' },
      }),
    )
  })

  it("answers each marketplace's sums, and reconciles a typed 1099-K", async () => {
    const before = await bodyOf(api['tax-years'][':year']['form-1099k'].$get({ param: { year: '2025' } }))
    expect(before.form1099k.threshold).toBe('the $20,000 and 200 transactions threshold for 2025')
    expect(before.form1099k.marketplaces.map((row) => [row.marketplace, row.name])).toEqual([
      ['ebay', 'eBay'],
      [null, 'Not recorded'],
    ])
    expect(before.form1099k.marketplaces[0]).toMatchObject({
      frogwalk: {
        salesCents: 100_00,
        postageChargedCents: 8_00,
        buyerSalesTaxCents: 7_00,
        // Refunds are recorded (decision 032): none is $0.00, not "not recorded".
        refundsCents: 0,
        salesCount: 1,
        grossCents: 115_00,
      },
      reported: null,
      reconciliation: null,
      expectation: { isExpected: false },
    })

    const saved = await bodyOf(
      form().$put({
        param: { year: '2025', marketplace: 'ebay' },
        json: { grossAmount: '$1,120.00', transactions: '3' },
      }),
    )
    expect(saved.figure).toEqual({ marketplace: 'ebay', grossCents: 1120_00, transactions: 3 })
    // A form from a marketplace Frogwalk has no sales for is shown too.
    await bodyOf(
      form().$put({
        param: { year: '2025', marketplace: 'etsy' },
        json: { grossAmount: '10' },
      }),
    )

    const after = await bodyOf(api['tax-years'][':year']['form-1099k'].$get({ param: { year: '2025' } }))
    const [ebay, etsy] = after.form1099k.marketplaces
    expect(ebay?.reported).toEqual({ grossCents: 1120_00, transactions: 3 })
    expect(ebay?.reconciliation).toMatchObject({
      differenceCents: 1020_00,
      unexplainedCents: 1005_00,
      transactionsDifference: 2,
    })
    expect(etsy).toMatchObject({
      marketplace: 'etsy',
      reported: { grossCents: 10_00, transactions: null },
      frogwalk: { salesCount: 0 },
    })

    // Saving again replaces the figures; an empty count clears it.
    await bodyOf(
      form().$put({
        param: { year: '2025', marketplace: 'ebay' },
        json: { grossAmount: 115_00, transactions: '' },
      }),
    )
    const again = await bodyOf(api['tax-years'][':year']['form-1099k'].$get({ param: { year: '2025' } }))
    expect(again.form1099k.marketplaces[0]?.reconciliation).toMatchObject({
      unexplainedCents: 0,
      transactionsDifference: null,
    })

    // Another year keeps its own figures.
    const other = await bodyOf(api['tax-years'][':year']['form-1099k'].$get({ param: { year: '2024' } }))
    expect(other.form1099k.threshold).toBe('the $5,000 threshold for 2024')
    expect(other.form1099k.marketplaces.map((row) => [row.marketplace, row.reported])).toEqual([
      ['ebay', null],
    ])

    const deleted = await form().$delete({ param: { year: '2025', marketplace: 'etsy' } })
    expect(deleted.status).toBe(204)
    const gone = await bodyOf(api['tax-years'][':year']['form-1099k'].$get({ param: { year: '2025' } }))
    expect(gone.form1099k.marketplaces.map((row) => row.marketplace)).toEqual(['ebay', null])
    expect(await errorOf(form().$delete({ param: { year: '2025', marketplace: 'etsy' } }))).toMatchObject({
      status: 404,
      code: 'not_found',
    })
  })

  it.each([
    [{ grossAmount: '12,34.5' }, 'grossAmount: Enter an amount such as 12,345.67'],
    [{ grossAmount: '-5' }, 'grossAmount: The gross on a 1099-K is never negative'],
    [{ grossAmount: 'abc' }, 'grossAmount: Enter an amount such as 12.50'],
    [{ grossAmount: '' }, 'grossAmount: Enter the gross amount from box 1a of the 1099-K'],
    [{ grossAmount: '1.234' }, 'grossAmount: Use at most two decimal places'],
    [{ grossAmount: '10000000' }, 'grossAmount: Must be at most $9,999,999.99'],
    [{}, 'grossAmount: Enter the gross amount from box 1a of the 1099-K'],
    [
      { grossAmount: '5', transactions: '1.5' },
      'transactions: Transactions must be a whole number, 0 or more',
    ],
    [{ grossAmount: '5', transactions: -1 }, 'transactions: Transactions must be a whole number, 0 or more'],
    [{ grossAmount: '5', extra: 1 }, 'Unknown field: extra'],
  ])('refuses %j with 400 and changes nothing', async (json, message) => {
    const answer = await errorOf(
      form().$put({ param: { year: '2023', marketplace: 'mercari' }, json: json as never }),
    )
    expect(answer).toMatchObject({ status: 400, code: 'validation_failed', message })
    const after = await bodyOf(api['tax-years'][':year']['form-1099k'].$get({ param: { year: '2023' } }))
    expect(after.form1099k.marketplaces).toEqual([])
  })

  it.each([
    ['2025', 'craigslist', 400],
    ['1899', 'ebay', 400],
    ['abc', 'ebay', 400],
  ])('refuses year %s and marketplace %s', async (year, marketplace, status) => {
    const answer = await errorOf(
      form().$put({
        param: { year, marketplace: marketplace as 'ebay' },
        json: { grossAmount: '5' },
      }),
    )
    expect(answer.status).toBe(status)
  })

  it("never shows, changes or deletes another user's figures", async () => {
    await bodyOf(
      form().$put({
        param: { year: '2022', marketplace: 'depop' },
        json: { grossAmount: '99' },
      }),
    )
    const stranger = clientFor(t.app, (await signedInUser(t.app)).cookie)
    const theirs = await bodyOf(
      stranger['tax-years'][':year']['form-1099k'].$get({ param: { year: '2022' } }),
    )
    expect(theirs.form1099k.marketplaces).toEqual([])
    expect(
      await errorOf(
        stranger['tax-years'][':year']['form-1099k'][':marketplace'].$delete({
          param: { year: '2022', marketplace: 'depop' },
        }),
      ),
    ).toMatchObject({ status: 404 })
    await bodyOf(
      stranger['tax-years'][':year']['form-1099k'][':marketplace'].$put({
        param: { year: '2022', marketplace: 'depop' },
        json: { grossAmount: '1' },
      }),
    )
    const mine = await bodyOf(api['tax-years'][':year']['form-1099k'].$get({ param: { year: '2022' } }))
    expect(mine.form1099k.marketplaces[0]?.reported).toEqual({ grossCents: 99_00, transactions: null })
  })

  it('answers 401 when signed out', async () => {
    const anonymous = clientFor(t.app)
    const answer = await errorOf(
      anonymous['tax-years'][':year']['form-1099k'].$get({ param: { year: '2025' } }),
    )
    expect(answer.status).toBe(401)
  })
})
