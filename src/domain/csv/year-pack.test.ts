import { describe, expect, it } from 'vitest'

import { monthlyMileageRows } from '../mileage/monthly-rows'
import {
  expenseRow,
  heldItemRow,
  purchaseRow,
  rateText,
  readingRow,
  marketplaceRow,
  receiptLineRow,
  refundRow,
  saleRow,
  statusText,
} from './year-pack'

describe('the year pack CSV rows', () => {
  it('writes a return with the item it put back in inventory, and a marketplace with no name as not recorded', () => {
    expect(
      refundRow({
        refundDate: '2025-04-02',
        sku: 'S-1',
        brand: '+Levi',
        description: 'Jeans',
        marketplace: 'ebay',
        orderId: '27-1',
        soldDate: '2025-03-10',
        kind: 'return',
        amount: 3500,
        salesTax: 231,
        feesCredited: 315,
        returnedSku: 'S-1-R',
      }),
    ).toEqual([
      '2025-04-02',
      'S-1',
      "'+Levi",
      'Jeans',
      'eBay',
      '27-1',
      '2025-03-10',
      'Returned',
      '35.00',
      '2.31',
      '3.15',
      'S-1-R',
    ])
    expect(
      marketplaceRow({ marketplace: null, count: 2, revenue: 1000, refunds: 250, fees: -5, profit: -1 }),
    ).toEqual(['Not recorded', '2', '10.00', '2.50', '-0.05', '-0.01'])
  })

  it('writes a sale with its profit, the buyer’s sales tax apart, and guards text a spreadsheet would run', () => {
    expect(
      saleRow({
        soldDate: '2025-03-10',
        sku: 'S-1',
        brand: '@Levi',
        description: 'Jeans, 501',
        marketplace: 'poshmark',
        marketplaceOrderId: null,
        salePrice: 2500,
        postageCharged: 500,
        postageCost: 450,
        generalFees: 325,
        promoFees: 100,
        costOfGoods: 400,
        buyerSalesTax: 185,
      }),
    ).toEqual([
      '2025-03-10',
      'S-1',
      "'@Levi",
      'Jeans, 501',
      'Poshmark',
      '',
      '25.00',
      '5.00',
      '4.50',
      '3.25',
      '1.00',
      '4.00',
      '1.85',
      '17.25',
    ])
    // A loss stays a negative number.
    expect(
      saleRow({
        soldDate: '2025-03-10',
        sku: 'S-2',
        brand: 'B',
        description: 'D',
        marketplace: null,
        marketplaceOrderId: 'A-1',
        salePrice: 100,
        postageCharged: 0,
        postageCost: 0,
        generalFees: 0,
        promoFees: 0,
        costOfGoods: 350,
        buyerSalesTax: 0,
      }).at(-1),
    ).toBe('-2.50')
  })

  it('names a disposed item’s reason in its status', () => {
    expect(statusText('disposed', 'personal_use')).toBe('Disposed: Kept for personal use')
    expect(statusText('listed', null)).toBe('Listed')
    expect(
      purchaseRow({
        acquiredOn: '2025-01-02',
        sku: 'P-1',
        description: '-5 mugs',
        purchaseLocation: null,
        costOfGoods: 5,
        status: 'disposed',
        disposalReason: 'donated',
      }),
    ).toEqual(['2025-01-02', 'P-1', "'-5 mugs", '', '0.05', 'Disposed: Donated'])
  })

  it('puts each expense on the Schedule C line of its category in that year', () => {
    const expense = {
      date: '2024-05-05',
      vendor: 'Adobe',
      description: 'Lightroom',
      category: 'software',
      amount: 1199,
    } as const
    expect(expenseRow(expense, 2024)).toEqual([
      '2024-05-05',
      'Adobe',
      'Lightroom',
      'Software',
      '27a',
      '11.99',
      'Yes',
    ])
    expect(expenseRow(expense, 2025)[4]).toBe('27b')
    expect(expenseRow({ ...expense, category: 'taxes_fees' }, 2025).slice(3)).toEqual([
      'Taxes & Fees',
      '23',
      '11.99',
      'No',
    ])
  })

  it('writes a receipt without lines as one row with the line fields empty', () => {
    const receipt = {
      receiptNumber: 'R-1',
      purchaseDate: '2025-02-01',
      vendor: 'Goodwill',
      totalAmount: 1500,
    }
    expect(receiptLineRow({ ...receipt, line: null })).toEqual([
      'R-1',
      '2025-02-01',
      'Goodwill',
      '15.00',
      '',
      '',
      '',
      '',
      '',
    ])
    expect(
      receiptLineRow({
        ...receipt,
        line: { description: 'Mug', brand: 'Pyrex', quantity: 2, unitCost: 350, totalCost: 700 },
      }),
    ).toEqual(['R-1', '2025-02-01', 'Goodwill', '15.00', 'Mug', 'Pyrex', '2', '3.50', '7.00'])
  })

  it('gives a month’s figures on its first reading, at the IRS rate of the month', () => {
    expect(rateText(700)).toBe('0.70')
    expect(rateText(575)).toBe('0.575')
    expect(rateText(1000)).toBe('1.00')
    const months = monthlyMileageRows(
      [
        { readingDate: '2022-06-01', odometerMiles: 100 },
        { readingDate: '2022-07-01', odometerMiles: 200.5 },
        { readingDate: '2022-08-01', odometerMiles: 300.5 },
      ],
      2022,
      100,
    )
    expect(readingRow({ readingDate: '2022-07-01', odometerMiles: 200.5, month: months[6]! })).toEqual([
      '2022-07-01',
      '200.5',
      'July',
      '100.0',
      '100.0',
      '0.625',
      '62.50',
    ])
    expect(readingRow({ readingDate: '2022-07-09', odometerMiles: 250, month: null })).toEqual([
      '2022-07-09',
      '250.0',
      '',
      '',
      '',
      '',
      '',
    ])
  })

  it('writes a held item with the day it was bought and its cost', () => {
    expect(
      heldItemRow({ sku: 'H-1', description: 'Lamp', acquiredOn: '2024-12-31', costOfGoods: 111 }),
    ).toEqual(['H-1', 'Lamp', '2024-12-31', '1.11'])
  })
})
