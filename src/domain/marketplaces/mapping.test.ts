import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { readCsvText } from './csv-text'
import ebayOrdersHeader from './fixtures/ebay-orders-report.header.csv?raw'
import mercariHeader from './fixtures/mercari-sales-report.header.csv?raw'
import poshmarkHeader from './fixtures/poshmark-sales-report.v2024.header.csv?raw'
import type { ColumnMapping } from './mapping'
import {
  columnChosenTwiceMessage,
  columnsChosenTwice,
  MAPPED_FIELDS,
  mappingProblem,
  parseMappedRows,
  proposeMapping,
} from './mapping'

const headerOf = (text: string) => {
  const result = readCsvText(text)
  return result.ok ? (result.rows[0] ?? []) : []
}

describe('proposeMapping', () => {
  it.each<[string[], ColumnMapping]>([
    [
      [
        'Date Sold',
        'Item',
        'SKU #',
        'Qty',
        'Sold Price ($)',
        'Shipping Paid',
        'Label Cost',
        'Platform Fees',
        'Tax Collected',
        'Order #',
      ],
      {
        orderId: 'Order #',
        soldDate: 'Date Sold',
        title: 'Item',
        sku: 'SKU #',
        quantity: 'Qty',
        salePrice: 'Sold Price ($)',
        postageCharged: 'Shipping Paid',
        postageCost: 'Label Cost',
        fees: 'Platform Fees',
        salesTax: 'Tax Collected',
      },
    ],
    [
      ['order', 'DATE', 'product', 'price', 'shipping', 'fees', 'tax', 'notes'],
      {
        orderId: 'order',
        soldDate: 'DATE',
        title: 'product',
        salePrice: 'price',
        postageCharged: 'shipping',
        fees: 'fees',
        salesTax: 'tax',
      },
    ],
    [['Notes', 'Color', 'Size'], {}],
    [[], {}],
  ])('%j', (header, mapping) => {
    expect(proposeMapping(header)).toEqual(mapping)
  })

  it("does not take another field's column for a near name", () => {
    expect(proposeMapping(headerOf(mercariHeader))).toEqual({
      soldDate: 'Sold Date',
      title: 'Item Title',
      salePrice: 'Item Price',
      postageCharged: 'Buyer Shipping Fee',
      postageCost: 'Seller Shipping Fee',
      // Every fee column is proposed, summed.
      fees: ['Mercari Selling Fee', 'Penalty Fee'],
      salesTax: 'Sales Tax Charged to Buyer',
      net: 'Net Seller Proceeds',
    })
    expect(proposeMapping(headerOf(poshmarkHeader))).toMatchObject({
      orderId: 'Order Id',
      soldDate: 'Order Date',
      salePrice: 'Order Price',
      salesTax: 'Sales Tax (Paid by Buyer)',
    })
    expect(proposeMapping(headerOf(ebayOrdersHeader))).toMatchObject({
      orderId: 'Order Number',
      soldDate: 'Sale Date',
      sku: 'Custom Label',
      salePrice: 'Sold For',
      salesTax: 'eBay Collected Tax',
    })
  })

  it('proposes the same columns whatever their order, each column for one field at most', () => {
    const header = headerOf(ebayOrdersHeader)
    fc.assert(
      fc.property(fc.func(fc.integer()), (rank) => {
        const shuffled = [...header].sort(
          (a, b) => rank(a) - rank(b) || header.indexOf(a) - header.indexOf(b),
        )
        const mapping = proposeMapping(shuffled)
        const columns = Object.values(mapping)
        expect(new Set(columns).size).toBe(columns.length)
        expect(mapping).toEqual(proposeMapping(header))
      }),
      { numRuns: 50 },
    )
  })
})

describe('mappingProblem', () => {
  const header = ['Date', 'Price', 'Title']
  it.each<[ColumnMapping, string | null]>([
    [{ soldDate: 'Date', salePrice: 'Price' }, null],
    [{ soldDate: ' date ', salePrice: 'PRICE', title: 'Title' }, null],
    [{ soldDate: 'Date' }, 'Choose the column of: Sale Price'],
    [{}, 'Choose the column of: Sold Date, Sale Price'],
    [{ soldDate: 'Date', salePrice: 'Price', fees: 'Fee' }, 'The file has no column "Fee"'],
  ])('%j → %s', (mapping, problem) => {
    expect(mappingProblem(header, mapping)).toBe(problem)
  })

  it('lists the fields in the order the step shows them', () => {
    expect(MAPPED_FIELDS.map((f) => f.label)).toEqual([
      'Order ID',
      'Line ID',
      'Row Type',
      'Sold Date',
      'Title',
      'SKU',
      'Quantity',
      'Sale Price',
      'Discount',
      'Postage Charged',
      'Postage Cost',
      'Fees',
      'Ad Fees',
      'Sales Tax',
      'Net Amount',
    ])
  })
})

describe('parseMappedRows', () => {
  const header = ['When', 'What', 'Code', 'How many', 'Got', 'Ship in', 'Ship out', 'Cut', 'Tax', 'Ref']
  const mapping: ColumnMapping = {
    soldDate: 'When',
    title: 'What',
    sku: 'Code',
    quantity: 'How many',
    salePrice: 'Got',
    postageCharged: 'Ship in',
    postageCost: 'Ship out',
    fees: 'Cut',
    salesTax: 'Tax',
    orderId: 'Ref',
  }
  const row = (rowNumber: number, cells: string[]) => ({ rowNumber, cells })

  it('reads the mapped columns into sales of the marketplace asked for', () => {
    const rows = parseMappedRows(
      header,
      [
        row(2, [
          '03/04/2025',
          'Blue Vase',
          'V-1',
          '1',
          '$1,200.00',
          '$9.99',
          '($8.10)',
          '-$120.00',
          '$99.00',
          'FB-1',
        ]),
      ],
      mapping,
      'facebook',
    )
    expect(rows).toEqual([
      {
        type: 'sale',
        rowNumber: 2,
        marketplace: 'facebook',
        orderId: 'FB-1',
        soldDate: '2025-03-04',
        title: 'Blue Vase',
        brand: null,
        sku: 'V-1',
        customLabel: null,
        quantity: 1,
        salePriceCents: 120000,
        postageChargedCents: 999,
        postageCostCents: 810,
        fees: { sellingFeeCents: 12000, paymentFeeCents: 0, promoFeeCents: 0 },
        salesTaxCents: 9900,
        costOfGoodsCents: null,
        currency: 'USD',
      },
    ])
  })

  it('names a sale without an order id by its date and figures, the same when columns move or are added', () => {
    const only = { soldDate: 'When', salePrice: 'Got', title: 'What' }
    const a = parseMappedRows(header, [row(2, ['2025-03-04', 'Vase', '', '', '5'])], only)
    const moved = ['Note', 'Got', 'When', 'What']
    const b = parseMappedRows(
      moved,
      [row(9, ['sold at the fair', '$5.00', '03/04/2025', 'Vase']), row(10, ['', '5', '2025-03-04', 'Cup'])],
      only,
    )
    expect(a[0]).toMatchObject({
      type: 'sale',
      orderId: expect.stringMatching(/^2025-03-04\/[0-9a-f]{8}$/),
      marketplace: 'other',
    })
    expect(b[0]).toMatchObject({ orderId: (a[0] as { orderId: string }).orderId })
    expect(b[1]).not.toMatchObject({ orderId: (a[0] as { orderId: string }).orderId })
  })

  it('refuses a row whose mapped cell is not what the field holds', () => {
    expect(parseMappedRows(header, [row(7, ['2025-03-04', 'Vase', '', 'two', '5'])], mapping)).toEqual([
      expect.objectContaining({
        type: 'refused',
        message: 'Row 7, column "How many": "two" is not a quantity',
      }),
    ])
    // With no Row Type column a negative price is a refund, which needs its order to be recorded.
    expect(parseMappedRows(header, [row(8, ['2025-03-04', 'Vase', '', '1', '-5'])], mapping)).toEqual([
      expect.objectContaining({
        type: 'non-sale',
        kind: 'refund',
        reason: 'A refund that names no order: not imported',
      }),
    ])
    expect(
      parseMappedRows(
        header,
        [row(8, ['2025-03-04', 'Vase', '', '1', '-5', '', '', '', '', 'R-1'])],
        mapping,
      ),
    ).toEqual([
      expect.objectContaining({ type: 'refund', orderId: 'R-1', amountCents: 500, refundDate: '2025-03-04' }),
    ])
    // A row typed as a sale with a negative price is refused.
    expect(
      parseMappedRows(
        [...header, 'Kind'],
        [row(9, ['2025-03-04', 'Vase', '', '1', '-5', '', '', '', '', 'R-1', 'Order'])],
        { ...mapping, type: 'Kind' },
      ),
    ).toEqual([
      expect.objectContaining({ type: 'refused', message: 'Row 9, column "Got": "-5" is a negative price' }),
    ])
  })
})

describe('columnsChosenTwice', () => {
  it('names each column chosen for several fields, or twice for one figure, and says why it matters', () => {
    const mapping: ColumnMapping = {
      orderId: 'Order',
      lineId: 'Order',
      soldDate: 'Date',
      salePrice: 'Total',
      fees: ['Fee', 'Fee'],
      adFees: 'Fee',
      salesTax: ['Tax', ''],
    }
    const twice = columnsChosenTwice(mapping)
    expect(twice).toEqual([
      { column: 'Order', labels: ['Order ID', 'Line ID'] },
      { column: 'Fee', labels: ['Fees', 'Fees', 'Ad Fees'] },
    ])
    expect(twice.map(columnChosenTwiceMessage)).toEqual([
      'The column "Order" is chosen for Order ID and Line ID: each of them reads it.',
      'The column "Fee" is chosen for Fees and Ad Fees: each of them reads it.',
    ])
    expect(columnChosenTwiceMessage({ column: 'Fee', labels: ['Fees', 'Fees'] })).toBe(
      'The column "Fee" is chosen twice for Fees: its amounts are added twice.',
    )
    expect(columnsChosenTwice({ soldDate: 'Date', salePrice: 'Total', fees: ['A', 'B'] })).toEqual([])
  })
})
