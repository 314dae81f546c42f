import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'

import { returnedSku, type RefundKind } from '../domain/marketplaces/refunds'
import { formatMoney } from '../domain/money'
import { TEXT_LIMITS } from '../domain/text-limits'
import type { NewRefund, Refund } from '../shared/schemas/refund'

import type { Database } from './db/client'
import { UNSOLD_STATUSES } from './db/queries/items'
import { ownedBy } from './db/queries/owned'
import { inventoryItems, refunds } from './db/schema'
import { AppError, notFound } from './errors'
import { insertItems } from './item-rules'

/*
 * Refunds typed on a sold item (decision 032). A refund gives back part or all of what the buyer paid; the
 * item either came back (a return: it is in inventory again as a new unlisted item, SKU + '-R', bought on the
 * refund's date at the sold item's cost, so its cost is in the year's ending inventory and not in its
 * purchases) or stayed with the buyer (an allowance). The sold item stays sold: its sale is line 1 of the year
 * it sold in, the refund line 2 of the year it is dated in.
 */

export const REFUND_MESSAGES = {
  notSold: 'Only a sold item can be refunded',
  beforeSale: 'Refund date cannot be before the sold date',
  moreThanSale: (left: number) =>
    `Refunds cannot be more than the sale: at most ${formatMoney(left)} is left`,
  moreTaxThanPaid: (left: number) => `At most ${formatMoney(left)} of sales tax is left to refund`,
  moreFeesThanPaid: (left: number) =>
    `At most ${formatMoney(left)} of the sale's fees is left to credit back`,
  nothing: 'Enter an amount or sales tax to refund',
  returnedTwice: 'This item was already returned',
  returnedItemSold: 'The item this return put back in inventory has left it since: change that item first',
} as const

const returned = alias(inventoryItems, 'returned')

/** The refunds of one of the user's items, oldest first. */
export async function refundsOfItem(db: Database, userId: string, itemId: string): Promise<Refund[]> {
  return db
    .select({
      id: refunds.id,
      itemId: refunds.itemId,
      marketplace: refunds.marketplace,
      orderId: refunds.orderId,
      refundDate: refunds.refundDate,
      amount: refunds.amount,
      salesTax: refunds.salesTax,
      feesCredited: refunds.feesCredited,
      kind: refunds.kind,
      returnedItemId: refunds.returnedItemId,
      returnedSku: returned.sku,
    })
    .from(refunds)
    .leftJoin(returned, eq(returned.id, refunds.returnedItemId))
    .where(and(ownedBy(refunds, userId), eq(refunds.itemId, itemId)))
    .orderBy(asc(refunds.refundDate), asc(refunds.createdAt))
}

/** The refunds of one of the user's items; a 404 when the item is not the user's. */
export async function refundsOfOwnItem(db: Database, userId: string, itemId: string): Promise<Refund[]> {
  const [item] = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(ownedBy(inventoryItems, userId), eq(inventoryItems.id, itemId)))
  if (item === undefined) throw notFound('Item')
  return refundsOfItem(db, userId, itemId)
}

/** The user's sold item, locked for the refund's checks; a 404 for anything else but an unsold item's 400. */
async function soldItemFor(db: Database, userId: string, itemId: string) {
  const [item] = await db
    .select()
    .from(inventoryItems)
    .where(and(ownedBy(inventoryItems, userId), eq(inventoryItems.id, itemId)))
    .for('update')
  if (item === undefined) throw notFound('Item')
  if (item.status !== 'sold' || item.soldDate === null)
    throw new AppError('validation_failed', REFUND_MESSAGES.notSold)
  return { ...item, soldDate: item.soldDate }
}

/**
 * The item a return brings back: a new unlisted item, the sold item's SKU + '-R' (then '-R2'…), its brand,
 * description, cost and store, bought on the refund's date; refused when one of the sale's refunds
 * (`refunded`) was a return already. Answers its id.
 */
async function putBackInInventory(
  tx: Database,
  userId: string,
  item: typeof inventoryItems.$inferSelect,
  refunded: readonly Refund[],
  refundDate: string,
): Promise<string> {
  if (refunded.some((refund) => refund.kind === 'return'))
    throw new AppError('validation_failed', REFUND_MESSAGES.returnedTwice, {
      kind: REFUND_MESSAGES.returnedTwice,
    })
  const max = TEXT_LIMITS.inventoryItems.sku
  const stem = `${item.sku.slice(0, max - 4)}-R`
  const taken = await tx
    .select({ sku: sql<string>`lower(${inventoryItems.sku})` })
    .from(inventoryItems)
    .where(
      and(
        ownedBy(inventoryItems, userId),
        sql`lower(${inventoryItems.sku}) like ${`${stem.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
      ),
    )
  const takenSkus = new Set(taken.map((row) => row.sku))
  const sku = returnedSku(item.sku, (candidate) => takenSkus.has(candidate.toLowerCase()), max)
  const [created] = await insertItems(tx, userId, [
    {
      sku,
      brand: item.brand,
      description: item.description,
      costOfGoods: item.costOfGoods,
      purchaseLocation: item.purchaseLocation,
      purchaseDate: refundDate,
      status: 'unlisted',
      needsCost: item.needsCost,
    },
  ])
  if (created === undefined) throw new Error('The returned item was not written')
  return created
}

/**
 * Records a refund of a sold item: checked against the sale (not before it, not more than what the buyer paid
 * in all refunds, no more fees credited back than the sale's fees in all refunds, a return once), and for a return the item back in inventory, in one transaction.
 */
export async function addRefund(
  db: Database,
  userId: string,
  itemId: string,
  input: NewRefund,
): Promise<Refund> {
  return db.transaction(async (tx) => {
    const item = await soldItemFor(tx, userId, itemId)
    if (input.refundDate < item.soldDate)
      throw new AppError('validation_failed', REFUND_MESSAGES.beforeSale, {
        refundDate: REFUND_MESSAGES.beforeSale,
      })
    if (input.amount === 0 && input.salesTax === 0)
      throw new AppError('validation_failed', REFUND_MESSAGES.nothing, { amount: REFUND_MESSAGES.nothing })
    const earlier = await refundsOfItem(tx, userId, itemId)
    const refunded = earlier.reduce((sum, refund) => sum + refund.amount, 0)
    const taxRefunded = earlier.reduce((sum, refund) => sum + refund.salesTax, 0)
    const left = item.salePrice + item.postageCharged - refunded
    if (input.amount > left)
      throw new AppError('validation_failed', REFUND_MESSAGES.moreThanSale(left), {
        amount: REFUND_MESSAGES.moreThanSale(left),
      })
    const taxLeft = item.buyerSalesTax - taxRefunded
    if (input.salesTax > taxLeft)
      throw new AppError('validation_failed', REFUND_MESSAGES.moreTaxThanPaid(taxLeft), {
        salesTax: REFUND_MESSAGES.moreTaxThanPaid(taxLeft),
      })
    const feesLeft =
      item.generalFees + item.promoFees - earlier.reduce((sum, refund) => sum + refund.feesCredited, 0)
    if (input.feesCredited > feesLeft)
      throw new AppError('validation_failed', REFUND_MESSAGES.moreFeesThanPaid(feesLeft), {
        feesCredited: REFUND_MESSAGES.moreFeesThanPaid(feesLeft),
      })
    let returnedItemId: string | null = null
    if (input.kind === 'return') {
      returnedItemId = await putBackInInventory(tx, userId, item, earlier, input.refundDate)
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        userId,
        itemId,
        marketplace: item.marketplace,
        orderId: item.marketplaceOrderId,
        refundDate: input.refundDate,
        amount: input.amount,
        salesTax: input.salesTax,
        feesCredited: input.feesCredited,
        kind: input.kind,
        returnedItemId,
      })
      .returning({ id: refunds.id })
    const answer = (await refundsOfItem(tx, userId, itemId)).find((refund) => refund.id === row?.id)
    if (answer === undefined) throw new Error('The refund written was not read back')
    return answer
  })
}

/**
 * Deletes a refund of the user's item; a return takes its item back out of inventory with it, unless that
 * item has left inventory since (sold or disposed of), which must be undone first.
 */
export async function deleteRefund(
  db: Database,
  userId: string,
  itemId: string,
  refundId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .select({ id: refunds.id, returnedItemId: refunds.returnedItemId })
      .from(refunds)
      .where(and(ownedBy(refunds, userId), eq(refunds.id, refundId), eq(refunds.itemId, itemId)))
      .for('update')
    if (refund === undefined) throw notFound('Refund')
    await tx.delete(refunds).where(eq(refunds.id, refund.id))
    if (refund.returnedItemId !== null) await takeBackOutOfInventory(tx, userId, refund.returnedItemId)
  })
}

/** Deletes the item a return put back in inventory; refused when it has left inventory since. */
async function takeBackOutOfInventory(tx: Database, userId: string, returnedItemId: string): Promise<void> {
  const removed = await tx
    .delete(inventoryItems)
    .where(
      and(
        ownedBy(inventoryItems, userId),
        eq(inventoryItems.id, returnedItemId),
        inArray(inventoryItems.status, UNSOLD_STATUSES),
      ),
    )
    .returning({ id: inventoryItems.id })
  if (removed.length === 0) throw new AppError('conflict', REFUND_MESSAGES.returnedItemSold)
}

/**
 * Says again whether a recorded refund's item came back: an allowance made a return puts the item back in
 * inventory as `addRefund` does (bought on the refund's date; refused when the sale had a return already), a
 * return made an allowance takes that item back out (refused once it has left inventory). An imported refund
 * is an allowance until the person says the item came back. Answers the refund as it now is.
 */
export async function changeRefundKind(
  db: Database,
  userId: string,
  itemId: string,
  refundId: string,
  kind: RefundKind,
): Promise<Refund> {
  return db.transaction(async (tx) => {
    const item = await soldItemFor(tx, userId, itemId)
    const [refund] = await tx
      .select({
        id: refunds.id,
        kind: refunds.kind,
        refundDate: refunds.refundDate,
        returnedItemId: refunds.returnedItemId,
      })
      .from(refunds)
      .where(and(ownedBy(refunds, userId), eq(refunds.id, refundId), eq(refunds.itemId, itemId)))
      .for('update')
    if (refund === undefined) throw notFound('Refund')
    if (refund.kind !== kind) {
      if (kind === 'return') {
        const earlier = await refundsOfItem(tx, userId, itemId)
        const returnedItemId = await putBackInInventory(tx, userId, item, earlier, refund.refundDate)
        await tx.update(refunds).set({ kind, returnedItemId }).where(eq(refunds.id, refund.id))
      } else {
        await tx.update(refunds).set({ kind, returnedItemId: null }).where(eq(refunds.id, refund.id))
        if (refund.returnedItemId !== null) await takeBackOutOfInventory(tx, userId, refund.returnedItemId)
      }
    }
    const answer = (await refundsOfItem(tx, userId, itemId)).find((row) => row.id === refund.id)
    if (answer === undefined) throw new Error('The refund changed was not read back')
    return answer
  })
}
