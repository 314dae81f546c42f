import { desc } from 'drizzle-orm'
import type { Context } from 'hono'

import { lineItemTotal } from '../../domain/receipts/line-items'
import {
  lineItemUpdateSchema,
  newLineItemSchema,
  newReceiptSchema,
  receiptUpdateSchema,
} from '../../shared/schemas/receipt'
import type { AppEnv } from '../context'
import { lineItemRows, receiptRows } from '../db/queries/receipts'
import { receiptLineItems, receipts } from '../db/schema'
import { AppError } from '../errors'

import { crudRoutes } from './crud'

export const receiptRoutes = crudRoutes({
  rows: receiptRows,
  one: 'receipt',
  many: 'receipts',
  label: 'Receipt',
  orderBy: () => [desc(receipts.purchaseDate), desc(receipts.createdAt)],
  create: newReceiptSchema,
  update: receiptUpdateSchema,
})

async function checkReceipt(c: Context<AppEnv>, receiptId: string) {
  const receipt = await receiptRows.get(c.var.db, c.var.userId, receiptId)
  if (!receipt)
    throw new AppError('validation_failed', 'The receipt does not exist', { receiptId: 'Not found' })
}

/** Line items: the total is always quantity x unit cost (spec 5), computed here, never taken from input. */
export const lineItemRoutes = crudRoutes({
  rows: lineItemRows,
  one: 'lineItem',
  many: 'lineItems',
  label: 'Receipt line item',
  orderBy: () => [desc(receiptLineItems.createdAt)],
  create: newLineItemSchema,
  update: lineItemUpdateSchema,
  prepareCreate: async (c, input) => {
    await checkReceipt(c, input.receiptId as string)
    return { ...input, totalCost: lineItemTotal(input.quantity as number, input.unitCost as number) }
  },
  prepareUpdate: async (_c, existing, changes) => {
    const quantity = (changes.quantity ?? existing.quantity) as number
    const unitCost = (changes.unitCost ?? existing.unitCost) as number
    return { ...changes, totalCost: lineItemTotal(quantity, unitCost) }
  },
})
