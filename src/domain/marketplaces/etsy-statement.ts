/**
 * Etsy's monthly statement CSV: every entry of the shop's payment account, one row each, typed 'Sale',
 * 'Fee', 'Tax', 'Marketing', 'Shipping', 'Refund', 'Deposit'… It is the only Etsy file with the
 * transaction, processing and ad fees. A row names its order in its Title or Info ('Payment for Order
 * #1234567890', 'Order #1234567890').
 *
 * Each order's 'Sale' row is one sale (further 'Sale' rows of the same order add to it). The rows of the
 * same file that name that order are counted into the sale and shown as such: 'Sales tax paid by buyer'
 * into the sales tax; processing fees into the payment fee; ad and marketing fees into the promo fee;
 * every other fee of the order (transaction fees on the items and on shipping, regulatory fees) into the
 * selling fee; shipping labels into the postage cost. Each bucket is the negated sum of its rows' Net
 * ('Credit for …' rows count against it), never below 0. Rows of orders not sold in the file, listing
 * fees, refunds and deposits stand alone.
 *
 * The sale's Amount is what the buyer paid, tax included: the sale price is that Amount less the sales
 * tax. The statement does not split the item price from the shipping the buyer paid, so both are in the
 * sale price and the postage charged is 0 (the sold orders file splits them). The title is the item named
 * by the first 'Transaction fee: <title>' row of the order; the quantity is the number of such rows, at
 * least 1.
 *
 * | field            | rows and columns                                                         |
 * | ---------------- | ------------------------------------------------------------------------ |
 * | orderId          | the order number in Title or Info                                        |
 * | soldDate         | Date of the 'Sale' row                                                   |
 * | title            | Title of the first 'Transaction fee: …' row of the order                 |
 * | salePriceCents   | Amount of the 'Sale' row − sales tax                                     |
 * | postageCost      | − Net of the order's 'Shipping' rows                                     |
 * | sellingFeeCents  | − Net of the order's transaction and other fees                          |
 * | paymentFeeCents  | − Net of the order's processing fees                                     |
 * | promoFeeCents    | − Net of the order's ad and marketing fees                               |
 * | salesTaxCents    | − Net of 'Sales tax paid by buyer' (else the Sale row's Fees & Taxes)     |
 * | currency         | Currency                                                                 |
 */

import type { Cents } from '../money'
import { defineLayout } from './layout'
import type { MarketplaceSale, NonSaleKind, ReportRow } from './report-row'
import { nonSaleRow } from './report-row'
import { chargeCategoryOf, feeKindOf, recordIdentity } from './row-records'
import type { DataRow, ReportTable } from './table'

const columns = {
  date: { names: ['Date'], required: true },
  type: { names: ['Type'], required: true },
  title: { names: ['Title'], required: true },
  info: { names: ['Info'], required: true },
  currency: { names: ['Currency'] },
  amount: { names: ['Amount'], required: true },
  feesAndTaxes: { names: ['Fees & Taxes', 'Fees and Taxes'], required: true },
  net: { names: ['Net'], required: true },
} as const

type Field = keyof typeof columns

/** An order number in a Title or Info cell: 'Order #1234567890', 'Payment for Order 1234567890'. */
const ORDER_NUMBER = /order\s*#?\s*(\d{4,})/i
const ITEM_FEE = /^transaction fee:\s*(.+)$/i
const PAYMENT_FEE = /processing fee|payment processing/i
const PROMO_FEE = /offsite ads?|etsy ads?|\bads?\b|promot|marketing/i

/** What a row of the statement is, by its Type. */
type Role = 'sale' | 'fee' | 'tax' | 'promo' | 'label' | NonSaleKind

function roleOf(type: string, title: string): Role {
  const t = type.toLowerCase()
  if (t === 'sale') return 'sale'
  if (t.includes('refund') || /\brefund/i.test(title)) return 'refund'
  if (t.includes('marketing')) return 'promo'
  if (t.includes('fee')) return 'fee'
  if (t.includes('tax') || t === 'vat') return 'tax'
  if (t.includes('shipping') || t.includes('postage')) return 'label'
  if (t.includes('deposit')) return 'payout'
  if (t.includes('adjust')) return 'adjustment'
  return 'other'
}

interface Entry {
  row: DataRow
  role: Role
  orderNumber: string | null
  net: Cents | null
}

type Bucket = 'sellingFee' | 'paymentFee' | 'promoFee' | 'tax' | 'postage'

/** Which figure of its order's sale a row counts into. */
function bucketOf(entry: Entry, title: string): Bucket | null {
  if (entry.role === 'tax') return 'tax'
  if (entry.role === 'label') return 'postage'
  if (entry.role === 'promo') return 'promoFee'
  if (entry.role !== 'fee') return null
  if (PAYMENT_FEE.test(title)) return 'paymentFee'
  if (PROMO_FEE.test(title)) return 'promoFee'
  return 'sellingFee'
}

const STANDALONE: Record<NonSaleKind, string> = {
  refund: 'A refund to the buyer: not a sale',
  cancellation: 'A cancelled order: not a sale',
  payout: 'A deposit to the bank: not a sale',
  hold: 'Money Etsy holds: not a sale',
  fee: 'A fee not tied to a sale of this file',
  'shipping-label': 'A shipping label not tied to a sale of this file',
  tax: 'Tax of an order not sold in this file',
  dispute: 'A case or dispute: not a sale',
  transfer: 'A transfer: not a sale',
  adjustment: 'An adjustment of the balance: not a sale',
  'order-summary': 'The totals of an order',
  duplicate: 'The same order as an earlier row',
  note: 'A line of text, not a record',
  other: 'Not a sale',
}

const APPLIED: Record<Bucket, string> = {
  sellingFee: "A fee of the order, counted in the sale's selling fee",
  paymentFee: "A processing fee, counted in the sale's payment fee",
  promoFee: "An ad fee, counted in the sale's promo fee",
  tax: "Sales tax the buyer paid, counted in the sale's sales tax",
  postage: "A shipping label, counted in the sale's postage cost",
}

function kindOf(role: Role): NonSaleKind {
  if (role === 'sale') return 'other'
  if (role === 'promo') return 'fee'
  if (role === 'label') return 'shipping-label'
  return role
}

function parseStatement(table: ReportTable<Field>): ReportRow[] {
  const results = new Map<number, ReportRow>()
  const entries: Entry[] = []
  for (const row of table.rows) {
    const reader = table.reader(row)
    const title = table.cell(row, 'title')
    const net =
      reader.optionalAmount('net') ?? reader.optionalAmount('feesAndTaxes') ?? reader.optionalAmount('amount')
    if (reader.refusal) {
      results.set(row.rowNumber, reader.refusal)
      continue
    }
    const orderNumber = (ORDER_NUMBER.exec(title) ?? ORDER_NUMBER.exec(table.cell(row, 'info')))?.[1] ?? null
    entries.push({ row, role: roleOf(table.cell(row, 'type'), title), orderNumber, net })
  }

  const sales = new Map<string, { sale: MarketplaceSale; buckets: Record<Bucket, Cents>; items: string[] }>()
  const withheldTax = new Map<string, Cents>()
  for (const entry of entries) {
    if (entry.role !== 'sale') continue
    const reader = table.reader(entry.row)
    const orderNumber = entry.orderNumber ?? reader.required('title', 'is not a payment for an order')
    const soldDate = reader.date('date')
    const amount = reader.price('amount')
    const feesAndTaxes = reader.cost('feesAndTaxes')
    if (reader.refusal) {
      results.set(entry.row.rowNumber, reader.refusal)
      continue
    }
    const known = sales.get(orderNumber)
    withheldTax.set(orderNumber, (withheldTax.get(orderNumber) ?? 0) + feesAndTaxes)
    if (known) {
      known.sale.salePriceCents += amount
      results.set(
        entry.row.rowNumber,
        nonSaleRow(
          entry.row.rowNumber,
          'order-summary',
          'A further payment for the order, added to its sale',
          {
            orderId: orderNumber,
            amountCents: amount,
            appliedToRow: known.sale.rowNumber,
          },
        ),
      )
      continue
    }
    const sale: MarketplaceSale = {
      type: 'sale',
      rowNumber: entry.row.rowNumber,
      marketplace: 'etsy',
      orderId: orderNumber,
      soldDate,
      title: null,
      brand: null,
      sku: null,
      customLabel: null,
      quantity: 1,
      salePriceCents: amount,
      postageChargedCents: 0,
      postageCostCents: 0,
      fees: { sellingFeeCents: 0, paymentFeeCents: 0, promoFeeCents: 0 },
      salesTaxCents: 0,
      costOfGoodsCents: null,
      currency: reader.text('currency')?.toUpperCase() ?? reader.currency ?? 'USD',
    }
    sales.set(orderNumber, {
      sale,
      buckets: { sellingFee: 0, paymentFee: 0, promoFee: 0, tax: 0, postage: 0 },
      items: [],
    })
    results.set(sale.rowNumber, sale)
  }

  for (const entry of entries) {
    if (entry.role === 'sale') continue
    const title = table.cell(entry.row, 'title')
    const target = entry.orderNumber === null ? undefined : sales.get(entry.orderNumber)
    const bucket = bucketOf(entry, title)
    if (target && bucket) {
      target.buckets[bucket] -= entry.net ?? 0
      const item = ITEM_FEE.exec(title)?.[1]?.trim()
      if (item && item.toLowerCase() !== 'shipping') target.items.push(item)
      results.set(
        entry.row.rowNumber,
        nonSaleRow(entry.row.rowNumber, kindOf(entry.role), APPLIED[bucket], {
          orderId: entry.orderNumber,
          amountCents: entry.net,
          appliedToRow: target.sale.rowNumber,
        }),
      )
      continue
    }
    const kind = kindOf(entry.role)
    results.set(
      entry.row.rowNumber,
      recordOf(table, entry, kind) ??
        nonSaleRow(entry.row.rowNumber, kind, STANDALONE[kind], {
          orderId: entry.orderNumber,
          amountCents: entry.net,
        }),
    )
  }

  for (const [orderNumber, { sale, buckets, items }] of sales) {
    const tax = Math.max(0, buckets.tax) || (withheldTax.get(orderNumber) ?? 0)
    sale.salesTaxCents = tax
    sale.salePriceCents = Math.max(0, sale.salePriceCents - tax)
    sale.postageCostCents = Math.max(0, buckets.postage)
    sale.fees = {
      sellingFeeCents: Math.max(0, buckets.sellingFee),
      paymentFeeCents: Math.max(0, buckets.paymentFee),
      promoFeeCents: Math.max(0, buckets.promoFee),
    }
    sale.title = items[0] ?? null
    sale.quantity = Math.max(1, items.length)
  }

  return table.rows.flatMap((row) => {
    const result = results.get(row.rowNumber)
    return result ? [result] : []
  })
}

/**
 * A row of no sale of this file as the import records it: a refund of an order (its Amount given back, the
 * positive Fees & Taxes credited), a deposit to the bank as a payout, a fee, an ad or a label as a charge
 * (a credit stays apart). Null for every other row.
 */
function recordOf(table: ReportTable<Field>, entry: Entry, kind: NonSaleKind): ReportRow | null {
  const { row, net, orderNumber } = entry
  const reader = table.reader(row)
  const date = reader.date('date')
  const title = table.cell(row, 'title')
  if (reader.refusal) return reader.refusal
  if (kind === 'refund' && orderNumber !== null) {
    const amountCents = Math.abs(reader.amount('amount')) || Math.abs(net ?? 0)
    const feesCredited = Math.max(0, reader.amount('feesAndTaxes'))
    if (reader.refusal) return reader.refusal
    if (amountCents === 0) return null
    return {
      type: 'refund',
      rowNumber: row.rowNumber,
      marketplace: 'etsy',
      orderId: orderNumber,
      lineKey: null,
      refundDate: date,
      amountCents,
      salesTaxCents: 0,
      feesCreditedCents: feesCredited,
      title: null,
      importKey: recordIdentity(['refund', date, orderNumber, title, amountCents, feesCredited]),
    }
  }
  if (kind === 'payout' && net !== null && net !== 0)
    return {
      type: 'payout',
      rowNumber: row.rowNumber,
      marketplace: 'etsy',
      date,
      amountCents: Math.abs(net),
      reference: title || null,
      importKey: recordIdentity(['payout', date, title, net]),
    }
  if ((kind === 'fee' || kind === 'shipping-label') && net !== null && net < 0) {
    const description = [table.cell(row, 'type'), title].filter((part) => part !== '').join(': ')
    return {
      type: 'charge',
      rowNumber: row.rowNumber,
      marketplace: 'etsy',
      date,
      amountCents: -net,
      description,
      category: entry.role === 'promo' ? 'marketing' : chargeCategoryOf(description),
      orderId: orderNumber,
      feeKind:
        kind === 'shipping-label' ? 'postage' : entry.role === 'promo' ? 'promo' : feeKindOf(description),
      importKey: recordIdentity(['charge', date, orderNumber, description, table.cell(row, 'info'), net]),
    }
  }
  return null
}

export const etsyStatementLayout = defineLayout<Field>({
  id: 'etsy-statement',
  name: 'Etsy statement',
  marketplace: 'etsy',
  columns,
  parse: parseStatement,
})
