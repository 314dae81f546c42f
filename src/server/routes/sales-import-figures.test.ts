import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { bodyOf, clientFor, send, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import type { ExpenseCategory } from '../../domain/expenses/categories'
import type { ColumnMapping, OrderField } from '../../domain/marketplaces/mapping'
import type { RowType } from '../../domain/marketplaces/row-records'
import { centsToDecimal } from '../../domain/money'
import type { RowChoice, SalesImportPreview, SalesImportResult } from '../../shared/schemas/sales-imports'

/*
 * What an imported file does to the reports (decision 032): for the samples and for files of layouts drawn
 * at random (any column names, per-order and per-line figures, a type column with values mapped and values
 * unknown, several fee columns), the revenue, refunds, fees, postage, tax, quantities and expenses the test
 * computes by plain sums of what it wrote are what the Tax Summary, Schedule C (lines 1, 2, 4 and Part III
 * line 42), Monthly Sales by marketplace and the 1099-K reconciliation answer, to the cent; importing the
 * same file again changes nothing.
 */

const FIXTURES = fileURLToPath(new URL('../../domain/marketplaces/fixtures/', import.meta.url))
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')

/** The figures the test expects, by plain sums of what the file holds. */
interface Expected {
  year: number
  marketplace: string
  /** Sale prices after discount. */
  salePrices: number
  postageCharged: number
  postageCost: number
  generalFees: number
  promoFees: number
  buyerTax: number
  /** Units sold: sold items. */
  units: number
  /** Cost of the items the sales matched (created ones cost 0). */
  costOfGoods: number
  /** Refunds of the year, and those of sales in Frogwalk (the 1099-K's). */
  refunds: number
  refundsOfSales: number
  feesCredited: number
  expenses: Partial<Record<ExpenseCategory, number>>
  payouts: number
}

/** The report figures a test compares, read through the API. */
async function reportFigures(api: Api, year: number, marketplace: string) {
  const tax = await bodyOf(api.reports['tax-summary'].$get({ query: { year: String(year) } }))
  const monthly = await bodyOf(api.reports['monthly-sales'].$get({ query: { year: String(year) } }))
  const form = await bodyOf(api['tax-years'][':year']['form-1099k'].$get({ param: { year: String(year) } }))
  const { summary, scheduleC, partThree } = tax.taxSummary
  const line = (n: string) => scheduleC.find((l) => l.line === n)?.amount ?? null
  const row1099 = form.form1099k.marketplaces.find(
    (m: { marketplace: string | null }) => m.marketplace === marketplace,
  )
  const byMarketplace = monthly.byMarketplace.find(
    (m: { marketplace: string | null }) => m.marketplace === marketplace,
  )
  return {
    revenue: summary.grossSalesRevenue,
    refunds: summary.returnsAndAllowances,
    generalFees: summary.totalGeneralFees,
    promoFees: summary.totalPromoFees,
    shipping: summary.totalShippingCosts,
    itemsSold: summary.itemsSold,
    costOfGoods: summary.costOfGoodsSold,
    expenses: Object.fromEntries(
      summary.expenseBreakdown.filter((row) => row.amount !== 0).map((row) => [row.category, row.amount]),
    ),
    line1: line('1'),
    line2: line('2'),
    line4: line('4'),
    line42: partThree.line42CostOfGoodsSold,
    monthly: byMarketplace ? { revenue: byMarketplace.revenue, count: byMarketplace.count } : null,
    form1099k: row1099
      ? {
          salesCents: row1099.frogwalk.salesCents,
          postageChargedCents: row1099.frogwalk.postageChargedCents,
          buyerSalesTaxCents: row1099.frogwalk.buyerSalesTaxCents,
          refundsCents: row1099.frogwalk.refundsCents,
          salesCount: row1099.frogwalk.salesCount,
          grossCents: row1099.frogwalk.grossCents,
        }
      : null,
  }
}

/** What the reports must say of `expected`. */
function figuresOf(expected: Expected) {
  const revenue = expected.salePrices + expected.postageCharged
  return {
    revenue,
    refunds: expected.refunds,
    generalFees: expected.generalFees - expected.feesCredited,
    promoFees: expected.promoFees,
    shipping: expected.postageCost,
    itemsSold: expected.units,
    costOfGoods: expected.costOfGoods,
    expenses: Object.fromEntries(Object.entries(expected.expenses).filter(([, amount]) => amount !== 0)),
    line1: revenue,
    line2: expected.refunds,
    line4: expected.costOfGoods,
    line42: expected.costOfGoods,
    monthly: expected.units === 0 ? null : { revenue, count: expected.units },
    form1099k:
      expected.units === 0
        ? null
        : {
            salesCents: expected.salePrices - expected.refundsOfSales,
            postageChargedCents: expected.postageCharged,
            buyerSalesTaxCents: expected.buyerTax,
            refundsCents: expected.refundsOfSales,
            salesCount: expected.units,
            grossCents: expected.salePrices + expected.postageCharged + expected.buyerTax,
          },
  }
}

/** A CSV cell, quoted when it must be. */
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
const money = (cents: number, negative = false) =>
  `${negative && cents !== 0 ? '-' : ''}${centsToDecimal(cents)}`

/** A layout drawn at random: its orders, refunds, charges, payouts and rows of unknown types, and how it writes them. */
interface Drawn {
  names: string[]
  perOrder: OrderField[]
  repeatOnEveryLine: boolean
  feesNegative: boolean
  typeValues: { sale: string; refund: string; payout: string }
  orders: {
    day: number
    shipping: number
    tax: number
    discountPercent: number
    lines: {
      quantity: number
      price: number
      selling: number
      payment: number
      ad: number
      label: number
      matched: number | null
    }[]
    refund: { amount: number; tax: number; credit: number } | null
  }[]
  charges: { kind: 'subscription' | 'ads' | 'storage'; amount: number; day: number }[]
  payouts: { amount: number; day: number }[]
  unknown: number
}

/** Column names drawn at random, none alike once compared as columns.ts compares them. */
const FIELD_COUNT = 14
const namesArbitrary = fc
  .uniqueArray(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 _]{0,14}$/), {
    minLength: FIELD_COUNT,
    maxLength: FIELD_COUNT,
    selector: (name) => name.toLowerCase().replace(/[^a-z0-9]/g, ''),
  })
  .filter((names) => names.every((name) => name.toLowerCase().replace(/[^a-z0-9]/g, '') !== ''))

/** Type values no word of `guessRowType` reads: they mean only what the mapping says. */
const TYPE_WORDS = ['Kx', 'Qz', 'Wv', 'Yj', 'Zb', 'Vq']

const drawnArbitrary: fc.Arbitrary<Drawn> = fc.record({
  names: namesArbitrary,
  perOrder: fc.subarray(['postageCharged', 'salesTax', 'discount'] as OrderField[]),
  repeatOnEveryLine: fc.boolean(),
  feesNegative: fc.boolean(),
  typeValues: fc
    .shuffledSubarray(TYPE_WORDS, { minLength: 3, maxLength: 3 })
    .map(([sale = '', refund = '', payout = '']) => ({ sale, refund, payout })),
  orders: fc.array(
    fc.record({
      day: fc.integer({ min: 1, max: 300 }),
      shipping: fc.integer({ min: 0, max: 2_000 }),
      tax: fc.integer({ min: 0, max: 3_000 }),
      discountPercent: fc.integer({ min: 0, max: 10 }),
      lines: fc.array(
        fc.record({
          quantity: fc.integer({ min: 1, max: 3 }),
          price: fc.integer({ min: 100, max: 50_000 }),
          selling: fc.integer({ min: 0, max: 900 }),
          payment: fc.integer({ min: 0, max: 300 }),
          ad: fc.integer({ min: 0, max: 200 }),
          label: fc.integer({ min: 0, max: 900 }),
          matched: fc.option(fc.integer({ min: 1, max: 9_000 }), { nil: null }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      refund: fc.option(
        fc.record({
          amount: fc.integer({ min: 1, max: 5_000 }),
          tax: fc.integer({ min: 0, max: 300 }),
          credit: fc.integer({ min: 0, max: 100 }),
        }),
        { nil: null },
      ),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  charges: fc.array(
    fc.record({
      kind: fc.constantFrom('subscription' as const, 'ads' as const, 'storage' as const),
      amount: fc.integer({ min: 1, max: 5_000 }),
      day: fc.integer({ min: 1, max: 300 }),
    }),
    { maxLength: 3 },
  ),
  payouts: fc.array(
    fc.record({ amount: fc.integer({ min: 1, max: 90_000 }), day: fc.integer({ min: 1, max: 300 }) }),
    {
      maxLength: 2,
    },
  ),
  unknown: fc.integer({ min: 0, max: 2 }),
})

/** The charges' type values, read by their words, and the category each is an expense of. */
const CHARGE_TYPES: Record<Drawn['charges'][number]['kind'], { value: string; category: ExpenseCategory }> = {
  subscription: { value: 'Store subscription', category: 'subscriptions' },
  ads: { value: 'Promoted listings', category: 'marketing' },
  storage: { value: 'Storage fee', category: 'other' },
}

const YEAR = 2025
/** The date `day` days into the year (1-based), as the file writes it. */
function dateOf(day: number): string {
  const date = new Date(Date.UTC(YEAR, 0, day + 31))
  return date.toISOString().slice(0, 10)
}

/** Splits `total` over `weights` as a reader would need to, only to know what each line carries in a file. */
function share(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const parts = weights.map((w) => Math.floor((total * w) / sum))
  let left = total - parts.reduce((a, b) => a + b, 0)
  for (let i = 0; left > 0; i = (i + 1) % parts.length, left--) parts[i] = (parts[i] ?? 0) + 1
  return parts
}

/** The file of a drawn layout, its mapping, the items its matched lines sell, and the figures expected. */
function writeDrawn(drawn: Drawn, marketplace: string) {
  const [
    order,
    line,
    type,
    date,
    title,
    sku,
    quantity,
    price,
    discount,
    shipping,
    label,
    selling,
    payment,
    tax,
  ] = drawn.names as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const header = [
    tax,
    payment,
    order,
    type,
    date,
    title,
    sku,
    quantity,
    price,
    discount,
    shipping,
    label,
    selling,
    line,
  ]
  const mapping: ColumnMapping = {
    orderId: order,
    lineId: line,
    type,
    soldDate: date,
    title,
    sku,
    quantity,
    salePrice: price,
    discount,
    postageCharged: shipping,
    postageCost: label,
    // Two fee columns summed; the ad fee is written in the second of them, as part of the payment column.
    fees: [selling, payment],
    salesTax: tax,
    perOrder: drawn.perOrder,
    rowTypes: {
      [drawn.typeValues.sale]: 'sale',
      [drawn.typeValues.refund]: 'refund',
      [drawn.typeValues.payout]: 'payout',
    } satisfies Record<string, RowType>,
  }
  const rows: Record<string, string>[] = []
  const items: { sku: string; cost: number }[] = []
  const expected: Expected = {
    year: YEAR,
    marketplace,
    salePrices: 0,
    postageCharged: 0,
    postageCost: 0,
    generalFees: 0,
    promoFees: 0,
    buyerTax: 0,
    units: 0,
    costOfGoods: 0,
    refunds: 0,
    refundsOfSales: 0,
    feesCredited: 0,
    expenses: {},
    payouts: 0,
  }
  const fee = (cents: number) => money(cents, drawn.feesNegative)
  drawn.orders.forEach((o, n) => {
    const orderId = `ORD-${n + 1}`
    const prices = o.lines.map((l) => l.price)
    const orderPrice = prices.reduce((a, b) => a + b, 0)
    const orderDiscount = Math.floor((orderPrice * o.discountPercent) / 100)
    // Per line, each line's own amount is written; per order, the order's on its lines (every one, or the first).
    const own = {
      postageCharged: share(o.shipping, prices),
      salesTax: share(o.tax, prices),
      discount: share(orderDiscount, prices),
    }
    o.lines.forEach((l, i) => {
      const figure = (field: 'postageCharged' | 'salesTax' | 'discount', orderAmount: number) =>
        drawn.perOrder.includes(field)
          ? i === 0 || drawn.repeatOnEveryLine
            ? money(orderAmount)
            : ''
          : money(own[field][i] ?? 0)
      const itemSku = l.matched === null ? '' : `SKU-${n + 1}-${i + 1}`
      if (l.matched !== null) {
        items.push({ sku: itemSku, cost: l.matched })
        expected.costOfGoods += l.matched
      }
      rows.push({
        [order]: orderId,
        [line]: `L${i + 1}`,
        [type]: drawn.typeValues.sale,
        [date]: dateOf(o.day),
        [title]: `Thing ${n + 1}.${i + 1}`,
        [sku]: itemSku,
        [quantity]: String(l.quantity),
        [price]: money(l.price),
        [discount]: figure('discount', orderDiscount),
        [shipping]: figure('postageCharged', o.shipping),
        [label]: money(l.label, drawn.feesNegative),
        [selling]: fee(l.selling),
        [payment]: fee(l.payment + l.ad),
        [tax]: figure('salesTax', o.tax),
      })
      expected.units += l.quantity
      expected.postageCost += l.label
      expected.generalFees += l.selling + l.payment + l.ad
    })
    expected.salePrices += orderPrice - orderDiscount
    expected.postageCharged += o.shipping
    expected.buyerTax += o.tax
    if (o.refund) {
      rows.push({
        [order]: orderId,
        [type]: drawn.typeValues.refund,
        [date]: dateOf(o.day + 10),
        [price]: money(o.refund.amount, true),
        [tax]: money(o.refund.tax, true),
        [selling]: money(o.refund.credit),
      })
      expected.refunds += o.refund.amount
      expected.refundsOfSales += o.refund.amount
      expected.feesCredited += o.refund.credit
    }
  })
  for (const charge of drawn.charges) {
    const { value, category } = CHARGE_TYPES[charge.kind]
    rows.push({ [type]: value, [date]: dateOf(charge.day), [selling]: money(charge.amount, true) })
    expected.expenses[category] = (expected.expenses[category] ?? 0) + charge.amount
  }
  for (const payout of drawn.payouts) {
    rows.push({
      [type]: drawn.typeValues.payout,
      [date]: dateOf(payout.day),
      [price]: money(payout.amount, true),
    })
    expected.payouts += payout.amount
  }
  // Rows of a type the mapping does not name and no word reads: shown, never imported.
  const unknownValue = TYPE_WORDS.find((word) => !Object.values(drawn.typeValues).includes(word)) ?? 'Xx'
  for (let i = 0; i < drawn.unknown; i++)
    rows.push({ [type]: unknownValue, [date]: dateOf(5), [price]: money(123_45), [order]: `U-${i}` })
  const csv = [header, ...rows.map((row) => header.map((name) => row[name] ?? ''))]
    .map((cells) => cells.map(cell).join(','))
    .join('\n')
  return { csv, mapping, items, expected }
}

/** How many random layouts the property imports (FIGURES_RUNS for a deeper run). */
const FIGURES_RUNS = Number(process.env.FIGURES_RUNS ?? 6)

describe.each(ENGINES)('Imported figures on %s', (engine) => {
  const t = useTestApp(engine)

  /** The body of the import's answer (its preview, or what it wrote), which must be a 200. */
  const post = async (cookie: string, body: object, preview: boolean) => {
    const answer = await send(t.app, 'POST', `/api/sales-imports${preview ? '?preview=true' : ''}`, {
      cookie,
      json: body,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body
  }
  const tableCounts = async (userId: string) => {
    const result = await t.db.execute(
      sql.raw(`select
        (select count(*) from inventory_items where user_id = '${userId}')::int as items,
        (select count(*) from sale_lines where user_id = '${userId}')::int as lines,
        (select count(*) from sale_line_items where user_id = '${userId}')::int as units,
        (select count(*) from refunds where user_id = '${userId}')::int as refunds,
        (select count(*) from expenses where user_id = '${userId}')::int as expenses,
        (select count(*) from marketplace_charges where user_id = '${userId}')::int as charges,
        (select count(*) from marketplace_payouts where user_id = '${userId}')::int as payouts,
        (select coalesce(sum(amount), 0)::text from marketplace_payouts where user_id = '${userId}') as "payoutSum"`),
    )
    return (result as unknown as { rows: Record<string, number | string>[] }).rows[0]
  }

  /** Imports `csv` (every unmatched sale created), checks the reports, imports again and checks nothing moved. */
  async function importAndCheck(
    csv: string,
    expected: Expected,
    extra: object = {},
    items: { sku: string; cost: number }[] = [],
  ) {
    const user = await signedInUser(t.app)
    const api = clientFor(t.app, user.cookie)
    for (const item of items)
      await bodyOf(
        api.items.$post({
          json: {
            sku: item.sku,
            brand: 'Acme',
            description: `Item ${item.sku}`,
            purchaseDate: `${YEAR}-01-01`,
            costOfGoods: centsToDecimal(item.cost),
          },
        }),
      )
    const preview = (await post(user.cookie, { csv, ...extra }, true)) as SalesImportPreview
    expect(preview.counts.refused, JSON.stringify(preview.rows.filter((r) => r.status === 'refused'))).toBe(0)
    const choices: RowChoice[] = preview.rows
      .filter((row) => row.kind === 'sale' && row.status === 'unmatched')
      .map((row) => ({ row: row.row, action: 'create' }))
    const reportsSayExpected = async () =>
      expect(await reportFigures(api, expected.year, expected.marketplace)).toEqual(figuresOf(expected))
    const result = (await post(user.cookie, { csv, ...extra, choices }, false)) as SalesImportResult
    await reportsSayExpected()
    const before = await tableCounts(user.id)
    expect(Math.round(Number(before?.payoutSum) * 100)).toBe(expected.payouts)

    // The same file again: every row imported before, nothing written, every figure the same.
    const again = (await post(user.cookie, { csv, ...extra, choices }, false)) as SalesImportResult
    expect(again.counts).toMatchObject({ sold: 0, created: 0, refunds: 0, expenses: 0, payouts: 0 })
    expect(await tableCounts(user.id)).toEqual(before)
    await reportsSayExpected()
    return { preview, result }
  }

  it('imports the eBay transaction sample: its sales, refund, fee of no sale and payout', async () => {
    // Read by hand from the sample: two sales (10.00 with fees 0.40 + 1.00 + 0.10; 5.00 + 11.00 shipping with
    // fees 2.20 + 0.16), a refund of order 11-00000-00001 (gross 102.00 less 7.14 of eBay collected tax, fees
    // credited 0.44 + 14.96 + 1.03), an 'Other fee' of 0.89 of no sale of the file, a payout of 3,666.78.
    const { preview, result } = await importAndCheck(fixture('ebay-transaction-report.sample-fake.csv'), {
      year: 2026,
      marketplace: 'ebay',
      salePrices: 1000 + 500,
      postageCharged: 1100,
      postageCost: 0,
      generalFees: 150 + 236,
      promoFees: 0,
      buyerTax: 0,
      units: 2,
      costOfGoods: 0,
      refunds: 10200 - 714,
      refundsOfSales: 10200 - 714,
      feesCredited: 44 + 1496 + 103,
      expenses: { other: 89 },
      payouts: 366678,
    })
    expect(result.counts).toMatchObject({ created: 2, refunds: 1, expenses: 1, payouts: 1 })
    expect(preview.rows.find((row) => row.kind === 'payout')?.effect).toBe(
      'Keeps a payout of $3,666.78: never revenue',
    )
    expect(preview.rows.find((row) => row.kind === 'fee' && row.status === 'to-record')?.effect).toBe(
      'Records an expense of $0.89 (Other)',
    )
  })

  it('imports files of layouts drawn at random to the cent, and again with nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(drawnArbitrary, async (drawn) => {
        const { csv, mapping, items, expected } = writeDrawn(drawn, 'other')
        const { preview } = await importAndCheck(csv, expected, { mapping, marketplace: 'other' }, items)
        // Rows of a type the mapping does not name are shown, not imported.
        expect(preview.rows.filter((row) => row.reason?.includes('is not mapped')).length).toBe(drawn.unknown)
      }),
      { numRuns: FIGURES_RUNS, endOnFailure: true },
    )
    // Each run imports a file and reads every report twice: a run takes 2-5 s on a loaded machine, over the
    // suite's 30 s for the whole property.
  }, FIGURES_RUNS * 15_000)
})
