import { describe, expect, it } from 'vitest'

import { isGeneratedSku } from '../items/sku'
import { mapColumns, normalizeHeader } from './columns'
import type { CsvImportContext } from './import'
import {
  CSV_COLUMN_LABELS,
  CSV_IMPORT_MESSAGES,
  csvDate,
  csvMoney,
  csvSalesTax,
  normalizeCsvImport,
} from './import'

const context: CsvImportContext = {
  today: '2026-11-22',
  existingSkus: ['OLD-1'],
  receipts: [{ id: 'rcpt-uuid-1', receiptNumber: 'GOODWI-20261120-150405' }],
  existingBrands: ['Nike'],
  existingLocations: ['Goodwill'],
  now: new Date('2026-11-22T15:04:05.007Z'),
  timeZone: 'UTC',
  random: () => 0,
}

const run = (rows: string[][]) => {
  const result = normalizeCsvImport(rows, context)
  if (!result.ok) throw new Error(result.message)
  return result
}

describe('file checks', () => {
  it.each([
    [[]],
    [[['brand', 'description']]],
    [
      [
        ['brand', 'description'],
        ['', ' '],
      ],
    ],
  ])('%j needs a header and a data row', (rows) => {
    expect(normalizeCsvImport(rows, context)).toEqual({
      ok: false,
      code: 'csv_too_short',
      message: 'CSV file must contain at least a header row and one data row',
    })
  })

  it.each([
    [['sku', 'Brand'], 'Missing required columns: description'],
    [['sku', 'price'], 'Missing required columns: brand, description'],
  ])('%j → %s', (headers, message) => {
    expect(normalizeCsvImport([headers, ['x', 'y']], context)).toEqual({
      ok: false,
      code: 'csv_missing_columns',
      message,
    })
  })

  it('words a failure', () => {
    expect(CSV_IMPORT_MESSAGES.failed('Network down')).toBe('Failed to import CSV: Network down')
    expect(CSV_IMPORT_MESSAGES.failed()).toBe('Failed to import CSV: Unknown error')
  })
})

describe('headers', () => {
  it.each([
    ['Cost of Goods', 'costofgoods'],
    ['costOfGoods', 'costofgoods'],
    [' SALE PRICE ', 'saleprice'],
    ['purchase_date', 'purchasedate'],
  ])('%j → %s', (header, name) => {
    expect(normalizeHeader(header)).toBe(name)
  })

  it('knows every alias of the spec', () => {
    const headers = ['COST', 'Sale', 'Date', 'Location', 'ReceiptId', 'brand', 'DESCRIPTION']
    expect(mapColumns(headers)).toEqual({
      costOfGoods: 0,
      salePrice: 1,
      purchaseDate: 2,
      purchaseLocation: 3,
      receipt: 4,
      brand: 5,
      description: 6,
    })
    expect(
      mapColumns([
        'costOfGoods',
        'cost of goods',
        'salePrice',
        'sale price',
        'price',
        'purchaseDate',
        'purchase location',
        'receipt',
      ]),
    ).toMatchObject({
      costOfGoods: 0,
      salePrice: 2,
      purchaseDate: 5,
      purchaseLocation: 6,
      receipt: 7,
    })
  })
})

describe('column labels', () => {
  it('name each column a value is read from as row errors word it', () => {
    expect(CSV_COLUMN_LABELS).toMatchObject({
      costOfGoods: 'Cost of goods',
      salePrice: 'Sale price',
      postageCharged: 'Postage charged',
      postageCost: 'Postage cost',
      generalFees: 'General fees',
      promoFees: 'Promo fees',
      salesTax: 'Sales tax rate',
      purchaseDate: 'Purchase date',
      soldDate: 'Sold date',
      disposedDate: 'Disposed date',
      disposalReason: 'Disposal reason',
    })
  })
})

describe('rows', () => {
  const headers = [
    'SKU',
    'Brand',
    'Description',
    'Cost',
    'Price',
    'Date',
    'Location',
    'Status',
    'Sold Date',
    'Receipt',
    'Sales Tax',
  ]

  it('imports a full row with money stripped and dates normalised', () => {
    const result = run([
      headers,
      [
        'A-1',
        'Levi',
        'Jeans, blue',
        '$1,234.50',
        ' 45 ',
        '11/20/2026',
        'Goodwill',
        'Listed',
        '',
        'goodwi-20261120-150405',
        '0.07',
      ],
    ])
    expect(result.items).toEqual([
      {
        row: 2,
        sku: 'A-1',
        brand: 'Levi',
        description: 'Jeans, blue',
        costOfGoods: 123450,
        salePrice: 4500,
        purchaseDate: '2026-11-20',
        purchaseLocation: 'Goodwill',
        status: 'listed',
        soldDate: null,
        salesTax: 0.07,
        postageCharged: 0,
        postageCost: 0,
        generalFees: 0,
        promoFees: 0,
        receiptId: 'rcpt-uuid-1',
        disposedDate: null,
        disposalReason: null,
      },
    ])
    expect(result.brandsToCreate).toEqual(['Levi'])
    expect(result.locationsToCreate).toEqual([])
  })

  it('lists the unreadable cells of a row in the file’s order, a missing column first', () => {
    const result = run([
      ['Cost', 'Brand', 'Description', 'Status', 'Sales Tax', 'Date', 'Disposed Date', 'Promo Fees'],
      ['twelve', 'Nike', 'Hat', 'disposed', '6.63', '2026-13-45', 'soon', '-1'],
      ['1', 'Nike', 'Hat', 'sold', 'x', '', 'soon', ''],
    ])
    expect(result.errors).toEqual([
      'Row 2: Disposal reason is required for a disposed item (Donated, Discarded, Kept for personal use); ' +
        'Cost of goods "twelve" is not an amount; ' +
        'Sales tax rate "6.63" must be between 0 and 1, such as 0.0663 or 6.63%; ' +
        'Purchase date "2026-13-45" is not a date (such as 2026-11-22 or 11/22/2026); ' +
        'Disposed date "soon" is not a date (such as 2026-11-22 or 11/22/2026); ' +
        'Promo fees "-1" cannot be negative',
      'Row 3: Sales tax rate "x" is not a rate',
    ])
  })

  it('fills defaults for empty cells: generated SKU, 0, today, Unknown location, 0.0663, no receipt', () => {
    const [item] = run([headers, ['', 'nike', 'Hat', '', '', '', '', '', '', '', '']]).items
    expect(item).toMatchObject({
      costOfGoods: 0,
      salePrice: 0,
      purchaseDate: '2026-11-22',
      purchaseLocation: 'Unknown',
      status: 'unlisted',
      soldDate: null,
      salesTax: 0.0663,
      receiptId: null,
    })
    expect(isGeneratedSku(item!.sku)).toBe(true)
  })

  it('keeps the spec’s defaults for an unknown status and an unknown receipt', () => {
    const [item] = run([headers, ['U-1', 'nike', 'Hat', '5', '', '', '', 'archived', '', 'R-404', '']]).items
    expect(item).toMatchObject({ status: 'unlisted', soldDate: null, receiptId: null })
  })

  it('skips a row with a cell it cannot read, naming every such column and value in the file’s order', () => {
    const result = run([
      [...headers, 'Postage Charged', 'Postage Cost', 'General Fees', 'Promo Fees'],
      ['R-1', 'Nike', 'Shoe', 'twelve', '45', '2026-11-01', '', 'listed', '', '', '', '', '', '', ''],
      ['R-2', 'Nike', 'Shoe', '12', '45', '2026-13-45', '', 'listed', '', '', '', '', '', '', ''],
      [
        'R-3',
        'Nike',
        'Shoe',
        'twelve',
        'lots',
        '2026-02-30',
        '',
        'sold',
        'yesterday',
        '',
        'abc',
        '',
        '',
        '',
        '',
      ],
      ['R-4', 'Nike', 'Shoe', '-5', '$99,999,999', '', '', '', '', '', '6.63', '1.2.3', '$', '', '%'],
      ['R-5', 'Nike', 'Shoe', '12', '45', '2026-11-01', '', 'listed', 'not read', '', '', '', '', '', ''],
    ])
    expect(result.errors).toEqual([
      'Row 2: Cost of goods "twelve" is not an amount',
      'Row 3: Purchase date "2026-13-45" is not a date (such as 2026-11-22 or 11/22/2026)',
      'Row 4: Cost of goods "twelve" is not an amount; Sale price "lots" is not an amount; Purchase date "2026-02-30" is not a date (such as 2026-11-22 or 11/22/2026); Sold date "yesterday" is not a date (such as 2026-11-22 or 11/22/2026); Sales tax rate "abc" is not a rate',
      'Row 5: Cost of goods "-5" cannot be negative; Sale price "$99,999,999" is more than $9,999,999.99; Sales tax rate "6.63" must be between 0 and 1, such as 0.0663 or 6.63%; Postage charged "1.2.3" is not an amount; Postage cost "$" is not an amount; Promo fees "%" is not an amount',
    ])
    expect(result.skipped).toBe(4)
    // A sold date of a row that is not sold is never stored, so it need not be readable.
    expect(result.items.map((i) => [i.sku, i.soldDate])).toEqual([['R-5', null]])
  })

  it('frees the SKU of a skipped row for a later row', () => {
    const result = run([
      ['sku', 'brand', 'description', 'cost'],
      ['TWIN', 'Nike', 'Shoe', 'twelve'],
      ['twin', 'Nike', 'Shoe', '12'],
    ])
    expect(result.items.map((i) => [i.row, i.sku, i.costOfGoods])).toEqual([[3, 'twin', 1200]])
  })

  it.each([
    ['sold before bought', '2026-10-05', '2026-10-04', 'Row 2: Sold date cannot be before the purchase date'],
    [
      'sold before today with no purchase date',
      '',
      '2026-10-04',
      'Row 2: Sold date cannot be before the purchase date (the purchase date is empty, which imports as today, 2026-11-22)',
    ],
    [
      'sold before a leap day purchase',
      '2028-02-29',
      '2028-02-28',
      'Row 2: Sold date cannot be before the purchase date',
    ],
  ])('skips a row %s', (_case, purchaseDate, soldDate, error) => {
    const result = run([
      headers,
      ['S-1', 'Nike', 'Shoe', '5', '50', purchaseDate, '', 'sold', soldDate, '', ''],
    ])
    expect(result.items).toEqual([])
    expect(result.errors).toEqual([error])
  })

  it.each([
    ['the same day', '2026-10-05', '2026-10-05'],
    ['on a leap day, bought the day before', '2028-02-28', '2028-02-29'],
  ])('imports a row sold %s', (_case, purchaseDate, soldDate) => {
    const result = run([
      headers,
      ['S-1', 'Nike', 'Shoe', '5', '50', purchaseDate, '', 'sold', soldDate, '', ''],
    ])
    expect(result.items.map((i) => [i.purchaseDate, i.soldDate])).toEqual([[purchaseDate, soldDate]])
  })

  it('dates a sold row without a sold date on its purchase date', () => {
    const result = run([
      headers,
      ['S-1', 'Nike', 'Shoe', '5', '50', '2026-10-01', 'Goodwill', 'sold', '', '', ''],
      ['S-2', 'Nike', 'Shoe', '5', '50', '2026-10-01', '', 'SOLD', '10/15/2026', 'rcpt-uuid-1', ''],
    ])
    expect(result.items.map((i) => [i.status, i.soldDate, i.receiptId])).toEqual([
      ['sold', '2026-10-01', null],
      ['sold', '2026-10-15', 'rcpt-uuid-1'],
    ])
  })

  it('skips existing SKUs and rows missing brand or description, with file row numbers', () => {
    const result = run([
      headers,
      ['old-1', 'Nike', 'Shoe'],
      ['B-1', '', 'No brand'],
      ['B-2', 'Nike', ''],
      ['B-3', 'Nike', 'Fine'],
      ['b-3', 'Nike', 'Same SKU in the file'],
    ])
    expect(result.items.map((i) => i.sku)).toEqual(['B-3'])
    expect(result.skipped).toBe(4)
    expect(result.errors).toEqual([
      'Row 2: SKU "old-1" already exists',
      'Row 3: Missing brand or description',
      'Row 4: Missing brand or description',
      'Row 6: SKU "b-3" already exists',
    ])
  })

  it('creates each new brand and location once, case-insensitively', () => {
    const result = run([
      ['brand', 'description', 'location'],
      ['Coach', 'Bag', 'Savers'],
      ['COACH', 'Wallet', 'savers'],
      ['Nike', 'Cap', ''],
    ])
    expect(result.brandsToCreate).toEqual(['Coach'])
    expect(result.locationsToCreate).toEqual(['Savers', 'Unknown'])
  })

  it('gives generated SKUs that differ from each other', () => {
    const result = run([
      ['brand', 'description'],
      ['A', 'one'],
      ['A', 'two'],
      ['A', 'three'],
    ])
    expect(new Set(result.items.map((i) => i.sku)).size).toBe(3)
    expect(result.items[1]?.sku).toBe('UL-261122-150405-007-AAAA-A1')
  })
})

describe('cell parsing', () => {
  it.each([
    ['$1,234.50', 123450],
    [' 7 ', 700],
    ['', 0],
    [undefined, 0],
    ['0.1', 10],
    ['$9,999,999.99', 999999999],
  ])('money %j → %d', (text, cents) => {
    expect(csvMoney(text, 'Cost of goods')).toEqual({ ok: true, value: cents })
  })

  it.each([
    ['n/a', 'Cost of goods "n/a" is not an amount'],
    ['twelve', 'Cost of goods "twelve" is not an amount'],
    ['-5', 'Cost of goods "-5" cannot be negative'],
    ['10000000', 'Cost of goods "10000000" is more than $9,999,999.99'],
  ])('money %j is not read: %s', (text, reason) => {
    expect(csvMoney(text, 'Cost of goods')).toEqual({ ok: false, reason })
  })

  it.each([
    ['0.0663', 0.0663],
    ['6.63%', 0.0663],
    ['6.63 %', 0.0663],
    ['0', 0],
    ['1', 1],
    ['100%', 1],
    ['', 0.0663],
    ['0.123456', 0.1235],
  ])('sales tax %j → %d', (text, rate) => {
    expect(csvSalesTax(text)).toEqual({ ok: true, value: rate })
  })

  it.each([
    ['abc', 'Sales tax rate "abc" is not a rate'],
    ['6.63', 'Sales tax rate "6.63" must be between 0 and 1, such as 0.0663 or 6.63%'],
    ['-0.01', 'Sales tax rate "-0.01" must be between 0 and 1, such as 0.0663 or 6.63%'],
    ['101%', 'Sales tax rate "101%" must be between 0 and 1, such as 0.0663 or 6.63%'],
    ['0x10', 'Sales tax rate "0x10" is not a rate'],
    ['1e-2', 'Sales tax rate "1e-2" is not a rate'],
  ])('sales tax %j is not read: %s', (text, reason) => {
    expect(csvSalesTax(text)).toEqual({ ok: false, reason })
  })

  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2/29/2028', '2028-02-29'],
    ['', null],
  ])('date %j → %s', (text, date) => {
    expect(csvDate(text, 'Purchase date', null)).toEqual({ ok: true, value: date })
  })

  it.each(['2026-13-45', '2027-02-29', '0000-01-01', 'soon', '22.11.2026'])('date %j is not read', (text) => {
    expect(csvDate(text, 'Purchase date', null)).toEqual({
      ok: false,
      reason: `Purchase date "${text}" is not a date (such as 2026-11-22 or 11/22/2026)`,
    })
  })
})
