/**
 * Generated files of every layout: sales drawn at random are written as the marketplace writes them, with
 * the columns in any order, unknown columns among them, notes above the header, amounts in any of the
 * forms reports print (quoted when they hold a thousands comma), CRLF or LF, a byte-order mark or not,
 * empty lines at the end. Reading the file gives back the sales drawn, to the cent.
 */

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { IsoDate } from '../dates'
import { MONTH_NAMES } from '../dates'
import { centsToDecimal } from '../money'
import { csvField } from '../csv/serialize'
import { isEmptyCell } from './amounts'
import type { ReportId } from './layout'
import type { MarketplaceSale, ReportRow } from './report-row'
import { readSalesReport } from './sales-report'

/** An amount to write in a form drawn for its cell; `negative` writes it as a report writes a charge. */
interface Money {
  cents: number
  negative?: boolean
}
/** A date to write in one of the forms of `forms`, drawn for its cell. */
interface DateCell {
  date: IsoDate
  forms: readonly DateForm[]
}
type Cell = string | Money | DateCell
type LogicalRecord = Record<string, Cell>

/** A generated file: its records and the sales it holds, each with the index of its record. */
interface Generated {
  records: LogicalRecord[]
  sales: { record: number; sale: MarketplaceSale }[]
}

type DateForm =
  'iso' | 'mdy' | 'mdyy' | 'mon-d-yyyy' | 'month-d-yyyy' | 'mon-dd-yy' | 'dd-mon-yy' | 'timestamp'

function writeDate(date: IsoDate, form: DateForm): string {
  const [y = '', m = '', d = ''] = date.split('-')
  const month = MONTH_NAMES[Number(m) - 1] ?? ''
  const short = month.slice(0, 3)
  switch (form) {
    case 'iso':
      return date
    case 'mdy':
      return `${m}/${d}/${y}`
    case 'mdyy':
      return `${m}/${d}/${y.slice(2)}`
    case 'mon-d-yyyy':
      return `${short} ${Number(d)}, ${y}`
    case 'month-d-yyyy':
      return `${month} ${Number(d)}, ${y}`
    case 'mon-dd-yy':
      return `${short}-${d}-${y.slice(2)}`
    case 'dd-mon-yy':
      return `${d}-${short}-${y.slice(2)}`
    case 'timestamp':
      return `${date}T21:45:09-08:00`
  }
}

const MONEY_FORMS = ['plain', 'dollar', 'grouped', 'us', 'code'] as const
type MoneyForm = (typeof MONEY_FORMS)[number]

function writeMoney({ cents, negative }: Money, form: MoneyForm, parenthesised: boolean): string {
  const plain = centsToDecimal(cents)
  const [whole = '', fraction = ''] = plain.split('.')
  const grouped = `${Number(whole).toLocaleString('en-US')}.${fraction}`
  const text = {
    plain,
    dollar: `$${plain}`,
    grouped: `$${grouped}`,
    us: `US $${grouped}`,
    code: `${grouped} USD`,
  }[form]
  if (!negative || cents === 0) return text
  return parenthesised ? `(${text})` : `-${text}`
}

/** How a file is written around its records. */
interface Rendering {
  preamble: string[]
  extra: string[]
  rank: (column: string) => number
  moneyForm: (cell: string) => MoneyForm
  parenthesised: (cell: string) => boolean
  dateForm: (cell: string) => number
  extraCell: (cell: string) => string
  newline: '\n' | '\r\n'
  byteOrderMark: boolean
  trailingLines: number
}

const rendering: fc.Arbitrary<Rendering> = fc.record({
  preamble: fc.array(fc.stringMatching(/^[A-Za-z0-9 :.,-]{0,30}$/), { maxLength: 12 }),
  extra: fc.uniqueArray(fc.stringMatching(/^zz[a-z]{1,6}$/), { maxLength: 3 }),
  rank: fc.func(fc.integer()),
  moneyForm: fc.func(fc.constantFrom(...MONEY_FORMS)),
  parenthesised: fc.func(fc.boolean()),
  dateForm: fc.func(fc.nat()),
  extraCell: fc.func(fc.stringMatching(/^[a-z ,"$0-9]{0,12}$/)),
  newline: fc.constantFrom('\n' as const, '\r\n' as const),
  byteOrderMark: fc.boolean(),
  trailingLines: fc.integer({ min: 0, max: 3 }),
})

function render(columns: readonly string[], records: readonly LogicalRecord[], r: Rendering): string {
  const header = [...columns, ...r.extra].sort((a, b) => r.rank(a) - r.rank(b) || (a < b ? -1 : 1))
  const line = (cells: string[]) => cells.map(csvField).join(',')
  const rows = records.map((record, i) =>
    line(
      header.map((column) => {
        const at = `${i}|${column}`
        const cell = record[column]
        if (cell === undefined) return r.extra.includes(column) ? r.extraCell(at) : ''
        if (typeof cell === 'string') return cell
        if ('date' in cell)
          return writeDate(cell.date, cell.forms[r.dateForm(at) % cell.forms.length] ?? 'iso')
        return writeMoney(cell, r.moneyForm(at), r.parenthesised(at))
      }),
    ),
  )
  const lines = [...r.preamble, line(header), ...rows]
  return `${r.byteOrderMark ? '\uFEFF' : ''}${lines.join(r.newline)}${r.newline.repeat(1 + r.trailingLines)}`
}

const cents = (max = 250_000) => fc.integer({ min: 0, max })
const isoDate = fc
  .date({ min: new Date('2019-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const title = fc
  .array(
    fc.constantFrom('Vintage', 'Nike', 'Lamp', 'Blue', 'Mug', '"Air"', 'Size', '10,', '&', 'Crème', 'W32'),
    {
      minLength: 1,
      maxLength: 5,
    },
  )
  .map((words) => words.join(' '))
// A SKU the reports' own word for "nothing" ('NA', 'N/A', '--') is read as no SKU by design (amounts.ts):
// such a label cannot be written and read back.
const sku = fc.option(
  fc.stringMatching(/^[A-Z][A-Z0-9-]{0,8}$/).filter((text) => !isEmptyCell(text)),
  { nil: null },
)
const text = (pattern: RegExp) => fc.option(fc.stringMatching(pattern), { nil: null })
const money = (value: number, negative = false): Money => ({ cents: value, negative })
const date = (value: IsoDate, ...forms: DateForm[]): DateCell => ({ date: value, forms })

function sale(
  fields: Partial<MarketplaceSale> & Pick<MarketplaceSale, 'marketplace' | 'orderId' | 'soldDate'>,
): MarketplaceSale {
  return {
    type: 'sale',
    rowNumber: 0,
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

/** Records one per drawn value, each a sale: the common shape of the one-row-per-sale layouts. */
function oneRowEach<T>(
  values: fc.Arbitrary<T[]>,
  write: (value: T) => { record: LogicalRecord; sale: MarketplaceSale },
) {
  return values.map((list): Generated => {
    const written = list.map(write)
    return {
      records: written.map((w) => w.record),
      sales: written.map((w, record) => ({ record, sale: w.sale })),
    }
  })
}

// eBay transaction report: orders of one to three items, the longer ones under a totals row; labels and
// ad fees of one-item orders; payouts between them.
const ebayTransactionColumns = [
  'Transaction creation date',
  'Type',
  'Order number',
  'Net amount',
  'Item ID',
  'Transaction ID',
  'Item title',
  'Custom label',
  'Quantity',
  'Item subtotal',
  'Shipping and handling',
  'eBay collected tax',
  'Final Value Fee - fixed',
  'Final Value Fee - variable',
  'Regulatory operating fee',
  'International fee',
  'Gross transaction amount',
  'Transaction currency',
  'Description',
]
const ebayItem = fc.record({
  title,
  customLabel: sku,
  quantity: fc.integer({ min: 1, max: 3 }),
  subtotal: cents(),
  shipping: cents(5_000),
  tax: cents(5_000),
  fixed: cents(40),
  variable: cents(30_000),
  regulatory: cents(500),
  international: cents(500),
})
const ebayOrder = fc.record({
  orderNumber: fc.stringMatching(/^\d{2}-\d{5}-\d{5}$/),
  date: isoDate,
  items: fc.array(ebayItem, { minLength: 1, maxLength: 3 }),
  label: fc.option(cents(3_000), { nil: null }),
  adFee: fc.option(cents(3_000), { nil: null }),
  payout: fc.boolean(),
})
const ebayTransactions = fc
  .uniqueArray(ebayOrder, { maxLength: 6, selector: (o) => o.orderNumber })
  .map((orders): Generated => {
    const records: LogicalRecord[] = []
    const sales: Generated['sales'] = []
    let id = 100
    for (const order of orders) {
      const when = date(order.date, 'mon-d-yyyy', 'iso', 'timestamp')
      const base = {
        'Transaction creation date': when,
        'Order number': order.orderNumber,
        'Transaction currency': 'USD',
      }
      const single = order.items.length === 1
      if (!single)
        records.push({
          ...base,
          Type: 'Order',
          'Net amount': money(12_345),
          'Item ID': '--',
          'Item subtotal': '--',
        })
      for (const item of order.items) {
        const itemId = String(id++)
        const transactionId = String(id++)
        records.push({
          ...base,
          Type: 'Order',
          'Item ID': itemId,
          'Transaction ID': transactionId,
          'Item title': item.title,
          'Custom label': item.customLabel ?? '--',
          Quantity: String(item.quantity),
          'Item subtotal': money(item.subtotal),
          'Shipping and handling': money(item.shipping),
          'eBay collected tax': money(item.tax),
          'Final Value Fee - fixed': money(item.fixed, true),
          'Final Value Fee - variable': money(item.variable, true),
          'Regulatory operating fee': money(item.regulatory, true),
          'International fee': money(item.international, true),
          'Net amount': single ? money(item.subtotal) : '--',
          'Gross transaction amount': money(item.subtotal + item.shipping + item.tax),
        })
        sales.push({
          record: records.length - 1,
          sale: sale({
            marketplace: 'ebay',
            orderId: single ? order.orderNumber : `${order.orderNumber}/${transactionId}`,
            soldDate: order.date,
            title: item.title,
            customLabel: item.customLabel,
            quantity: item.quantity,
            salePriceCents: item.subtotal,
            postageChargedCents: item.shipping,
            postageCostCents: single ? (order.label ?? 0) : 0,
            fees: {
              sellingFeeCents: item.fixed + item.variable + item.regulatory + item.international,
              paymentFeeCents: 0,
              promoFeeCents: single ? (order.adFee ?? 0) : 0,
            },
            salesTaxCents: item.tax,
          }),
        })
        if (single && order.label !== null)
          records.push({ ...base, Type: 'Shipping label', 'Net amount': money(order.label, true) })
        if (single && order.adFee !== null)
          records.push({
            ...base,
            Type: 'Other fee',
            'Item ID': itemId,
            'Net amount': money(order.adFee, true),
            Description: 'Promoted Listings - General fee',
          })
      }
      if (order.payout)
        records.push({ 'Transaction creation date': when, Type: 'Payout', 'Net amount': money(99_999, true) })
    }
    return { records, sales }
  })

// eBay orders report: one-item orders with a unit price; longer orders under a totals row.
const ebayOrderColumns = [
  'Order Number',
  'Item Number',
  'Item Title',
  'Custom Label',
  'Quantity',
  'Sold For',
  'Shipping And Handling',
  'eBay Collected Tax',
  'Total Price',
  'Sale Date',
  'Transaction ID',
]
const ebayOrders = fc
  .uniqueArray(
    fc.record({
      orderNumber: fc.stringMatching(/^\d{2}-\d{5}-\d{5}$/),
      date: isoDate,
      items: fc.array(
        fc.record({
          title,
          customLabel: sku,
          quantity: fc.integer({ min: 1, max: 3 }),
          unit: cents(),
          shipping: cents(5_000),
          tax: cents(5_000),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    { maxLength: 6, selector: (o) => o.orderNumber },
  )
  .map((orders): Generated => {
    const records: LogicalRecord[] = []
    const sales: Generated['sales'] = []
    let id = 500
    for (const order of orders) {
      const base = { 'Order Number': order.orderNumber, 'Sale Date': date(order.date, 'mon-dd-yy', 'iso') }
      const single = order.items.length === 1
      if (!single) records.push({ ...base, 'Total Price': money(1) })
      for (const item of order.items) {
        const transactionId = String(id++)
        records.push({
          ...base,
          'Item Number': String(id++),
          'Item Title': item.title,
          'Custom Label': item.customLabel ?? '',
          Quantity: String(item.quantity),
          'Sold For': money(item.unit),
          'Shipping And Handling': money(item.shipping),
          'eBay Collected Tax': money(item.tax),
          'Total Price': single ? money(item.unit * item.quantity + item.shipping + item.tax) : '',
          'Transaction ID': transactionId,
        })
        sales.push({
          record: records.length - 1,
          sale: sale({
            marketplace: 'ebay',
            orderId: single ? order.orderNumber : `${order.orderNumber}/${transactionId}`,
            soldDate: order.date,
            title: item.title,
            customLabel: item.customLabel,
            quantity: item.quantity,
            salePriceCents: item.unit * item.quantity,
            postageChargedCents: item.shipping,
            salesTaxCents: item.tax,
          }),
        })
      }
    }
    return { records, sales }
  })

const ebayLegacyColumns = [
  'Order ID',
  'Item ID',
  'Transaction ID',
  'Item Title',
  'Quantity',
  'Sale Price',
  'Shipping And Handling',
  'Insurance',
  'Total Price',
  'Sale Date',
  'Custom Label',
]
const ebayLegacy = oneRowEach(
  fc.uniqueArray(
    fc.record({
      orderId: text(/^\d{6,10}$/),
      itemId: fc.stringMatching(/^\d{12}$/),
      transactionId: fc.stringMatching(/^\d{8}$/),
      title,
      customLabel: sku,
      quantity: fc.integer({ min: 1, max: 3 }),
      unit: cents(),
      shipping: cents(5_000),
      insurance: cents(500),
      date: isoDate,
    }),
    { maxLength: 6, selector: (r) => r.orderId ?? `${r.itemId}-${r.transactionId}` },
  ),
  (r) => ({
    record: {
      'Order ID': r.orderId ?? '',
      'Item ID': r.itemId,
      'Transaction ID': r.transactionId,
      'Item Title': r.title,
      Quantity: String(r.quantity),
      'Sale Price': money(r.unit),
      'Shipping And Handling': money(r.shipping),
      Insurance: money(r.insurance),
      'Total Price': money(r.unit * r.quantity + r.shipping + r.insurance),
      'Sale Date': date(r.date, 'mon-dd-yy', 'iso'),
      'Custom Label': r.customLabel ?? '',
    },
    sale: sale({
      marketplace: 'ebay',
      orderId: r.orderId ?? `${r.itemId}-${r.transactionId}`,
      soldDate: r.date,
      title: r.title,
      customLabel: r.customLabel,
      quantity: r.quantity,
      salePriceCents: r.unit * r.quantity,
      postageChargedCents: r.shipping + r.insurance,
    }),
  }),
)

function poshmark(earningsColumn: string) {
  return oneRowEach(
    fc.uniqueArray(
      fc.record({
        orderId: fc.stringMatching(/^[0-9a-f]{8,24}$/),
        listingDate: isoDate,
        orderDate: isoDate,
        sku,
        title,
        brand: text(/^[A-Z][a-z]{2,8}$/),
        cost: fc.option(cents(), { nil: null }),
        fee: cents(),
        discount: cents(1_000),
        label: cents(1_000),
        earnings: cents(),
        tax: cents(5_000),
      }),
      { maxLength: 6, selector: (r) => r.orderId },
    ),
    (r) => ({
      record: {
        'Listing Date': date(r.listingDate, 'mdy'),
        'Order Date': date(r.orderDate, 'mdy'),
        SKU: r.sku ?? '',
        'Order Id': r.orderId,
        'Listing Title': r.title,
        Brand: r.brand ?? '',
        'Cost Price': r.cost === null ? '' : money(r.cost),
        'Order Price': money(r.fee + r.discount + r.label + r.earnings),
        'Seller Shipping Discount': money(r.discount),
        'Upgraded Shipping Label Fee': money(r.label),
        [earningsColumn]: money(r.earnings),
        'Sales Tax (Paid by Buyer)': money(r.tax),
      },
      sale: sale({
        marketplace: 'poshmark',
        orderId: r.orderId,
        soldDate: r.orderDate,
        title: r.title,
        brand: r.brand,
        sku: r.sku,
        salePriceCents: r.fee + r.discount + r.label + r.earnings,
        postageCostCents: r.discount + r.label,
        fees: { sellingFeeCents: r.fee, paymentFeeCents: 0, promoFeeCents: 0 },
        salesTaxCents: r.tax,
        costOfGoodsCents: r.cost,
      }),
    }),
  )
}
const poshmarkColumns = (earnings: string) => [
  'Listing Date',
  'Order Date',
  'SKU',
  'Order Id',
  'Listing Title',
  'Brand',
  'Cost Price',
  'Order Price',
  'Seller Shipping Discount',
  'Upgraded Shipping Label Fee',
  earnings,
  'Sales Tax (Paid by Buyer)',
]

const mercariColumns = [
  'Item Id',
  'Sold Date',
  'Item Title',
  'Order Status',
  'Item Price',
  'Buyer Shipping Fee',
  'Seller Shipping Fee',
  'Mercari Selling Fee',
  'Payment Processing Fee Charged To Seller',
  'Shipping Adjustment Fee',
  'Net Seller Proceeds',
  'Sales Tax Charged to Buyer',
]
const mercari = oneRowEach(
  fc.uniqueArray(
    fc.record({
      id: fc.stringMatching(/^m[0-9a-z]{3,10}$/),
      date: isoDate,
      title,
      price: cents(),
      buyerShipping: cents(2_000),
      sellerShipping: cents(2_000),
      adjustment: cents(500),
      selling: cents(20_000),
      payment: cents(5_000),
      tax: cents(5_000),
    }),
    { maxLength: 6, selector: (r) => r.id },
  ),
  (r) => ({
    record: {
      'Item Id': r.id,
      'Sold Date': date(r.date, 'iso', 'mdy'),
      'Item Title': r.title,
      'Order Status': 'Completed',
      'Item Price': money(r.price),
      'Buyer Shipping Fee': money(r.buyerShipping),
      'Seller Shipping Fee': money(r.sellerShipping),
      'Mercari Selling Fee': money(r.selling),
      'Payment Processing Fee Charged To Seller': money(r.payment),
      'Shipping Adjustment Fee': money(r.adjustment),
      'Net Seller Proceeds': money(1),
      'Sales Tax Charged to Buyer': money(r.tax),
    },
    sale: sale({
      marketplace: 'mercari',
      orderId: r.id,
      soldDate: r.date,
      title: r.title,
      salePriceCents: r.price,
      postageChargedCents: r.buyerShipping,
      postageCostCents: r.buyerShipping + r.sellerShipping + r.adjustment,
      fees: { sellingFeeCents: r.selling, paymentFeeCents: r.payment, promoFeeCents: 0 },
      salesTaxCents: r.tax,
    }),
  }),
)

const depopColumns = [
  'Date of sale',
  'Time of sale',
  'Buyer',
  'Brand',
  'Description',
  'Size',
  'Item price',
  'Buyer shipping cost',
  'USPS Cost',
  'Depop fee',
  'Depop Payments fee',
  'Boosting fee',
  'US Sales tax',
]
const depop = oneRowEach(
  fc.uniqueArray(
    fc.record({
      date: isoDate,
      time: fc.stringMatching(/^(?:[01]\d|2[0-3]):[0-5]\d$/),
      buyer: fc.stringMatching(/^[a-z][a-z0-9_]{2,12}$/),
      brand: text(/^[A-Z][a-z]{2,8}$/),
      title,
      size: fc.constantFrom('S', 'M', 'W32', ''),
      price: cents(),
      buyerShipping: cents(2_000),
      postage: cents(2_000),
      fee: cents(20_000),
      payments: cents(5_000),
      boosting: cents(5_000),
      tax: cents(5_000),
    }),
    { maxLength: 6, selector: (r) => r.buyer },
  ),
  (r) => ({
    record: {
      'Date of sale': date(r.date, 'iso'),
      'Time of sale': r.time,
      Buyer: r.buyer,
      Brand: r.brand ?? '',
      Description: r.title,
      Size: r.size,
      'Item price': money(r.price),
      'Buyer shipping cost': money(r.buyerShipping),
      'USPS Cost': money(r.postage),
      'Depop fee': money(r.fee),
      'Depop Payments fee': money(r.payments),
      'Boosting fee': money(r.boosting),
      'US Sales tax': money(r.tax),
    },
    sale: sale({
      marketplace: 'depop',
      orderId: `${r.date} ${r.time} ${r.buyer}`,
      soldDate: r.date,
      title: r.title,
      brand: r.brand,
      salePriceCents: r.price,
      postageChargedCents: r.buyerShipping,
      postageCostCents: r.postage,
      fees: { sellingFeeCents: r.fee, paymentFeeCents: r.payments, promoFeeCents: r.boosting },
      salesTaxCents: r.tax,
    }),
  }),
)

const etsyOrderColumns = [
  'Sale Date',
  'Order ID',
  'Number of Items',
  'Currency',
  'Order Value',
  'Discount Amount',
  'Shipping Discount',
  'Shipping',
  'Sales Tax',
  'Order Total',
  'Status',
  'Card Processing Fees',
  'SKU',
]
const etsyOrders = oneRowEach(
  fc.uniqueArray(
    fc.record({
      id: fc.stringMatching(/^\d{10}$/),
      date: isoDate,
      items: fc.integer({ min: 1, max: 5 }),
      price: cents(),
      discount: cents(),
      shipping: cents(3_000),
      shippingDiscount: cents(3_000),
      tax: cents(5_000),
      card: cents(3_000),
      sku,
    }),
    { maxLength: 6, selector: (r) => r.id },
  ),
  (r) => {
    const value = r.price + r.discount
    const shipping = r.shipping + r.shippingDiscount
    return {
      record: {
        'Sale Date': date(r.date, 'mdyy', 'mdy'),
        'Order ID': r.id,
        'Number of Items': String(r.items),
        Currency: 'USD',
        'Order Value': money(value),
        'Discount Amount': money(r.discount),
        'Shipping Discount': money(r.shippingDiscount),
        Shipping: money(shipping),
        'Sales Tax': money(r.tax),
        'Order Total': money(r.price + r.shipping + r.tax),
        Status: 'Completed',
        'Card Processing Fees': money(r.card),
        SKU: r.sku ?? '',
      },
      sale: sale({
        marketplace: 'etsy',
        orderId: r.id,
        soldDate: r.date,
        sku: r.sku,
        quantity: r.items,
        salePriceCents: r.price,
        postageChargedCents: r.shipping,
        fees: { sellingFeeCents: 0, paymentFeeCents: r.card, promoFeeCents: 0 },
        salesTaxCents: r.tax,
      }),
    }
  },
)

const etsyStatementColumns = ['Date', 'Type', 'Title', 'Info', 'Currency', 'Amount', 'Fees & Taxes', 'Net']
const etsyStatement = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^\d{10}$/),
      date: isoDate,
      title,
      price: cents(),
      tax: cents(5_000),
      itemFee: cents(5_000),
      shippingFee: cents(1_000),
      processing: cents(3_000),
      ads: fc.option(cents(3_000), { nil: null }),
      label: fc.option(cents(3_000), { nil: null }),
      deposit: fc.boolean(),
    }),
    { maxLength: 5, selector: (r) => r.id },
  )
  .map((orders): Generated => {
    const records: LogicalRecord[] = []
    const sales: Generated['sales'] = []
    for (const o of orders) {
      const info = `Order #${o.id}`
      const row = (Type: string, Title: string, net: number, amount: Money | '--' = '--'): LogicalRecord => ({
        Date: date(o.date, 'month-d-yyyy', 'dd-mon-yy', 'iso'),
        Type,
        Title,
        Info: info,
        Currency: 'USD',
        Amount: amount,
        'Fees & Taxes': amount === '--' ? money(net, true) : '--',
        Net: money(net, amount === '--'),
      })
      records.push(row('Sale', `Payment for Order #${o.id}`, o.price + o.tax, money(o.price + o.tax)))
      sales.push({
        record: records.length - 1,
        sale: sale({
          marketplace: 'etsy',
          orderId: o.id,
          soldDate: o.date,
          title: o.title,
          salePriceCents: o.price,
          postageCostCents: o.label ?? 0,
          fees: {
            sellingFeeCents: o.itemFee + o.shippingFee,
            paymentFeeCents: o.processing,
            promoFeeCents: o.ads ?? 0,
          },
          salesTaxCents: o.tax,
        }),
      })
      records.push(row('Tax', 'Sales tax paid by buyer', o.tax))
      records.push(row('Fee', `Transaction fee: ${o.title}`, o.itemFee))
      records.push(row('Fee', 'Transaction fee: Shipping', o.shippingFee))
      records.push(row('Fee', 'Processing fee', o.processing))
      if (o.ads !== null) records.push(row('Marketing', 'Offsite Ads fee', o.ads))
      if (o.label !== null) records.push(row('Shipping', 'USPS shipping label', o.label))
      if (o.deposit) records.push({ ...row('Deposit', 'Sent to your bank account', 10_000), Info: '' })
    }
    return { records, sales }
  })

const whatnotColumns = [
  'order id',
  'product name',
  'product description',
  'processed date',
  'order status',
  'order currency',
  'sold price',
  'quantity',
  'subtotal',
  'shipping price',
  'taxes',
  'Inbound cost of goods sold',
]
const whatnot = oneRowEach(
  fc.uniqueArray(
    fc.record({
      id: fc.stringMatching(/^[A-Za-z0-9]{6,12}$/),
      date: isoDate,
      title,
      description: fc.stringMatching(/^[A-Za-z ]{0,20}$/),
      unit: cents(50_000),
      quantity: fc.integer({ min: 1, max: 4 }),
      shipping: cents(2_000),
      tax: cents(3_000),
      cost: fc.option(cents(), { nil: null }),
    }),
    { maxLength: 6, selector: (r) => r.id },
  ),
  (r) => ({
    record: {
      'order id': r.id,
      'product name': r.title,
      'product description': r.description,
      'processed date': date(r.date, 'timestamp', 'iso'),
      'order status': 'completed',
      'order currency': 'USD',
      'sold price': money(r.unit),
      quantity: String(r.quantity),
      subtotal: money(r.unit * r.quantity),
      'shipping price': money(r.shipping),
      taxes: money(r.tax),
      'Inbound cost of goods sold': r.cost === null ? '' : money(r.cost),
    },
    sale: sale({
      marketplace: 'whatnot',
      orderId: r.id,
      soldDate: r.date,
      title: r.title,
      quantity: r.quantity,
      salePriceCents: r.unit * r.quantity,
      postageChargedCents: r.shipping,
      postageCostCents: r.shipping,
      salesTaxCents: r.tax,
      costOfGoodsCents: r.cost,
    }),
  }),
)

const CASES: { id: ReportId; columns: string[]; file: fc.Arbitrary<Generated>; hashedIds?: boolean }[] = [
  { id: 'ebay-transactions', columns: ebayTransactionColumns, file: ebayTransactions },
  { id: 'ebay-orders', columns: ebayOrderColumns, file: ebayOrders },
  { id: 'ebay-sold-items-legacy', columns: ebayLegacyColumns, file: ebayLegacy },
  { id: 'poshmark-sales-2020', columns: poshmarkColumns('Net Earnings'), file: poshmark('Net Earnings') },
  { id: 'poshmark-sales-2024', columns: poshmarkColumns('Your Earnings'), file: poshmark('Your Earnings') },
  { id: 'mercari-sales', columns: mercariColumns, file: mercari },
  { id: 'depop-sales', columns: depopColumns, file: depop, hashedIds: true },
  { id: 'etsy-sold-orders', columns: etsyOrderColumns, file: etsyOrders },
  { id: 'etsy-statement', columns: etsyStatementColumns, file: etsyStatement },
  { id: 'whatnot-orders', columns: whatnotColumns, file: whatnot },
]

function readRows(text: string): { id: string | undefined; rows: ReportRow[] } {
  const result = readSalesReport(text)
  if (!result.ok) throw new Error(result.message)
  return { id: result.report.report?.id, rows: result.report.rows }
}

describe('generated files of every layout', () => {
  it.each(CASES)(
    '$id: the sales read are the sales written, however the file is laid out',
    ({ id, columns, file, hashedIds }) => {
      fc.assert(
        fc.property(file, rendering, rendering, (generated, first, second) => {
          const read = readRows(render(columns, generated.records, first))
          expect(read.id).toBe(id)
          expect(read.rows.filter((row) => row.type === 'refused')).toEqual([])
          const sales = read.rows.filter((row): row is MarketplaceSale => row.type === 'sale')
          const offset = first.preamble.length + 2
          const expected = generated.sales.map(({ record, sale }) => ({
            ...sale,
            rowNumber: offset + record,
          }))
          if (hashedIds) {
            expect(sales.map((s) => ({ ...s, orderId: '' }))).toEqual(
              expected.map((s) => ({ ...s, orderId: '' })),
            )
            sales.forEach((s, i) => expect(s.orderId.startsWith(`${expected[i]?.orderId}/`)).toBe(true))
          } else expect(sales).toEqual(expected)

          // Laid out another way, the same file reads the same, ids included.
          const again = readRows(render(columns, generated.records, second))
          const shift = second.preamble.length - first.preamble.length
          expect(again.rows).toEqual(
            read.rows.map((row) => ({
              ...row,
              rowNumber: row.rowNumber + shift,
              ...(row.type === 'non-sale' && row.appliedToRow !== null
                ? { appliedToRow: row.appliedToRow + shift }
                : {}),
            })),
          )
        }),
        { numRuns: 60 },
      )
    },
  )
})
