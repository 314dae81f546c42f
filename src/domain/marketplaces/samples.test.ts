import { describe, expect, it } from 'vitest'

import { readCsvText } from './csv-text'
import depopHeader from './fixtures/depop-sales-export.header.csv?raw'
import ebayOrdersHeader from './fixtures/ebay-orders-report.header.csv?raw'
import ebayOrders80Header from './fixtures/ebay-orders-report.help-80col.header.csv?raw'
import ebayOrders2020Sample from './fixtures/ebay-orders-report.legacy-2020.sample.csv?raw'
import ebayFileExchangeHeader from './fixtures/ebay-sold-items-fileexchange-legacy.header.csv?raw'
import ebayTransactionsHeader from './fixtures/ebay-transaction-report.header.csv?raw'
import ebayTransactionsSample from './fixtures/ebay-transaction-report.sample-fake.csv?raw'
import etsyOrdersHeader from './fixtures/etsy-sold-orders.header.csv?raw'
import etsyStatementHeader from './fixtures/etsy-statement.header.csv?raw'
import mercariHeader from './fixtures/mercari-sales-report.header.csv?raw'
import mercariSample from './fixtures/mercari-sales-report.sample-fake.csv?raw'
import poshmarkSample from './fixtures/poshmark-sales-report.sample-fake.csv?raw'
import poshmark2020Header from './fixtures/poshmark-sales-report.v2020.header.csv?raw'
import poshmark2024Header from './fixtures/poshmark-sales-report.v2024.header.csv?raw'
import whatnotHeader from './fixtures/whatnot-order-history.header.csv?raw'
import type { ReportRecord } from './fixtures/report-writer'
import { reportFile } from './fixtures/report-writer'
import type { MarketplaceSale, ReportRow } from './report-row'
import { readSalesReport } from './sales-report'

function read(text: string) {
  const result = readSalesReport(text)
  if (!result.ok) throw new Error(result.message)
  return result.report
}

function headerOf(text: string): string[] {
  const result = readCsvText(text)
  if (!result.ok) throw new Error(result.message)
  return result.rows[0] ?? []
}

/** A sale with the figures a test does not name at their defaults. */
function sale(
  fields: Partial<MarketplaceSale> & Pick<MarketplaceSale, 'rowNumber' | 'orderId'>,
): MarketplaceSale {
  return {
    type: 'sale',
    marketplace: 'ebay',
    soldDate: '2026-01-01',
    title: null,
    brand: null,
    sku: null,
    customLabel: null,
    quantity: 1,
    salePriceCents: 0,
    postageChargedCents: 0,
    postageCostCents: 0,
    salesTaxCents: 0,
    costOfGoodsCents: null,
    currency: 'USD',
    ...fields,
    fees: { sellingFeeCents: 0, paymentFeeCents: 0, promoFeeCents: 0, ...fields.fees },
  }
}

const fees = (sellingFeeCents: number, paymentFeeCents = 0, promoFeeCents = 0) => ({
  sellingFeeCents,
  paymentFeeCents,
  promoFeeCents,
})

describe('every sample is recognised by its header', () => {
  it.each([
    [ebayTransactionsSample, 'ebay-transactions', 'eBay transaction report', 11],
    [ebayTransactionsHeader, 'ebay-transactions', 'eBay transaction report', 1],
    [ebayOrdersHeader, 'ebay-orders', 'eBay orders report', 1],
    [ebayOrders80Header, 'ebay-orders', 'eBay orders report', 1],
    [ebayOrders2020Sample, 'ebay-orders', 'eBay orders report', 1],
    [ebayFileExchangeHeader, 'ebay-sold-items-legacy', 'eBay sold items file (File Exchange)', 1],
    [poshmarkSample, 'poshmark-sales-2024', 'Poshmark sales report', 4],
    [poshmark2024Header, 'poshmark-sales-2024', 'Poshmark sales report', 1],
    [poshmark2020Header, 'poshmark-sales-2020', 'Poshmark sales report (2020 layout)', 1],
    [mercariSample, 'mercari-sales', 'Mercari sales report', 1],
    [mercariHeader, 'mercari-sales', 'Mercari sales report', 1],
    [depopHeader, 'depop-sales', 'Depop sales export', 1],
    [etsyOrdersHeader, 'etsy-sold-orders', 'Etsy sold orders', 1],
    [etsyStatementHeader, 'etsy-statement', 'Etsy statement', 1],
    [whatnotHeader, 'whatnot-orders', 'Whatnot order history', 1],
  ])('%#: %s', (text, id, name, headerRowNumber) => {
    const report = read(text)
    expect(report.report).toMatchObject({ id, name })
    expect(report.headerRowNumber).toBe(headerRowNumber)
  })
})

describe('eBay transaction report', () => {
  it('reads the sample: an order of one row, an order with a totals row, and rows that are not sales', () => {
    const report = read(ebayTransactionsSample)
    expect(report.report?.marketplace).toBe('ebay')
    expect(report.rows).toEqual<ReportRow[]>([
      sale({
        rowNumber: 12,
        orderId: '11-00000-00001',
        soldDate: '2026-01-05',
        title: 'A Test Item',
        salePriceCents: 1000,
        fees: fees(40 + 100 + 10),
      }),
      {
        type: 'non-sale',
        rowNumber: 13,
        kind: 'order-summary',
        orderId: '20-00000-00001',
        amountCents: 1940,
        reason: 'The totals of an order whose items have rows of their own',
        appliedToRow: 14,
      },
      sale({
        rowNumber: 14,
        orderId: '20-00000-00001',
        soldDate: '2026-08-31',
        title: 'Real Item One',
        salePriceCents: 500,
        postageChargedCents: 1100,
        fees: fees(220 + 16),
      }),
      // A refund is recorded against its order: the gross less the tax given back, the fees credited.
      expect.objectContaining({
        type: 'refund',
        rowNumber: 15,
        orderId: '11-00000-00001',
        refundDate: '2026-05-31',
        amountCents: 10200 - 714,
        salesTaxCents: 714,
        feesCreditedCents: 44 + 1496 + 103,
        importKey: expect.stringMatching(/^refund\/2026-05-31\/[0-9a-f]{16}$/),
      }),
      // A fee of no sale of the file is a charge; a payout is kept.
      expect.objectContaining({
        type: 'charge',
        rowNumber: 16,
        orderId: '17-00000-00001',
        amountCents: 89,
        description: 'Other fee: desc',
        category: 'other',
      }),
      expect.objectContaining({
        type: 'payout',
        rowNumber: 17,
        amountCents: 366678,
        reference: '7593167856',
      }),
      expect.objectContaining({
        rowNumber: 18,
        kind: 'hold',
        orderId: '01-00000-00001',
        amountCents: -15200,
      }),
    ])
    expect(report.counts).toEqual({ sales: 2, nonSales: 2, refused: 0, refunds: 1, charges: 1, payouts: 1 })
  })

  it('counts labels and ad fees into their sales and spreads order-level amounts over the items', () => {
    const header = headerOf(ebayTransactionsHeader)
    const order = (fields: ReportRecord): ReportRecord => ({
      'Transaction creation date': 'Mar 1, 2026',
      Type: 'Order',
      'Transaction currency': 'USD',
      ...fields,
    })
    const text = reportFile(header, [
      order({
        'Order number': '05-55555-55555',
        'Item ID': '501',
        'Transaction ID': '601',
        'Item title': 'Vintage Lamp',
        'Custom label': 'VL-1',
        Quantity: '1',
        'Item subtotal': '40.00',
        'Shipping and handling': '8.00',
        'eBay collected tax': '3.20',
        'Final Value Fee - fixed': '-0.40',
        'Final Value Fee - variable': '-5.32',
        'Regulatory operating fee': '-0.15',
        'International fee': '--',
        'Net amount': '45.33',
      }),
      { Type: 'Shipping label', 'Order number': '05-55555-55555', 'Net amount': '-7.10' },
      {
        Type: 'Other fee',
        'Order number': '05-55555-55555',
        'Item ID': '501',
        'Net amount': '-2.40',
        Description: 'Promoted Listings - General fee',
      },
      order({ 'Order number': '06-66666-66666', 'Net amount': '50.00', 'Final Value Fee - fixed': '-0.40' }),
      order({
        'Order number': '06-66666-66666',
        'Item ID': '701',
        'Transaction ID': '801',
        'Item title': 'Cup',
        Quantity: '1',
        'Item subtotal': '20.00',
        'Shipping and handling': '5.00',
        'Final Value Fee - fixed': '--',
        'Final Value Fee - variable': '-2.60',
      }),
      order({
        'Order number': '06-66666-66666',
        'Item ID': '702',
        'Transaction ID': '802',
        'Item title': 'Saucer',
        Quantity: '2',
        'Item subtotal': '30.00',
        'Shipping and handling': '5.00',
        'Final Value Fee - variable': '-3.90',
      }),
      { Type: 'Shipping label', 'Order number': '06-66666-66666', 'Net amount': '-9.00' },
      {
        'Transaction creation date': 'Mar 2, 2026',
        Type: 'Shipping label',
        'Order number': '07-77777-77777',
        'Net amount': '-4.00',
      },
      { Type: 'Shipping label', 'Order number': '08-88888-88888', 'Net amount': '3.00' },
      order({
        'Order number': '08-88888-88888',
        'Item ID': '901',
        'Item title': 'Pen',
        'Item subtotal': '$10.00',
      }),
      {
        'Transaction creation date': 'Mar 9, 2026',
        Type: 'Refund',
        'Order number': '05-55555-55555',
        'Net amount': '-10.00',
      },
      {
        Type: 'Payment dispute',
        'Order number': '05-55555-55555',
        'Net amount': '--',
        'Gross transaction amount': '-48.00',
      },
    ])
    const rows = read(text).rows
    expect(rows).toEqual([
      sale({
        rowNumber: 2,
        orderId: '05-55555-55555',
        soldDate: '2026-03-01',
        title: 'Vintage Lamp',
        customLabel: 'VL-1',
        salePriceCents: 4000,
        postageChargedCents: 800,
        postageCostCents: 710,
        fees: fees(40 + 532 + 15, 0, 240),
        salesTaxCents: 320,
      }),
      expect.objectContaining({ rowNumber: 3, kind: 'shipping-label', amountCents: -710, appliedToRow: 2 }),
      expect.objectContaining({ rowNumber: 4, kind: 'fee', amountCents: -240, appliedToRow: 2 }),
      expect.objectContaining({ rowNumber: 5, kind: 'order-summary', amountCents: 5000, appliedToRow: 6 }),
      sale({
        rowNumber: 6,
        orderId: '06-66666-66666/801',
        soldDate: '2026-03-01',
        title: 'Cup',
        salePriceCents: 2000,
        postageChargedCents: 500,
        postageCostCents: 360,
        fees: fees(16 + 260),
      }),
      sale({
        rowNumber: 7,
        orderId: '06-66666-66666/802',
        soldDate: '2026-03-01',
        title: 'Saucer',
        quantity: 2,
        salePriceCents: 3000,
        postageChargedCents: 500,
        postageCostCents: 540,
        fees: fees(24 + 390),
      }),
      expect.objectContaining({ rowNumber: 8, kind: 'shipping-label', amountCents: -900, appliedToRow: 6 }),
      expect.objectContaining({
        type: 'charge',
        rowNumber: 9,
        orderId: '07-77777-77777',
        amountCents: 400,
        feeKind: 'postage',
      }),
      expect.objectContaining({
        rowNumber: 10,
        kind: 'shipping-label',
        amountCents: 300,
        appliedToRow: null,
      }),
      sale({
        rowNumber: 11,
        orderId: '08-88888-88888',
        soldDate: '2026-03-01',
        title: 'Pen',
        salePriceCents: 1000,
      }),
      expect.objectContaining({ type: 'refund', rowNumber: 12, amountCents: 1000 }),
      expect.objectContaining({ rowNumber: 13, kind: 'dispute', amountCents: -4800 }),
    ])
  })

  it('refuses a cell it cannot read, naming the row and the column', () => {
    const header = headerOf(ebayTransactionsHeader)
    const text = reportFile(header, [
      {
        'Transaction creation date': 'Mar 1, 2026',
        Type: 'Order',
        'Order number': '05-1',
        'Item ID': '1',
        'Item subtotal': 'ten dollars',
      },
      {
        'Transaction creation date': 'someday',
        Type: 'Order',
        'Order number': '05-2',
        'Item ID': '2',
        'Item subtotal': '1',
      },
      {
        'Transaction creation date': 'Mar 1, 2026',
        Type: 'Order',
        'Order number': '--',
        'Item subtotal': '1',
      },
    ])
    expect(read(text).rows).toEqual([
      {
        type: 'refused',
        rowNumber: 2,
        column: 'Item subtotal',
        value: 'ten dollars',
        reason: 'is not an amount',
        message: 'Row 2, column "Item subtotal": "ten dollars" is not an amount',
      },
      expect.objectContaining({
        message: 'Row 3, column "Transaction creation date": "someday" is not a date',
      }),
      expect.objectContaining({ message: 'Row 4, column "Order number": "--" is not an order number' }),
    ])
  })
})

describe('eBay orders report', () => {
  it('reads the 2020 sample', () => {
    expect(read(ebayOrders2020Sample).rows).toEqual([
      sale({
        rowNumber: 2,
        orderId: '1-01',
        soldDate: '2020-01-15',
        title: 'Cool Widget',
        customLabel: 'tgwSKU001',
        salePriceCents: 999,
        postageChargedCents: 399,
      }),
    ])
  })

  it('reads the current layout: unit prices, an order with a totals row, and the notes around the records', () => {
    const header = headerOf(ebayOrdersHeader)
    const order = (fields: ReportRecord): ReportRecord => ({ 'Sale Date': 'Aug-31-26', ...fields })
    const text =
      reportFile(
        header,
        [
          {},
          order({
            'Order Number': '01-11111-11111',
            'Item Number': '111',
            'Item Title': 'Blue Mug',
            'Custom Label': 'MUG-1',
            Quantity: '2',
            'Sold For': '$10.00',
            'Shipping And Handling': '$5.00',
            'eBay Collected Tax': '$1.60',
            'Total Price': '$26.60',
            'Transaction ID': '9001',
          }),
          order({
            'Order Number': '02-22222-22222',
            'Item Number': '222',
            'Item Title': 'Red Mug',
            Quantity: '2',
            'Sold For': '$30.00',
            'Shipping And Handling': '$0.00',
            'Total Price': '$30.00',
          }),
          {
            'Order Number': '03-33333-33333',
            'Sale Date': 'Sep-01-26',
            'Shipping And Handling': '$9.00',
            'eBay Collected Tax': '$3.00',
            'Total Price': '$52.00',
          },
          {
            'Order Number': '03-33333-33333',
            'Sale Date': 'Sep-01-26',
            'Item Number': '333',
            'Item Title': 'Lamp',
            'Custom Label': 'L-1',
            Quantity: '1',
            'Sold For': '$10.00',
            'Transaction ID': 't3a',
          },
          {
            'Order Number': '03-33333-33333',
            'Sale Date': 'Sep-01-26',
            'Item Number': '334',
            'Item Title': 'Shade',
            Quantity: '1',
            'Sold For': '$30.00',
            'Transaction ID': 't3b',
          },
        ],
        { preamble: [''] },
      ) +
      '\r\n2 record(s) downloaded,from Aug-01-26 00:00:00 to Sep-30-26 23:59:59\r\nSeller ID : seller1\r\n'
    const report = read(text)
    expect(report.headerRowNumber).toBe(2)
    expect(report.rows).toEqual([
      sale({
        rowNumber: 4,
        orderId: '01-11111-11111',
        soldDate: '2026-08-31',
        title: 'Blue Mug',
        customLabel: 'MUG-1',
        quantity: 2,
        salePriceCents: 2000,
        postageChargedCents: 500,
        salesTaxCents: 160,
      }),
      sale({
        rowNumber: 5,
        orderId: '02-22222-22222',
        soldDate: '2026-08-31',
        title: 'Red Mug',
        quantity: 2,
        salePriceCents: 3000,
      }),
      expect.objectContaining({ rowNumber: 6, kind: 'order-summary', amountCents: 5200, appliedToRow: 7 }),
      sale({
        rowNumber: 7,
        orderId: '03-33333-33333/t3a',
        soldDate: '2026-09-01',
        title: 'Lamp',
        customLabel: 'L-1',
        salePriceCents: 1000,
        postageChargedCents: 225,
        salesTaxCents: 75,
      }),
      sale({
        rowNumber: 8,
        orderId: '03-33333-33333/t3b',
        soldDate: '2026-09-01',
        title: 'Shade',
        salePriceCents: 3000,
        postageChargedCents: 675,
        salesTaxCents: 225,
      }),
      expect.objectContaining({ rowNumber: 10, kind: 'note' }),
      expect.objectContaining({ rowNumber: 11, kind: 'note' }),
    ])
  })

  it('reads the 80-column layout of the help page', () => {
    const text = reportFile(headerOf(ebayOrders80Header), [
      {
        'Order Number': '09-1',
        'Item Number': '1',
        'Item Title': 'Kettle',
        Quantity: '1',
        'Sold For': 'US $1,250.00',
        'Sale Date': 'Feb-02-25',
        'eBay Collected Tax Included in Total': 'Yes',
      },
    ])
    expect(read(text).rows).toEqual([
      sale({
        rowNumber: 2,
        orderId: '09-1',
        soldDate: '2025-02-02',
        title: 'Kettle',
        salePriceCents: 125000,
      }),
    ])
  })

  it("reads the File Exchange file, naming an order without an Order ID by eBay's line id", () => {
    const text = reportFile(headerOf(ebayFileExchangeHeader), [
      {
        'Order ID': '',
        'Item ID': '1100',
        'Transaction ID': '2200',
        'Item Title': 'Old Camera',
        Quantity: '3',
        'Sale Price': '$4.00',
        'Shipping And Handling': '$2.00',
        Insurance: '$1.00',
        'Sales Tax': '$0.50',
        'Total Price': '$15.50',
        'Sale Date': 'Mar-15-15',
        'Custom Label': 'CAM',
      },
    ])
    expect(read(text).rows).toEqual([
      sale({
        rowNumber: 2,
        orderId: '1100-2200',
        soldDate: '2015-03-15',
        title: 'Old Camera',
        customLabel: 'CAM',
        quantity: 3,
        salePriceCents: 1200,
        postageChargedCents: 300,
      }),
    ])
  })
})

describe('Poshmark sales report', () => {
  it('reads the sample below its title and date range', () => {
    const poshmark = { marketplace: 'poshmark' as const, brand: null }
    expect(read(poshmarkSample).rows).toEqual([
      sale({
        ...poshmark,
        rowNumber: 5,
        orderId: 'ORD001',
        soldDate: '2024-12-27',
        title: 'Offwhite knitwear',
        brand: 'Off-White',
        salePriceCents: 15000,
        fees: fees(3000),
        salesTaxCents: 1107,
      }),
      sale({
        ...poshmark,
        rowNumber: 6,
        orderId: 'ORD002',
        soldDate: '2025-01-15',
        title: 'Canvas sneaker',
        brand: 'Prada',
        salePriceCents: 11000,
        fees: fees(2200),
        salesTaxCents: 827,
        costOfGoodsCents: 3000,
      }),
    ])
  })

  it('reads the 2020 layout and gives each item of a bundle its own id', () => {
    const text = reportFile(headerOf(poshmark2020Header), [
      {
        'Listing Date': '01/02/2021',
        'Order Date': '03/04/2021',
        SKU: 'SC-1',
        'Order Id': 'P1',
        'Listing Title': 'Silk Scarf',
        Brand: 'Hermes',
        'Cost Price': '$20.00',
        'Order Price': '$100.00',
        'Seller Shipping Discount': '$2.00',
        'Upgraded Shipping Label Fee': '$3.00',
        'Net Earnings': '$75.00',
        'Sales Tax (Paid by Buyer)': '$6.00',
        'Sales Tax (Paid by Seller)': '$0.00',
      },
      {
        'Order Date': '03/05/2021',
        'Order Id': 'P2',
        'Listing Title': 'Belt',
        'Order Price': '$15.00',
        'Net Earnings': '$12.00',
      },
      {
        'Order Date': '03/05/2021',
        'Order Id': 'P2',
        'Listing Title': 'Wallet',
        'Order Price': '$25.00',
        'Net Earnings': '$20.00',
      },
    ])
    const rows = read(text).rows
    expect(rows[0]).toEqual(
      sale({
        marketplace: 'poshmark',
        rowNumber: 2,
        orderId: 'P1',
        soldDate: '2021-03-04',
        title: 'Silk Scarf',
        brand: 'Hermes',
        sku: 'SC-1',
        salePriceCents: 10000,
        postageCostCents: 500,
        fees: fees(2000),
        salesTaxCents: 600,
        costOfGoodsCents: 2000,
      }),
    )
    expect(rows.slice(1)).toEqual([
      expect.objectContaining({
        orderId: expect.stringMatching(/^P2\/[0-9a-f]{8}$/),
        title: 'Belt',
        fees: fees(300),
      }),
      expect.objectContaining({
        orderId: expect.stringMatching(/^P2\/[0-9a-f]{8}$/),
        title: 'Wallet',
        fees: fees(500),
      }),
    ])
    expect(new Set(rows.map((row) => row.type === 'sale' && row.orderId)).size).toBe(3)
  })
})

describe('Mercari sales report', () => {
  it('reads the sample, buyer-paid labels as postage charged and spent', () => {
    const mercari = { marketplace: 'mercari' as const, soldDate: '2023-06-21' }
    expect(read(mercariSample).rows).toEqual([
      sale({
        ...mercari,
        rowNumber: 2,
        orderId: 'm111',
        title: 'Dior Spray',
        salePriceCents: 7900,
        postageChargedCents: 740,
        postageCostCents: 740,
        fees: fees(790, 301),
        salesTaxCents: 745,
      }),
      sale({
        ...mercari,
        rowNumber: 3,
        orderId: 'm222',
        title: 'Replica Perfume',
        salePriceCents: 2500,
        postageChargedCents: 430,
        postageCostCents: 430,
        fees: fees(250, 135),
        salesTaxCents: 181,
      }),
    ])
  })

  it("reads the header's layout, never the buyer's fees, and sets cancellations and returns apart", () => {
    const text = reportFile(headerOf(mercariHeader), [
      {
        'Item Id': 'm1',
        'Sold Date': '06/21/2023',
        'Item Title': 'Boots',
        'Order Status': 'Completed',
        'Item Price': '$50.00',
        'Buyer Shipping Fee': '$0.00',
        'Seller Shipping Fee': '$8.00',
        'Mercari Selling Fee': '$5.00',
        'Payment Processing Fee Charged To Seller': '$1.75',
        'Shipping Adjustment Fee': '$1.00',
        'Penalty Fee': '$0.00',
        'Net Seller Proceeds': '$34.25',
        'Sales Tax Charged to Buyer': '$4.00',
        'Payment Processing Fee Charged to Buyer': '$0.99',
      },
      {
        'Item Id': 'm2',
        'Sold Date': '06/21/2023',
        'Canceled Date': '06/22/2023',
        'Order Status': 'Canceled',
      },
      {
        'Item Id': 'm3',
        'Sold Date': '06/21/2023',
        'Order Status': 'Returned',
        'Net Seller Proceeds': '$0.00',
      },
    ])
    expect(read(text).rows).toEqual([
      sale({
        marketplace: 'mercari',
        rowNumber: 2,
        orderId: 'm1',
        soldDate: '2023-06-21',
        title: 'Boots',
        salePriceCents: 5000,
        postageCostCents: 900,
        fees: fees(500, 175),
        salesTaxCents: 400,
      }),
      expect.objectContaining({ rowNumber: 3, kind: 'cancellation', orderId: 'm2' }),
      expect.objectContaining({ rowNumber: 4, kind: 'refund', orderId: 'm3', amountCents: 0 }),
    ])
  })
})

describe('Depop sales export', () => {
  it('reads a sale, day-first dates, pounds, and a refunded row apart', () => {
    const text = reportFile(headerOf(depopHeader), [
      {
        'Date of sale': '25/12/2024',
        'Time of sale': '14:03',
        Buyer: 'buyer9',
        Brand: "Levi's",
        Description: 'Vintage 501 jeans\nGreat condition #levis',
        Size: 'W32',
        'Item price': '£40.00',
        'Buyer shipping cost': '£4.00',
        'USPS Cost': '£3.50',
        'Depop fee': '£4.00',
        'Depop Payments fee': '£1.50',
        'Boosting fee': '£3.20',
      },
      {
        'Date of sale': '03/01/2025',
        'Time of sale': '09:00',
        Buyer: 'b2',
        Description: 'Hat',
        'Item price': '£10.00',
        'Depop fee': '£1.00',
        'Refunded to buyer amount': '£10.00',
      },
    ])
    const rows = read(text).rows
    expect(rows).toEqual([
      sale({
        marketplace: 'depop',
        rowNumber: 2,
        orderId: expect.stringMatching(/^2024-12-25 14:03 buyer9\/[0-9a-f]{8}$/) as unknown as string,
        soldDate: '2024-12-25',
        title: 'Vintage 501 jeans',
        brand: "Levi's",
        salePriceCents: 4000,
        postageChargedCents: 400,
        postageCostCents: 350,
        fees: fees(400, 150, 320),
        currency: 'GBP',
      }),
      expect.objectContaining({
        rowNumber: 3,
        kind: 'refund',
        amountCents: -1000,
        orderId: expect.stringMatching(/^2025-01-03 09:00 b2\//),
      }),
    ])
    expect(read(text).rows).toEqual(rows)
  })
})

describe('Etsy', () => {
  it('reads sold orders: one sale of every item of the order, refunds and cancellations apart', () => {
    const order = (fields: ReportRecord): ReportRecord => ({
      'Sale Date': '12/31/23',
      Currency: 'USD',
      ...fields,
    })
    const text = reportFile(headerOf(etsyOrdersHeader), [
      order({
        'Order ID': '3000000001',
        'Number of Items': '2',
        'Order Value': '$50.00',
        'Discount Amount': '$5.00',
        'Shipping Discount': '$1.00',
        Shipping: '$6.00',
        'Sales Tax': '$3.60',
        'Order Total': '$53.60',
        Status: 'Completed',
        'Card Processing Fees': '$1.86',
        'Order Net': '$51.74',
        SKU: 'A-1,B-2',
      }),
      order({
        'Order ID': '3000000002',
        'Number of Items': '1',
        'Order Value': '$30.00',
        'Order Total': '$30.00',
        'Adjusted Order Total': '$20.00',
      }),
      order({
        'Order ID': '3000000003',
        'Number of Items': '1',
        'Order Value': '$9.00',
        'Order Total': '$9.00',
        Status: 'Canceled',
      }),
    ])
    expect(read(text).rows).toEqual([
      sale({
        marketplace: 'etsy',
        rowNumber: 2,
        orderId: '3000000001',
        soldDate: '2023-12-31',
        sku: 'A-1,B-2',
        quantity: 2,
        salePriceCents: 4500,
        postageChargedCents: 500,
        fees: fees(0, 186),
        salesTaxCents: 360,
      }),
      expect.objectContaining({ rowNumber: 3, kind: 'refund', orderId: '3000000002', amountCents: -1000 }),
      expect.objectContaining({
        rowNumber: 4,
        kind: 'cancellation',
        orderId: '3000000003',
        amountCents: 900,
      }),
    ])
  })

  it("reads the statement: an order's tax, fees, ads and label counted into its sale, other rows apart", () => {
    const row = (Type: string, Title: string, Info: string, Net: string, Amount = '--'): ReportRecord => ({
      Date: 'January 5, 2024',
      Type,
      Title,
      Info,
      Currency: 'USD',
      Amount,
      'Fees & Taxes': Amount === '--' ? Net : '--',
      Net,
    })
    const order = 'Order #3100000001'
    const text = reportFile(headerOf(etsyStatementHeader), [
      row('Sale', 'Payment for Order #3100000001', order, '$33.75', '$33.75'),
      row('Tax', 'Sales tax paid by buyer', order, '-$2.25'),
      row('Fee', 'Transaction fee: Green Vase', order, '-$1.63'),
      row('Fee', 'Transaction fee: Shipping', order, '-$0.33'),
      row('Fee', 'Processing fee', order, '-$1.26'),
      row('Marketing', 'Offsite Ads fee', order, '-$4.50'),
      row('Shipping', 'USPS shipping label', order, '-$4.10'),
      row('Fee', 'Listing fee', 'Listing #123456', '-$0.20'),
      row('Deposit', '$100.00 sent to your bank account', '', '-$100.00'),
      row('Refund', 'Refund to buyer for Order #3100000002', 'Order #3100000002', '-$12.00', '-$12.00'),
      row('Marketing', 'Etsy Ads', 'Etsy Ads', '-$1.00'),
      row('Fee', 'Offsite Ads fee', order, '-$0.50'),
    ])
    expect(read(text).rows).toEqual([
      sale({
        marketplace: 'etsy',
        rowNumber: 2,
        orderId: '3100000001',
        soldDate: '2024-01-05',
        title: 'Green Vase',
        salePriceCents: 3150,
        postageCostCents: 410,
        fees: fees(163 + 33, 126, 450 + 50),
        salesTaxCents: 225,
      }),
      expect.objectContaining({ rowNumber: 3, kind: 'tax', amountCents: -225, appliedToRow: 2 }),
      expect.objectContaining({ rowNumber: 4, kind: 'fee', amountCents: -163, appliedToRow: 2 }),
      expect.objectContaining({ rowNumber: 5, kind: 'fee', amountCents: -33, appliedToRow: 2 }),
      expect.objectContaining({ rowNumber: 6, kind: 'fee', amountCents: -126, appliedToRow: 2 }),
      expect.objectContaining({ rowNumber: 7, kind: 'fee', amountCents: -450, appliedToRow: 2 }),
      expect.objectContaining({ rowNumber: 8, kind: 'shipping-label', amountCents: -410, appliedToRow: 2 }),
      // A listing fee is a charge of no sale, a deposit a payout, a refund recorded against its order.
      expect.objectContaining({
        type: 'charge',
        rowNumber: 9,
        amountCents: 20,
        description: 'Fee: Listing fee',
        category: 'other',
      }),
      expect.objectContaining({ type: 'payout', rowNumber: 10, amountCents: 10000 }),
      expect.objectContaining({ type: 'refund', rowNumber: 11, orderId: '3100000002', amountCents: 1200 }),
      expect.objectContaining({ type: 'charge', rowNumber: 12, orderId: null, category: 'marketing' }),
      expect.objectContaining({ rowNumber: 13, kind: 'fee', amountCents: -50, appliedToRow: 2 }),
    ])
  })
})

describe('Whatnot order history', () => {
  it('reads sales, gives each product of an order its id, and sets cancellations apart', () => {
    const base: ReportRecord = {
      'processed date': '2024-05-01T20:15:00-07:00',
      'order status': 'completed',
      'order currency': 'USD',
      quantity: '1',
    }
    const text = reportFile(headerOf(whatnotHeader), [
      {
        ...base,
        'order id': 'W-1',
        'product name': 'Pokemon Card Lot',
        'product description': 'Ten cards',
        'sold price': '$12.00',
        subtotal: '$12.00',
        'shipping price': '$4.50',
        taxes: '$0.96',
        'total amount': '$17.46',
        'Inbound cost of goods sold': '$3.00',
      },
      { ...base, 'order id': 'W-2', 'product name': 'Card A', 'sold price': '$1.00', quantity: '3' },
      { ...base, 'order id': 'W-2', 'product name': 'Card B', 'sold price': '$2.00' },
      {
        ...base,
        'order id': 'W-3',
        'product name': 'Card C',
        'sold price': '$2.00',
        'order status': 'cancelled',
      },
    ])
    const rows = read(text).rows
    expect(rows).toEqual([
      sale({
        marketplace: 'whatnot',
        rowNumber: 2,
        orderId: 'W-1',
        soldDate: '2024-05-01',
        title: 'Pokemon Card Lot',
        salePriceCents: 1200,
        postageChargedCents: 450,
        postageCostCents: 450,
        salesTaxCents: 96,
        costOfGoodsCents: 300,
      }),
      expect.objectContaining({
        rowNumber: 3,
        orderId: expect.stringMatching(/^W-2\//),
        quantity: 3,
        salePriceCents: 300,
      }),
      expect.objectContaining({
        rowNumber: 4,
        orderId: expect.stringMatching(/^W-2\//),
        salePriceCents: 200,
      }),
      expect.objectContaining({ rowNumber: 5, kind: 'cancellation', orderId: 'W-3' }),
    ])
    expect(rows[1]).not.toMatchObject({ orderId: (rows[2] as MarketplaceSale).orderId })
  })
})
