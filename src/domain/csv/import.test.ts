import { describe, expect, it } from 'vitest'

import { isGeneratedSku } from '../items/sku'
import { mapColumns, normalizeHeader } from './columns'
import type { CsvImportContext } from './import'
import { CSV_IMPORT_MESSAGES, csvMoney, csvSalesTax, normalizeCsvImport } from './import'

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
      },
    ])
    expect(result.brandsToCreate).toEqual(['Levi'])
    expect(result.locationsToCreate).toEqual([])
  })

  it('fills defaults: generated SKU, today, Unknown location, unlisted, 0.0663, no receipt', () => {
    const [item] = run([
      headers,
      ['', 'nike', 'Hat', 'abc', '', 'not a date', '', 'archived', '', 'R-404', ''],
    ]).items
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
    ['', 0],
    [undefined, 0],
    ['n/a', 0],
    ['-5', 0],
    ['0.1', 10],
  ])('money %j → %d', (text, cents) => {
    expect(csvMoney(text)).toBe(cents)
  })

  it.each([
    ['0.0663', 0.0663],
    ['6.63%', 0.0663],
    ['0', 0],
    ['', 0.0663],
    ['abc', 0.0663],
    ['6.63', 0.0663],
    ['0.123456', 0.1235],
  ])('sales tax %j → %d', (text, rate) => {
    expect(csvSalesTax(text)).toBe(rate)
  })
})
