import { describe, expect, it } from 'vitest'

import { reportFile } from './fixtures/report-writer'
import { readSalesReport } from './sales-report'

const mercari = ['Item Id', 'Sold Date', 'Item Title', 'Item Price', 'Mercari Selling Fee']
const record = (id: string, price = '$30.00') => ({
  'Item Id': id,
  'Sold Date': '2023-06-21',
  'Item Title': 'Boots',
  'Item Price': price,
  'Mercari Selling Fee': '$3.00',
})

function read(text: string, options?: Parameters<typeof readSalesReport>[1]) {
  const result = readSalesReport(text, options)
  if (!result.ok) throw new Error(result.message)
  return result.report
}

describe('readSalesReport', () => {
  it('reads a file with only the required columns, the others as 0', () => {
    expect(read(reportFile(mercari, [record('m1')])).rows).toEqual([
      {
        type: 'sale',
        rowNumber: 2,
        marketplace: 'mercari',
        orderId: 'm1',
        soldDate: '2023-06-21',
        title: 'Boots',
        brand: null,
        sku: null,
        customLabel: null,
        quantity: 1,
        salePriceCents: 3000,
        postageChargedCents: 0,
        postageCostCents: 0,
        fees: { sellingFeeCents: 300, paymentFeeCents: 0, promoFeeCents: 0 },
        salesTaxCents: 0,
        costOfGoodsCents: null,
        currency: 'USD',
      },
    ])
  })

  it.each([
    ['tabs', '\t'],
    ['semicolons', ';'],
  ])('reads a file saved with %s', (_, delimiter) => {
    const text = [mercari, ['m1', '2023-06-21', 'Boots, brown', '30,00', '3,00']]
      .map((row) => row.join(delimiter))
      .join('\n')
    expect(read(text).rows).toEqual([
      expect.objectContaining({ orderId: 'm1', title: 'Boots, brown', salePriceCents: 3000 }),
    ])
  })

  it('reads a byte-order mark, CRLF, a preamble and trailing empty lines, numbering rows as the file does', () => {
    const text = reportFile(mercari, [record('m1')], {
      byteOrderMark: true,
      preamble: ['Sales history', 'From,2023-01-01,to,2023-12-31', ''],
      trailingLines: 3,
    })
    const report = read(text)
    expect(report.headerRowNumber).toBe(4)
    expect(report.rows).toEqual([expect.objectContaining({ type: 'sale', rowNumber: 5 })])
  })

  it('shows a repeated header and a short line as notes, and a second sale of one order as a duplicate', () => {
    const text =
      reportFile(mercari, [record('m1'), record('m2'), record('m1', '$31.00')]) +
      mercari.join(',') +
      '\r\nTotal,$91.00\r\n'
    expect(read(text)).toMatchObject({
      rows: [
        { type: 'sale', rowNumber: 2, orderId: 'm1' },
        { type: 'sale', rowNumber: 3, orderId: 'm2' },
        {
          type: 'non-sale',
          rowNumber: 4,
          kind: 'duplicate',
          orderId: 'm1',
          reason: 'The same order as row 2',
        },
        { type: 'non-sale', rowNumber: 5, kind: 'note', reason: 'The header again, not a record' },
        { type: 'non-sale', rowNumber: 6, kind: 'note', reason: 'A line of text, not a record' },
      ],
      counts: { sales: 2, nonSales: 3, refused: 0, refunds: 0, charges: 0, payouts: 0 },
    })
  })

  it('answers an unknown file with its header, its key and a proposed mapping, and no rows', () => {
    const text = reportFile(
      ['Sold', 'Thing', 'Price', 'Postage'],
      [{ Sold: '2025-01-02', Thing: 'Lamp', Price: '$5' }],
      {
        preamble: ['My own sheet'],
      },
    )
    expect(read(text)).toEqual({
      report: null,
      headerRowNumber: 2,
      header: ['Sold', 'Thing', 'Price', 'Postage'],
      headerKey: 'postage|price|sold|thing',
      rows: [],
      counts: { sales: 0, nonSales: 0, refused: 0, refunds: 0, charges: 0, payouts: 0 },
      proposedMapping: { soldDate: 'Sold', salePrice: 'Price', postageCharged: 'Postage' },
      // The values of its columns, for the Row Type column's meanings.
      columnValues: { Sold: ['2025-01-02'], Thing: ['Lamp'], Price: ['$5'] },
    })
  })

  it('reads an unknown file by the mapping given, as sales of the marketplace given', () => {
    const text = reportFile(['Sold', 'Thing', 'Price'], [{ Sold: '2025-01-02', Thing: 'Lamp', Price: '$5' }])
    const report = read(text, {
      mapping: { soldDate: 'Sold', salePrice: 'Price', title: 'Thing' },
      marketplace: 'facebook',
    })
    expect(report.report).toBeNull()
    expect(report.rows).toEqual([
      expect.objectContaining({
        marketplace: 'facebook',
        soldDate: '2025-01-02',
        title: 'Lamp',
        salePriceCents: 500,
      }),
    ])
  })

  it('refuses a mapping that does not fit the file, and a file that cannot be read', () => {
    const text = reportFile(['Sold', 'Price'], [{ Sold: '2025-01-02', Price: '$5' }])
    expect(readSalesReport(text, { mapping: { soldDate: 'Sold' } })).toEqual({
      ok: false,
      message: 'Choose the column of: Sale Price',
    })
    expect(readSalesReport('Item Id,Sold Date\n"m1,2023-06-21\n')).toEqual({
      ok: false,
      message: 'A quoted field is not closed (row 2)',
    })
    expect(readSalesReport('')).toEqual({ ok: false, message: 'The file is empty' })
  })

  it('keeps the cells of rows longer or shorter than the header', () => {
    const text =
      'Item Id,Sold Date,Item Title,Item Price,Mercari Selling Fee\nm1,2023-06-21,Boots,30,3,extra,cells\nm2,2023-06-21,Hat,4\n'
    expect(read(text).rows).toEqual([
      expect.objectContaining({ orderId: 'm1', salePriceCents: 3000 }),
      expect.objectContaining({
        orderId: 'm2',
        salePriceCents: 400,
        fees: { sellingFeeCents: 0, paymentFeeCents: 0, promoFeeCents: 0 },
      }),
    ])
  })
})
