import { describe, expect, it } from 'vitest'

import type { ExportableItem } from './export'
import { CSV_EXPORT_COLUMNS, CSV_TEMPLATE_FILE_NAME, csvTemplate, exportFileName, exportRow } from './export'
import type { CsvImportContext } from './import'
import { normalizeCsvImport } from './import'
import { spreadsheetText } from './serialize'

const item: ExportableItem = {
  sku: 'A-1',
  brand: 'Levi, Strauss & Co.',
  description: 'Jeans 32" waist',
  costOfGoods: 123450,
  salePrice: 30,
  purchaseDate: '2026-11-20',
  purchaseLocation: null,
  status: 'sold',
  salesTax: 0.07,
  postageCharged: 800,
  postageCost: 650,
  generalFees: 0,
  promoFees: 5,
  soldDate: '2026-11-21',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  disposedDate: null,
  disposalReason: null,
}

describe('CSV export', () => {
  it('has the spec’s columns, then the disposal’s', () => {
    expect(CSV_EXPORT_COLUMNS.join(',')).toBe(
      'SKU,Brand,Description,Cost of Goods,Sale Price,Purchase Date,Purchase Location,Status,Sales Tax Rate,Postage Charged,Postage Cost,General Fees,Promo Fees,Sold Date,Created At,Updated At,Disposed Date,Disposal Reason',
    )
  })

  it('writes money with two decimals and the rate with four', () => {
    expect(exportRow(item)).toEqual([
      'A-1',
      'Levi, Strauss & Co.',
      'Jeans 32" waist',
      '1234.50',
      '0.30',
      '2026-11-20',
      '',
      'sold',
      '0.0700',
      '8.00',
      '6.50',
      '0.00',
      '0.05',
      '2026-11-21',
      '2026-11-20T10:00:00.000Z',
      '2026-11-21T09:00:00.000Z',
      '',
      '',
    ])
  })

  it('marks the text a person typed or imported where a spreadsheet would run it, never the app’s figures', () => {
    const cells = exportRow({
      ...item,
      sku: '-1+2',
      brand: '+1',
      description: '=HYPERLINK("http://x","y")',
      purchaseLocation: '@SUM(A1)',
    })
    expect(cells.slice(0, 4)).toEqual(["'-1+2", "'+1", `'=HYPERLINK("http://x","y")`, '1234.50'])
    expect(cells[6]).toBe("'@SUM(A1)")
    expect(cells.slice(7)).toEqual(exportRow(item).slice(7))
  })

  it('has nothing a spreadsheet would run in its template', () => {
    const cells = csvTemplate()
      .trimEnd()
      .split('\r\n')
      .flatMap((line) => line.split(','))
    expect(cells.length).toBeGreaterThan(10)
    for (const cell of cells) expect(spreadsheetText(cell)).toBe(cell)
  })

  it('names files by status and date', () => {
    expect(exportFileName('sold', '2026-11-22', 'csv')).toBe('sold-items-2026-11-22.csv')
    expect(exportFileName('listed', '2026-11-22', 'pdf')).toBe('listed-items-2026-11-22.pdf')
  })

  it('imports its own export again', () => {
    const context: CsvImportContext = {
      today: '2026-01-01',
      existingSkus: [],
      receipts: [],
      existingBrands: [],
      existingLocations: [],
      now: new Date(0),
      timeZone: 'UTC',
      random: () => 0,
    }
    const cells = exportRow(item)
    const result = normalizeCsvImport([[...CSV_EXPORT_COLUMNS], cells], context)
    expect(result.ok && result.items[0]).toMatchObject({
      sku: 'A-1',
      costOfGoods: 123450,
      salePrice: 30,
      salesTax: 0.07,
      status: 'sold',
      soldDate: '2026-11-21',
      purchaseLocation: 'Unknown',
      postageCost: 650,
      promoFees: 5,
    })
  })

  it('imports a disposed item’s day and reason again, and refuses a disposed row with no reason', () => {
    const context: CsvImportContext = {
      today: '2026-01-01',
      existingSkus: [],
      receipts: [],
      existingBrands: [],
      existingLocations: [],
      now: new Date(0),
      timeZone: 'UTC',
      random: () => 0,
    }
    const donated = {
      ...item,
      status: 'disposed' as const,
      soldDate: null,
      disposedDate: '2026-11-25',
      disposalReason: 'personal_use' as const,
    }
    const cells = exportRow(donated)
    expect(cells.slice(-2)).toEqual(['2026-11-25', 'personal_use'])
    const result = normalizeCsvImport([[...CSV_EXPORT_COLUMNS], cells], context)
    expect(result.ok && result.items[0]).toMatchObject({
      status: 'disposed',
      soldDate: null,
      disposedDate: '2026-11-25',
      disposalReason: 'personal_use',
    })
    const words = normalizeCsvImport(
      [
        ['Brand', 'Description', 'Status', 'Disposal Reason', 'Disposed Date'],
        ['B', 'D', 'disposed', 'Kept for personal use', ''],
        ['B', 'D', 'disposed', '', '2026-02-02'],
        ['B', 'D', 'disposed', 'lost', ''],
        ['B', 'D', 'listed', 'donated', '2026-02-02'],
      ],
      context,
    )
    expect(words.ok && words.items.map((i) => [i.status, i.disposedDate, i.disposalReason])).toEqual([
      ['disposed', '2026-01-01', 'personal_use'],
      ['listed', null, null],
    ])
    expect(words.ok && words.errors).toEqual([
      'Row 3: Disposal reason is required for a disposed item (Donated, Discarded, Kept for personal use)',
      'Row 4: Disposal reason "lost" is not one of Donated, Discarded, Kept for personal use',
    ])
  })

  it('offers a template the import accepts', () => {
    expect(CSV_TEMPLATE_FILE_NAME).toBe('inventory-template.csv')
    const rows = csvTemplate()
      .trimEnd()
      .split('\r\n')
      .map((line) => line.replace('"Air Max 90, size 10"', 'Air Max 90 size 10').split(','))
    const result = normalizeCsvImport(rows, {
      today: '2026-01-01',
      existingSkus: [],
      receipts: [],
      existingBrands: [],
      existingLocations: [],
      now: new Date(0),
      timeZone: 'UTC',
      random: () => 0,
    })
    expect(result.ok && result.items[0]).toMatchObject({
      brand: 'Nike',
      costOfGoods: 1250,
      purchaseDate: '2026-01-15',
    })
  })
})
