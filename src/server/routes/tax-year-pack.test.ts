import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { and, eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  bodyOf,
  clientFor,
  ORIGIN,
  signedInUser,
  useTestApp,
  type Api,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { inventoryItems, refunds } from '../db/schema'
import {
  packSales,
  packPurchases,
  packEndingInventory,
  packExpenses,
  packReceiptLines,
  packRefunds,
} from '../db/queries/tax-year-pack'

/** The text of a PDF as poppler's pdftotext reads it, in the layout of its pages. */
function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-pack-'))
  try {
    writeFileSync(path.join(dir, 'summary.pdf'), pdf)
    return execFileSync('pdftotext', ['-layout', 'summary.pdf', '-'], { cwd: dir, encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A CSV file's lines (CRLF ends each), the last empty one left out. */
const lines = (csv: string) => {
  expect(csv.endsWith('\r\n')).toBe(true)
  return csv.slice(0, -2).split('\r\n')
}

describe.each(ENGINES)('the tax year pack on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let api: Api

  type NewItem = Parameters<Api['items']['$post']>[0]['json']
  const item = async (
    json: Omit<NewItem, 'brand' | 'description'> & { brand?: string; description?: string },
  ) => (await bodyOf(api.items.$post({ json: { brand: 'Levi', description: 'Jeans', ...json } }))).item
  const setItem = (sku: string, values: Partial<typeof inventoryItems.$inferInsert>) =>
    t.db
      .update(inventoryItems)
      .set(values)
      .where(and(eq(inventoryItems.userId, user.id), eq(inventoryItems.sku, sku)))

  const pack = async (year: string, headers: Record<string, string> = {}, cookie = user.cookie) =>
    t.app.request(`${ORIGIN}/api/tax-years/${year}/pack`, { headers: { cookie, origin: ORIGIN, ...headers } })

  beforeAll(async () => {
    user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
    await bodyOf(api.settings.$patch({ json: { storeName: 'Frog Finds', timeZone: 'America/Los_Angeles' } }))
    // The year's own business use (decision 026).
    await bodyOf(
      api['tax-years'][':year']['business-use'].$put({
        param: { year: '2025' },
        json: { businessMileagePercentage: '50' },
      }),
    )
    // Sold in 2025: one on eBay with every figure, one whose brand a spreadsheet would run as a formula.
    await item({
      sku: 'S-1',
      description: 'Jeans, "501"',
      costOfGoods: '4.00',
      salePrice: '25.00',
      postageCharged: '5.00',
      postageCost: '4.50',
      generalFees: '3.25',
      promoFees: '1.00',
      buyerSalesTax: '1.85',
      marketplace: 'ebay',
      purchaseDate: '2024-11-02',
      status: 'sold',
      soldDate: '2025-03-10',
    })
    await setItem('S-1', { marketplaceOrderId: '27-12345-67890' })
    // Refunds (decision 032): an allowance on S-1 in the year and one in the next; one imported before its
    // sale, named by its marketplace and order, with the fees the marketplace credited back.
    const s1 = (await bodyOf(api.items.$get({ query: { status: 'sold', q: 'S-1', mode: 'sku' } }))).rows[0]!
    for (const [refundDate, amount, salesTax] of [
      ['2025-03-20', '5.00', '0.40'],
      ['2026-01-05', '1.00', '0'],
    ] as const)
      await bodyOf(
        api.items[':id'].refunds.$post({
          param: { id: s1.id },
          json: { refundDate, amount, salesTax, kind: 'allowance' },
        }),
      )
    await t.db.insert(refunds).values({
      userId: user.id,
      marketplace: 'etsy',
      orderId: 'E-1',
      refundDate: '2025-05-05',
      amount: 1200,
      feesCredited: 80,
      kind: 'allowance',
      importKey: 'E-1-refund',
    })
    // eBay's 1099-K for 2025, as the user typed it.
    await bodyOf(
      api['tax-years'][':year']['form-1099k'][':marketplace'].$put({
        param: { year: '2025', marketplace: 'ebay' },
        json: { grossAmount: '35.00' },
      }),
    )
    await item({
      sku: 'S-2',
      brand: '=HYPERLINK("x")',
      description: 'Mug',
      costOfGoods: '10.00',
      salePrice: '12.00',
      purchaseDate: '2025-02-01',
      status: 'sold',
      soldDate: '2025-07-01',
    })
    // Sold the day before the year and the day after it.
    await item({
      sku: 'S-3',
      costOfGoods: '2.00',
      purchaseDate: '2024-06-01',
      status: 'sold',
      soldDate: '2024-12-31',
    })
    await item({
      sku: 'S-4',
      costOfGoods: '7.77',
      purchaseDate: '2025-12-31',
      status: 'sold',
      soldDate: '2026-01-01',
    })
    await item({
      sku: 'U-1',
      costOfGoods: '3.33',
      purchaseDate: '2025-05-05',
      purchaseLocation: 'Goodwill',
      status: 'listed',
    })
    // No purchase date: recorded at 21:00 on 31 December 2024 in Los Angeles (05:00 UTC on 1 January).
    await item({ sku: 'U-2', costOfGoods: '1.11' })
    // The day it was recorded is the user's calendar day then, kept with the item (decision 026).
    await setItem('U-2', { createdAt: new Date('2025-01-01T05:00:00Z'), recordedOn: '2024-12-31' })
    await item({ sku: 'U-3', costOfGoods: '9.99', purchaseDate: '2026-01-02' })
    // Donated in the year; discarded after it.
    await item({ sku: 'D-1', costOfGoods: '6.00', purchaseDate: '2025-03-03' })
    await setItem('D-1', { status: 'disposed', disposedDate: '2025-09-09', disposalReason: 'donated' })
    await item({ sku: 'D-2', costOfGoods: '5.50', purchaseDate: '2025-04-04' })
    await setItem('D-2', { status: 'disposed', disposedDate: '2026-02-02', disposalReason: 'discarded' })

    for (const expense of [
      {
        date: '2025-05-05',
        vendor: 'Staples',
        description: 'Paper, ink',
        category: 'office_supplies',
        amount: '12.34',
      },
      { date: '2025-06-06', vendor: 'City', description: 'Licence', category: 'taxes_fees', amount: '50.00' },
      {
        date: '2025-01-02',
        vendor: 'Adobe',
        description: 'Lightroom',
        category: 'software',
        amount: '20.00',
      },
      {
        date: '2024-12-31',
        vendor: 'Adobe',
        description: 'Lightroom',
        category: 'software',
        amount: '20.00',
      },
    ] as const)
      await bodyOf(api.expenses.$post({ json: expense }))

    const receipt = async (
      receiptNumber: string,
      purchaseDate: string,
      vendor: string,
      totalAmount: string,
    ) =>
      (await bodyOf(api.receipts.$post({ json: { receiptNumber, purchaseDate, vendor, totalAmount } })))
        .receipt
    const r1 = await receipt('R-1', '2025-02-01', 'Goodwill', '15.00')
    await bodyOf(
      api['receipt-line-items'].$post({
        json: { receiptId: r1.id, description: 'Mug', brand: 'Pyrex', quantity: '2', unitCost: '3.50' },
      }),
    )
    await bodyOf(
      api['receipt-line-items'].$post({
        json: { receiptId: r1.id, description: 'Shirt', brand: 'Nike', quantity: '1', unitCost: '8.00' },
      }),
    )
    await receipt('R-2', '2025-08-08', 'Estate sale', '0.00')
    await receipt('R-0', '2024-12-30', 'Goodwill', '9.00')

    for (const [readingDate, odometerMiles] of [
      ['2024-12-15', '9000.0'],
      ['2025-01-05', '10000.0'],
      ['2025-01-20', '10200.0'],
      ['2025-02-03', '10500.5'],
      ['2025-03-01', '11000.5'],
      ['2026-01-10', '20000.0'],
      ['2026-02-01', '21000.0'],
    ] as const)
      await bodyOf(api['odometer-readings'].$post({ json: { readingDate, odometerMiles } }))
  })

  it('answers a zip of the summary PDF and the year’s records, each file to the cent', async () => {
    const response = await pack('2025')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="frogwalk-2025-tax-pack.zip"',
    )
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(files)).toEqual([
      'frogwalk-tax-summary-2025.pdf',
      'sales-2025.csv',
      'purchases-2025.csv',
      'expenses-2025.csv',
      'receipts-2025.csv',
      'mileage-2025.csv',
      'ending-inventory-2025.csv',
      'refunds-2025.csv',
      'marketplaces-2025.csv',
      'form-1099k-2025.csv',
    ])
    const csv = (name: string) => lines(strFromU8(files[name]!))

    expect(csv('sales-2025.csv')).toEqual([
      'Sold Date,SKU,Brand,Description,Marketplace,Order ID,Sale Price,Postage Charged,Postage Cost,General Fees,Promo Fees,Cost of Goods,Buyer Sales Tax,Profit',
      // 25.00 + 5.00 − (4.00 + 4.50 + 3.25 + 1.00); the buyer's sales tax is not revenue.
      '2025-03-10,S-1,Levi,"Jeans, ""501""",eBay,27-12345-67890,25.00,5.00,4.50,3.25,1.00,4.00,1.85,17.25',
      `2025-07-01,S-2,"'=HYPERLINK(""x"")",Mug,,,12.00,0.00,0.00,0.00,0.00,10.00,0.00,2.00`,
    ])
    expect(csv('purchases-2025.csv')).toEqual([
      'Purchase Date,SKU,Description,Location,Cost,Status',
      '2025-02-01,S-2,Mug,,10.00,Sold',
      '2025-03-03,D-1,Jeans,,6.00,Disposed: Donated',
      '2025-04-04,D-2,Jeans,,5.50,Disposed: Discarded',
      '2025-05-05,U-1,Jeans,Goodwill,3.33,Listed',
      '2025-12-31,S-4,Jeans,,7.77,Sold',
    ])
    expect(csv('expenses-2025.csv')).toEqual([
      'Date,Vendor,Description,Category,Schedule C Line,Amount,Deductible',
      '2025-01-02,Adobe,Lightroom,Software,27b,20.00,Yes',
      '2025-05-05,Staples,"Paper, ink",Office Supplies,18,12.34,Yes',
      '2025-06-06,City,Licence,Taxes & Fees,23,50.00,No',
    ])
    expect(csv('receipts-2025.csv')).toEqual([
      'Receipt Number,Receipt Date,Vendor,Receipt Total,Line Description,Line Brand,Quantity,Unit Cost,Line Total',
      'R-1,2025-02-01,Goodwill,15.00,Mug,Pyrex,2,3.50,7.00',
      'R-1,2025-02-01,Goodwill,15.00,Shirt,Nike,1,8.00,8.00',
      'R-2,2025-08-08,Estate sale,0.00,,,,,',
    ])
    // January: 500.5 miles to February's first reading, half for business at the 2025 rate of $0.70.
    expect(csv('mileage-2025.csv')).toEqual([
      'Date,Odometer Reading,Month,Miles Driven,Business Miles,IRS Rate,Deduction',
      '2025-01-05,10000.0,January,500.5,250.3,0.70,175.18',
      '2025-01-20,10200.0,,,,,',
      '2025-02-03,10500.5,February,500.0,250.0,0.70,175.00',
      '2025-03-01,11000.5,March,0.0,0.0,0.70,0.00',
      '2026-01-10,20000.0,,,,,',
    ])
    // Bought by 31 December (U-2 on the day it was recorded, in the user's time zone) and not gone by then.
    expect(csv('ending-inventory-2025.csv')).toEqual([
      'SKU,Description,Purchase Date,Cost',
      'U-2,Jeans,2024-12-31,1.11',
      'D-2,Jeans,2025-04-04,5.50',
      'U-1,Jeans,2025-05-05,3.33',
      'S-4,Jeans,2025-12-31,7.77',
    ])

    // The refunds dated in the year, the one dated 2026 left to 2026's pack.
    expect(csv('refunds-2025.csv')).toEqual([
      'Refund Date,SKU,Brand,Description,Marketplace,Order ID,Sold Date,Returned or Allowance,Amount,Sales Tax,Fees Credited,Returned SKU',
      '2025-03-20,S-1,Levi,"Jeans, ""501""",eBay,27-12345-67890,2025-03-10,Allowance,5.00,0.40,0.00,',
      '2025-05-05,,,,Etsy,E-1,,Allowance,12.00,0.00,0.80,',
    ])
    // Sales by Marketplace as the Tax Summary shows it: eBay's profit 17.25 less its refund; Etsy's refund
    // of a sale not in Frogwalk, less the fees it credited back.
    expect(csv('marketplaces-2025.csv')).toEqual([
      'Marketplace,Items Sold,Revenue,Refunds,Fees,Profit',
      'eBay,1,30.00,5.00,4.25,12.25',
      'Not recorded,1,12.00,0.00,0.00,2.00',
      'Etsy,0,0.00,12.00,-0.80,-11.20',
    ])
    // eBay's 1099-K: 35.00 against sales of 25.00 less the 5.00 refunded; postage, the buyer's tax and the
    // refund explain 11.85 of the 15.00, and 3.15 is unexplained. No form is expected below the threshold.
    const form = csv('form-1099k-2025.csv')
    expect(form[0]).toBe(
      'Marketplace,Sales,Postage Charged,Sales Tax Buyers Paid,Refunds,Number of Sales,Frogwalk Gross,Gross on 1099-K,Transactions on 1099-K,Difference,Explained By,Unexplained,1099-K Expected',
    )
    expect(form[1]).toBe(
      'eBay,20.00,5.00,1.85,5.00,1,31.85,35.00,,15.00,1099-K gross includes the postage buyers paid: $5.00; 1099-K gross includes the sales tax buyers paid: $1.85; Refunds are not subtracted on a 1099-K: $5.00,3.15,No',
    )
    expect(form[2]).toBe('Not recorded,12.00,0.00,0.00,0.00,1,12.00,,,,,,No')
    expect(form).toHaveLength(3)

    const pdf = files['frogwalk-tax-summary-2025.pdf']!
    expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(text).toContain('2025 Tax Summary')
    expect(text).toContain('Frog Finds, prepared')
    expect(text).toContain('Schedule C view, 2025')
    expect(text).toContain('Part III, Cost of Goods Sold')
    const partThreeLine = (line: string, label: string, amount: string) =>
      expect(text).toMatch(new RegExp(`${line}\\s+${label}.*\\s${amount.replace('$', '\\$')}\\n`))
    partThreeLine('33', 'Method used to value closing inventory', 'Cost')
    partThreeLine('34', 'Change in determining quantities, costs, or valuations', 'No')
    partThreeLine('35', 'Inventory at beginning of year', '$5.11')
    partThreeLine('36', 'Purchases less cost of items withdrawn for personal use', '$26.60')
    expect(text).toContain('(purchases $32.60 less $6.00 donated or kept)')
    partThreeLine('37', 'Cost of labor', '$0.00')
    partThreeLine('40', 'Add lines 35 through 39', '$31.71')
    partThreeLine('41', 'Inventory at end of year', '$17.71')
    partThreeLine('42', 'Cost of goods sold. Subtract line 41 from line 40', '$14.00')
    // The Schedule C view: line 9's deduction is the mileage file's sum.
    expect(text).toMatch(/9\s+Car and truck expenses.*\$350\.18/)
  })

  it('streams the zip as it is made: neither tagged nor compressed again, never kept', async () => {
    const response = await pack('2025', { 'accept-encoding': 'br, gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBeNull()
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())))).toHaveLength(10)
  })

  it('reads each file page by page, every record once and in order', async () => {
    const all = async <Row>(pages: AsyncIterable<Row[]> | Promise<AsyncIterable<Row[]>>) => {
      const rows: Row[][] = []
      for await (const page of await pages) rows.push(page)
      return rows
    }
    const sales = await all(packSales(t.db, user.id, 2025, 1))
    expect(sales.map((page) => page.map((sale) => sale.sku))).toEqual([['S-1'], ['S-2']])
    const purchases = await all(packPurchases(t.db, user.id, 2025, 2))
    expect(purchases.map((page) => page.map((row) => row.sku))).toEqual([
      ['S-2', 'D-1'],
      ['D-2', 'U-1'],
      ['S-4'],
    ])
    const held = await all(packEndingInventory(t.db, user.id, 2025, 3))
    expect(held.map((page) => page.map((row) => row.sku))).toEqual([['U-2', 'D-2', 'U-1'], ['S-4']])
    const spent = await all(packExpenses(t.db, user.id, 2025, 2))
    expect(spent.map((page) => page.map((row) => row.vendor))).toEqual([['Adobe', 'Staples'], ['City']])
    const refunded = await all(packRefunds(t.db, user.id, 2025, 1))
    expect(refunded.map((page) => page.map((row) => row.orderId))).toEqual([['27-12345-67890'], ['E-1']])
    const receipts = await all(packReceiptLines(t.db, user.id, 2025, 1))
    expect(receipts.map((page) => page.map((row) => row.line?.description ?? null))).toEqual([
      ['Mug', 'Shirt'],
      [null],
    ])
  })

  it('holds only the signed-in user’s records', async () => {
    const other = await signedInUser(t.app)
    const files = unzipSync(new Uint8Array(await (await pack('2025', {}, other.cookie)).arrayBuffer()))
    for (const [name, content] of Object.entries(files)) {
      if (!name.endsWith('.csv')) continue
      expect(lines(strFromU8(content)), name).toHaveLength(1)
    }
  })

  it('refuses a year that is not one, and anyone signed out', async () => {
    for (const year of ['abc', '0', '10000', '2025.5']) {
      const response = await pack(year)
      expect(response.status, year).toBe(400)
      const body = (await response.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('validation_failed')
      expect(body.error.message).toMatch(/^year: Year must be/)
    }
    expect((await pack('2025', {}, '')).status).toBe(401)
  })
})
