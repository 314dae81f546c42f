import { describe, expect, it } from 'vitest'

import { HEADER_SEARCH_ROWS, REPORT_LAYOUTS, REPORTS, detectReport, layoutOf } from './detect'

const mercariHeader = ['Item Id', 'Sold Date', 'Item Title', 'Item Price', 'Mercari Selling Fee']

describe('detectReport', () => {
  it('finds the header below notes, in any case, spacing and order', () => {
    const rows = [
      ['Sales history'],
      ['From 2023-01-01', 'to 2023-12-31'],
      [''],
      ['  mercari selling fee', 'ITEM ID', 'item_price', 'Sold  Date', 'x'],
      ['3.00', 'm1', '30.00', '2023-06-21', ''],
    ]
    const detection = detectReport(rows)
    expect(detection.status).toBe('recognised')
    expect(detection.status === 'recognised' && detection.layout.id).toBe('mercari-sales')
    expect(detection.headerIndex).toBe(3)
  })

  it('tells the 2020 Poshmark report from the 2024 one by their earnings column', () => {
    const base = ['Order Date', 'Order Id', 'Listing Title', 'Order Price']
    const of = (header: string[]) => {
      const detection = detectReport([header])
      return detection.status === 'recognised' ? detection.layout.id : null
    }
    expect(of([...base, 'Net Earnings'])).toBe('poshmark-sales-2020')
    expect(of([...base, 'Your Earnings'])).toBe('poshmark-sales-2024')
    expect(of(base)).toBeNull()
  })

  it('needs every required column: without one the file is unknown, its widest early row the header', () => {
    const rows = [['Report'], mercariHeader.slice(0, 4), ['m1', '2023-06-21', 'Boots', '30.00']]
    expect(detectReport(rows)).toEqual({
      status: 'unknown',
      headerIndex: 1,
      header: mercariHeader.slice(0, 4),
    })
  })

  it(`looks for the header in the first ${HEADER_SEARCH_ROWS} rows only`, () => {
    const notes = (n: number) => Array.from({ length: n }, (_, i) => [`note ${i}`])
    expect(detectReport([...notes(HEADER_SEARCH_ROWS - 1), mercariHeader]).status).toBe('recognised')
    expect(detectReport([...notes(HEADER_SEARCH_ROWS), mercariHeader]).status).toBe('unknown')
  })

  it('prefers the layout the header fits with more columns', () => {
    const eBayOrders = ['Order Number', 'Sale Date', 'Sold For', 'Quantity', 'Item Title', 'Custom Label']
    const detection = detectReport([eBayOrders])
    expect(detection.status === 'recognised' && detection.layout.id).toBe('ebay-orders')
  })

  it('lists every report with its name and marketplace', () => {
    expect(REPORTS.map((r) => r.id)).toEqual(REPORT_LAYOUTS.map((l) => l.id))
    expect(new Set(REPORTS.map((r) => r.id)).size).toBe(REPORTS.length)
    expect(layoutOf('etsy-statement').name).toBe('Etsy statement')
    expect(REPORTS.find((r) => r.id === 'ebay-transactions')).toEqual({
      id: 'ebay-transactions',
      name: 'eBay transaction report',
      marketplace: 'ebay',
    })
  })

  it('never lets one header fit two layouts with the same number of columns', () => {
    for (const layout of REPORT_LAYOUTS) {
      const header = Object.values(layout.columns).flatMap((spec) => spec.names.slice(0, 1))
      const detection = detectReport([header])
      expect(detection.status === 'recognised' && detection.layout.id).toBe(layout.id)
    }
  })
})
