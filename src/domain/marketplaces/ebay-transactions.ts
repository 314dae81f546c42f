/**
 * eBay's transaction report (Seller Hub > Payments > Reports > Transaction report): every movement of the
 * seller's eBay balance, one row each, typed 'Order', 'Refund', 'Shipping label', 'Other fee', 'Payout',
 * 'Hold'… The file opens with about ten lines of notes and a 'Seller,<name>' line before the header.
 *
 * Sales come from the 'Order' rows. An order of one item is one row with everything. An order of several
 * items is a totals row (order number, net and gross amounts, no item) followed by one row per item
 * (item id, transaction id, title, subtotal, shipping and fees): each item row is one sale and the totals
 * row is shown as the order's summary, never a sale, so nothing is counted twice. An amount the totals row
 * holds in a column that all its item rows leave empty (the order's shipping, a fee charged once per
 * order) is spread over the items in proportion to their subtotals, to the cent.
 *
 * The sale's order id is the order number; when the order has several item rows, each is
 * '<order number>/<transaction id>' (the item id when there is no transaction id).
 *
 * Rows of the file that belong to an order sold in the same file are counted into its sale and shown as
 * such: a 'Shipping label' row's cost into the postage cost; an 'Other fee' row that is a promoted-listing
 * or ad fee into the promo fee (on the item row with the same item id, else spread over the order's
 * items). When an order's labels (or ad fees) add up to a credit they stay apart, as does every other row.
 *
 * | field            | columns                                                                        |
 * | ---------------- | ------------------------------------------------------------------------------ |
 * | orderId          | Order number (+ Transaction ID, or Item ID, per item row of a multi-item order) |
 * | soldDate         | Transaction creation date                                                      |
 * | title            | Item title                                                                     |
 * | customLabel      | Custom label                                                                   |
 * | quantity         | Quantity                                                                       |
 * | salePriceCents   | Item subtotal                                                                  |
 * | postageCharged   | Shipping and handling                                                          |
 * | postageCost      | Net amount of the order's 'Shipping label' rows                                |
 * | sellingFeeCents  | Final Value Fee - fixed + - variable, Regulatory operating fee, Very high "item |
 * |                  | not as described" fee, Below standard performance fee, International fee       |
 * | paymentFeeCents  | Deposit processing fee                                                         |
 * | promoFeeCents    | Net amount of the order's promoted-listing and ad 'Other fee' rows             |
 * | salesTaxCents    | eBay collected tax                                                             |
 * | currency         | Transaction currency                                                           |
 *
 * Seller collected tax is the seller's to remit and Charity donation is a gift, not a selling cost: neither
 * is read. Non-sale rows carry their Net amount (the Gross transaction amount when it has none).
 */

import type { IsoDate } from '../dates'
import type { Cents } from '../money'
import { defineLayout } from './layout'
import { lineIds, shortHash, spreadCents } from './order-lines'
import type { MarketplaceSale, NonSaleKind, ReportRow } from './report-row'
import { nonSaleRow } from './report-row'
import { chargeCategoryOf, feeKindOf, recordIdentity } from './row-records'
import type { DataRow, ReportTable, RowReader } from './table'

const columns = {
  date: { names: ['Transaction creation date'], required: true },
  type: { names: ['Type'], required: true },
  orderNumber: { names: ['Order number'], required: true },
  netAmount: { names: ['Net amount'] },
  itemId: { names: ['Item ID'] },
  transactionId: { names: ['Transaction ID'] },
  title: { names: ['Item title'] },
  customLabel: { names: ['Custom label'] },
  quantity: { names: ['Quantity'] },
  subtotal: { names: ['Item subtotal'], required: true },
  shipping: { names: ['Shipping and handling', 'Postage and packaging'] },
  ebayTax: { names: ['eBay collected tax'] },
  fvfFixed: { names: ['Final Value Fee - fixed', 'Final value fee fixed'] },
  fvfVariable: { names: ['Final Value Fee - variable', 'Final value fee variable'] },
  regulatoryFee: { names: ['Regulatory operating fee'] },
  inadFee: { names: ['Very high "item not as described" fee'] },
  belowStandardFee: { names: ['Below standard performance fee'] },
  internationalFee: { names: ['International fee'] },
  depositFee: { names: ['Deposit processing fee'] },
  gross: { names: ['Gross transaction amount'] },
  currency: { names: ['Transaction currency'] },
  description: { names: ['Description'] },
  payoutId: { names: ['Payout ID'] },
  referenceId: { names: ['Reference ID'] },
} as const

type Field = keyof typeof columns

/** Amount columns an order's totals row may hold for all its items. */
const ORDER_LEVEL_FIELDS = [
  'shipping',
  'ebayTax',
  'fvfFixed',
  'fvfVariable',
  'regulatoryFee',
  'inadFee',
  'belowStandardFee',
  'internationalFee',
  'depositFee',
] as const satisfies readonly Field[]

type OrderLevelField = (typeof ORDER_LEVEL_FIELDS)[number]

const SELLING_FEES = [
  'fvfFixed',
  'fvfVariable',
  'regulatoryFee',
  'inadFee',
  'belowStandardFee',
  'internationalFee',
] as const satisfies readonly OrderLevelField[]

/** An 'Other fee' row's description that names a promoted-listing or ad fee. */
const PROMO_FEE = /promot|advert|\bads?\b|offsite/i

/** The kind of a non-'Order' row by its Type. */
function nonSaleKindOf(type: string): NonSaleKind {
  const t = type.toLowerCase()
  if (t.includes('cancel')) return 'cancellation'
  if (t.includes('refund')) return 'refund'
  if (t.includes('payout')) return 'payout'
  if (t.includes('hold')) return 'hold'
  if (t.includes('shipping label') || t.includes('postage label')) return 'shipping-label'
  if (t.includes('fee')) return 'fee'
  if (t.includes('claim') || t.includes('dispute')) return 'dispute'
  if (t.includes('transfer')) return 'transfer'
  if (/adjust|credit|charge|reimburse/.test(t)) return 'adjustment'
  return 'other'
}

const REASONS: Record<NonSaleKind, string> = {
  refund: 'A refund to the buyer: not a sale',
  cancellation: 'A cancelled order: not a sale',
  payout: "A payout to the seller's bank: not a sale",
  hold: 'Money eBay holds: not a sale',
  fee: 'A fee not tied to a sale of this file',
  'shipping-label': 'A shipping label of an order not sold in this file',
  tax: 'Tax: not a sale',
  dispute: 'A claim or payment dispute: not a sale',
  transfer: 'A transfer: not a sale',
  adjustment: 'An adjustment of the balance: not a sale',
  'order-summary': 'The totals of an order whose items have rows of their own',
  duplicate: 'The same order as an earlier row',
  note: 'A line of text, not a record',
  other: 'Not a sale',
}

/** An item row of an order, read. */
interface ItemLine {
  reader: RowReader<Field>
  soldDate: IsoDate
  quantity: number
  subtotal: Cents
  amounts: Record<OrderLevelField, Cents | null>
}

function readLine(table: ReportTable<Field>, row: DataRow): ItemLine {
  const reader = table.reader(row)
  const soldDate = reader.date('date')
  const quantity = reader.quantity('quantity')
  const subtotal = reader.price('subtotal')
  const amounts = {} as Record<OrderLevelField, Cents | null>
  for (const field of ORDER_LEVEL_FIELDS) amounts[field] = reader.optionalAmount(field)
  return { reader, soldDate, quantity, subtotal, amounts }
}

/** Whether an 'Order' row is an item row (it names or prices an item) rather than an order's totals. */
function isItemRow(table: ReportTable<Field>, row: DataRow): boolean {
  const reader = table.reader(row)
  return reader.text('itemId') !== null || reader.text('title') !== null || reader.text('subtotal') !== null
}

export const ebayTransactionsLayout = defineLayout<Field>({
  id: 'ebay-transactions',
  name: 'eBay transaction report',
  marketplace: 'ebay',
  columns,
  parse(table) {
    const results = new Map<number, ReportRow>()
    const orders = new Map<string, { items: DataRow[]; totals: DataRow[] }>()
    const others: DataRow[] = []
    for (const row of table.rows) {
      const type = table.cell(row, 'type').toLowerCase()
      const orderNumber = table.reader(row).text('orderNumber')
      if (type !== 'order') {
        others.push(row)
        continue
      }
      if (orderNumber === null) {
        const reader = table.reader(row)
        reader.refuse('orderNumber', 'is not an order number')
        if (reader.refusal) results.set(row.rowNumber, reader.refusal)
        continue
      }
      let order = orders.get(orderNumber)
      if (order === undefined) orders.set(orderNumber, (order = { items: [], totals: [] }))
      if (isItemRow(table, row)) order.items.push(row)
      else order.totals.push(row)
    }

    const salesOfOrder = new Map<string, { sale: MarketplaceSale; itemId: string | null }[]>()
    for (const [orderNumber, order] of orders) {
      const lines = order.items.map((row) => readLine(table, row))
      const totals = order.totals.map((row) => readLine(table, row))
      for (const total of totals) {
        if (total.reader.refusal) results.set(total.reader.rowNumber, total.reader.refusal)
      }
      const readable = lines.filter((line) => line.reader.refusal === null)
      // What the totals row holds where every item row is empty is the order's own: spread it.
      const spread = new Map<OrderLevelField, Cents[]>()
      for (const field of totals.length === 0 ? [] : ORDER_LEVEL_FIELDS) {
        if (lines.some((line) => line.amounts[field] !== null)) continue
        const sum = totals.reduce((acc, total) => acc + Math.abs(total.amounts[field] ?? 0), 0)
        if (sum !== 0)
          spread.set(
            field,
            spreadCents(
              sum,
              readable.map((line) => line.subtotal),
            ),
          )
      }
      const ids = lineIds(
        orderNumber,
        lines.map(
          ({ reader }) =>
            reader.text('transactionId') ?? reader.text('itemId') ?? shortHash(reader.text('title') ?? ''),
        ),
      )
      const sales: { sale: MarketplaceSale; itemId: string | null }[] = []
      let readableIndex = 0
      lines.forEach((line, i) => {
        const { reader, soldDate, quantity } = line
        if (reader.refusal) {
          results.set(reader.rowNumber, reader.refusal)
          return
        }
        const share = readableIndex
        readableIndex += 1
        const cost = (field: OrderLevelField) =>
          Math.abs(line.amounts[field] ?? 0) + (spread.get(field)?.[share] ?? 0)
        const sale: MarketplaceSale = {
          type: 'sale',
          rowNumber: reader.rowNumber,
          marketplace: 'ebay',
          orderId: ids[i] ?? orderNumber,
          soldDate,
          title: reader.text('title'),
          brand: null,
          sku: null,
          customLabel: reader.text('customLabel'),
          quantity,
          salePriceCents: line.subtotal,
          postageChargedCents: cost('shipping'),
          postageCostCents: 0,
          fees: {
            sellingFeeCents: SELLING_FEES.reduce((acc, field) => acc + cost(field), 0),
            paymentFeeCents: cost('depositFee'),
            promoFeeCents: 0,
          },
          salesTaxCents: cost('ebayTax'),
          costOfGoodsCents: null,
          currency: reader.text('currency')?.toUpperCase() ?? reader.currency ?? 'USD',
        }
        sales.push({ sale, itemId: reader.text('itemId') })
        results.set(sale.rowNumber, sale)
      })
      if (lines.length === 0) {
        for (const row of order.totals) {
          if (results.has(row.rowNumber)) continue
          const reader = table.reader(row)
          reader.refuse('subtotal', 'is not an item subtotal')
          if (reader.refusal) results.set(row.rowNumber, reader.refusal)
        }
        continue
      }
      for (const row of order.totals) {
        if (results.has(row.rowNumber)) continue
        const reader = table.reader(row)
        results.set(
          row.rowNumber,
          nonSaleRow(row.rowNumber, 'order-summary', REASONS['order-summary'], {
            orderId: orderNumber,
            amountCents: reader.optionalAmount('netAmount') ?? reader.optionalAmount('gross'),
            appliedToRow: sales[0]?.sale.rowNumber ?? null,
          }),
        )
      }
      if (sales.length > 0) salesOfOrder.set(orderNumber, sales)
    }

    applyOrderCosts(table, others, salesOfOrder, results)
    return table.rows.flatMap((row) => {
      const result = results.get(row.rowNumber)
      return result ? [result] : []
    })
  },
})

/**
 * Counts the shipping labels and ad fees of orders sold in this file into their sales, and turns every
 * other non-'Order' row into a row that is not a sale.
 */
function applyOrderCosts(
  table: ReportTable<Field>,
  rows: readonly DataRow[],
  salesOfOrder: ReadonlyMap<string, { sale: MarketplaceSale; itemId: string | null }[]>,
  results: Map<number, ReportRow>,
): void {
  type Charge = {
    row: DataRow
    amount: Cents | null
    itemId: string | null
    orderNumber: string | null
    title: string | null
  }
  const labels = new Map<string, Charge[]>()
  const adFees = new Map<string, Charge[]>()
  const standalone: { charge: Charge; kind: NonSaleKind }[] = []

  for (const row of rows) {
    const reader = table.reader(row)
    const amount = reader.optionalAmount('netAmount') ?? reader.optionalAmount('gross')
    if (reader.refusal) {
      results.set(row.rowNumber, reader.refusal)
      continue
    }
    const kind = nonSaleKindOf(table.cell(row, 'type'))
    const orderNumber = reader.text('orderNumber')
    const charge: Charge = {
      row,
      amount,
      itemId: reader.text('itemId'),
      orderNumber,
      title: reader.text('title'),
    }
    const description = `${table.cell(row, 'type')} ${table.cell(row, 'description')}`
    const group =
      kind === 'shipping-label' ? labels : kind === 'fee' && PROMO_FEE.test(description) ? adFees : null
    if (group && orderNumber !== null && salesOfOrder.has(orderNumber)) {
      const list = group.get(orderNumber) ?? []
      list.push(charge)
      group.set(orderNumber, list)
    } else standalone.push({ charge, kind })
  }

  const apply = (
    groups: Map<string, Charge[]>,
    kind: NonSaleKind,
    add: (sale: MarketplaceSale, cents: Cents) => void,
    reason: string,
  ) => {
    for (const [orderNumber, charges] of groups) {
      const sales = salesOfOrder.get(orderNumber) ?? []
      const net = charges.reduce((acc, charge) => acc + (charge.amount ?? 0), 0)
      // A net credit (a voided label, a refunded ad fee) is no cost of the sale: it stays apart.
      if (net > 0 || sales.length === 0) {
        for (const charge of charges) standalone.push({ charge, kind })
        continue
      }
      for (const charge of charges) {
        const own = sales.find((s) => charge.itemId !== null && s.itemId === charge.itemId)
        const targets = own ? [own] : sales
        const parts = spreadCents(
          -(charge.amount ?? 0),
          targets.map((t) => t.sale.salePriceCents),
        )
        targets.forEach((target, i) => add(target.sale, parts[i] ?? 0))
        results.set(
          charge.row.rowNumber,
          nonSaleRow(charge.row.rowNumber, kind, reason, {
            orderId: orderNumber,
            amountCents: charge.amount,
            appliedToRow: targets[0]?.sale.rowNumber ?? null,
          }),
        )
      }
    }
  }
  apply(
    labels,
    'shipping-label',
    (sale, cents) => (sale.postageCostCents += cents),
    "A shipping label, counted in the sale's postage cost",
  )
  apply(
    adFees,
    'fee',
    (sale, cents) => (sale.fees.promoFeeCents += cents),
    "An ad fee, counted in the sale's promo fee",
  )

  for (const { charge, kind } of standalone) {
    results.set(
      charge.row.rowNumber,
      recordOf(table, charge.row, kind, charge.amount) ??
        nonSaleRow(charge.row.rowNumber, kind, REASONS[kind], {
          orderId: charge.orderNumber,
          amountCents: charge.amount,
          title: charge.title,
        }),
    )
  }
}

/** The fee columns a refund row credits back (positive there). */
const CREDITED_FEES = [...SELLING_FEES, 'depositFee'] as const satisfies readonly Field[]

/**
 * A row that is no sale, as the import records it: a 'Refund' against its order (what it gave back of the
 * price and shipping is the gross amount less the eBay collected tax, the fees credited the positive fee
 * columns), a 'Payout' with its payout id, a fee or a shipping label of no sale of this file as a charge
 * (a credit stays apart). Null for every other row.
 */
function recordOf(
  table: ReportTable<Field>,
  row: DataRow,
  kind: NonSaleKind,
  net: Cents | null,
): ReportRow | null {
  const reader = table.reader(row)
  const orderNumber = reader.text('orderNumber')
  const isRecord =
    (kind === 'refund' && orderNumber !== null) ||
    (kind === 'payout' && net !== null && net !== 0) ||
    ((kind === 'fee' || kind === 'shipping-label') && net !== null && net < 0)
  if (!isRecord) return null
  const date = reader.date('date')
  if (reader.refusal) return reader.refusal
  const type = table.cell(row, 'type')
  if (kind === 'refund' && orderNumber !== null) {
    const tax = Math.abs(reader.amount('ebayTax'))
    const gross = reader.optionalAmount('gross')
    const feesCredited = CREDITED_FEES.reduce((sum, field) => sum + Math.max(0, reader.amount(field)), 0)
    const items = Math.abs(reader.amount('subtotal')) + Math.abs(reader.amount('shipping'))
    // The gross given back, tax included: its column, else the item's amounts, else the net less fees credited.
    const given =
      gross !== null ? Math.abs(gross) - tax : items !== 0 ? items : Math.abs(net ?? 0) + feesCredited - tax
    const amountCents = Math.max(0, given)
    if (reader.refusal) return reader.refusal
    if (amountCents + tax === 0) return null
    const transactionId = reader.text('transactionId')
    return {
      type: 'refund',
      rowNumber: row.rowNumber,
      marketplace: 'ebay',
      orderId: orderNumber,
      lineKey: transactionId === null ? null : `${orderNumber}/${transactionId}`,
      refundDate: date,
      amountCents,
      salesTaxCents: tax,
      feesCreditedCents: feesCredited,
      title: reader.text('title'),
      importKey: recordIdentity([
        'refund',
        date,
        orderNumber,
        transactionId,
        reader.text('referenceId'),
        amountCents,
        tax,
        feesCredited,
      ]),
    }
  }
  if (kind === 'payout' && net !== null && net !== 0) {
    const reference = reader.text('payoutId') ?? reader.text('referenceId')
    return {
      type: 'payout',
      rowNumber: row.rowNumber,
      marketplace: 'ebay',
      date,
      amountCents: Math.abs(net),
      reference,
      importKey: recordIdentity(['payout', date, reference, net]),
    }
  }
  if ((kind === 'fee' || kind === 'shipping-label') && net !== null && net < 0) {
    const description = [type, reader.text('description'), reader.text('title')]
      .filter((part) => part !== null && part !== '')
      .join(': ')
    return {
      type: 'charge',
      rowNumber: row.rowNumber,
      marketplace: 'ebay',
      date,
      amountCents: -net,
      description,
      category: chargeCategoryOf(description),
      orderId: orderNumber,
      feeKind: kind === 'shipping-label' ? 'postage' : feeKindOf(description),
      importKey: recordIdentity([
        'charge',
        date,
        orderNumber,
        reader.text('itemId'),
        reader.text('referenceId'),
        description,
        net,
      ]),
    }
  }
  return null
}
