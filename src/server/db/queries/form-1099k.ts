import { and, eq, sql, type SQL } from 'drizzle-orm'

import {
  MARKETPLACE_IDS,
  marketplaceName,
  type MarketplaceId,
} from '../../../domain/marketplaces/marketplaces'
import {
  formExpectation,
  frogwalkGross,
  reconcile,
  thresholdText,
  type Form1099kFrogwalkFigures,
  type Form1099kReported,
} from '../../../domain/tax-year/form-1099k'
import type { Form1099kFigure } from '../../../shared/schemas/form-1099k'
import type { Database } from '../client'
import { form1099kAmounts, inventoryItems, refunds } from '../schema'

import { withinYear } from './lists'
import { soldItemsOf } from './reports'

const items = inventoryItems
const amounts = form1099kAmounts
const moneySum = (expression: SQL) => sql`coalesce(sum(${expression}), 0)`.mapWith(items.salePrice)

/** The name of the group of items sold with no marketplace recorded. */
const NO_MARKETPLACE_NAME = 'Not recorded'

/**
 * The year's sold items summed per marketplace by the database, one row per marketplace with sales (null
 * for items sold without one), with the refunds of those sales (decision 032: what was given back of the
 * price and shipping) dated within the year. A refund dated a later year is that year's return (Schedule C line
 * 2 of its year) and leaves this year's figures as they were, as a closed year's must. A 1099-K's gross is what buyers paid, refunds not subtracted, so
 * Frogwalk's sales here are the sale prices less those refunds, and the refunds a line that explains them.
 */
async function frogwalkFiguresByMarketplace(db: Database, userId: string, year: number) {
  // The refunds of each item, summed per item so that joining them counts each sold item once.
  const refunded = db
    .select({ itemId: refunds.itemId, amount: sql`sum(${refunds.amount})`.as('amount') })
    .from(refunds)
    .where(and(eq(refunds.userId, userId), withinYear(refunds.refundDate, year)))
    .groupBy(refunds.itemId)
    .as('refunded')
  const rows = await db
    .select({
      marketplace: sql<MarketplaceId | null>`${items.marketplace}`,
      salesCents: moneySum(sql`${items.salePrice}`),
      postageChargedCents: moneySum(sql`${items.postageCharged}`),
      buyerSalesTaxCents: moneySum(sql`${items.buyerSalesTax}`),
      salesCount: sql<number>`count(*)::int`,
      refundsCents: moneySum(sql`${refunded.amount}`),
    })
    .from(items)
    .leftJoin(refunded, eq(refunded.itemId, items.id))
    .where(and(soldItemsOf(userId), withinYear(items.soldDate, year)))
    .groupBy(items.marketplace)
  return rows.map((row) => ({ ...row, salesCents: row.salesCents - row.refundsCents }))
}

/** The 1099-K figures the user typed for `year`, one per marketplace. */
async function typedFigures(db: Database, userId: string, year: number) {
  return db
    .select({
      marketplace: amounts.marketplace,
      grossCents: amounts.grossAmount,
      transactions: amounts.transactions,
      updatedAt: amounts.updatedAt,
    })
    .from(amounts)
    .where(and(eq(amounts.userId, userId), eq(amounts.year, year)))
}

const EMPTY_FIGURES: Form1099kFrogwalkFigures = {
  salesCents: 0,
  postageChargedCents: 0,
  buyerSalesTaxCents: 0,
  refundsCents: 0,
  salesCount: 0,
}

/**
 * The 1099-K reconciliation of `year`: per marketplace with sales in Frogwalk or a typed figure, Frogwalk's
 * sums, the typed figures, the reconciliation (when a gross was typed) and whether a form is expected; the
 * marketplaces in the product's order, items with no marketplace last.
 */
export async function form1099kReconciliation(db: Database, userId: string, year: number) {
  const [sums, typed] = await Promise.all([
    frogwalkFiguresByMarketplace(db, userId, year),
    typedFigures(db, userId, year),
  ])
  const order = (marketplace: MarketplaceId | null) =>
    marketplace === null ? MARKETPLACE_IDS.length : MARKETPLACE_IDS.indexOf(marketplace)
  const shown = [...new Set([...sums.map((row) => row.marketplace), ...typed.map((row) => row.marketplace)])]
  const marketplaces = shown
    .sort((a, b) => order(a) - order(b))
    .map((marketplace) => {
      const { marketplace: _m, ...frogwalk } = sums.find((row) => row.marketplace === marketplace) ?? {
        marketplace,
        ...EMPTY_FIGURES,
      }
      const form = typed.find((row) => row.marketplace === marketplace)
      const reported: Form1099kReported | null = form
        ? { grossCents: form.grossCents, transactions: form.transactions }
        : null
      const grossCents = frogwalkGross(frogwalk)
      return {
        marketplace,
        name: marketplace === null ? NO_MARKETPLACE_NAME : marketplaceName(marketplace),
        frogwalk: { ...frogwalk, grossCents },
        reported,
        reconciliation: reported ? reconcile(frogwalk, reported) : null,
        expectation: formExpectation(year, grossCents, frogwalk.salesCount),
      }
    })
  return { year, threshold: thresholdText(year), marketplaces }
}

/** Keeps what a marketplace's 1099-K says for the user's year, replacing what was typed before. */
export async function saveTypedFigure(
  db: Database,
  userId: string,
  year: number,
  marketplace: MarketplaceId,
  figure: Form1099kFigure,
) {
  const values = { grossAmount: figure.grossAmount, transactions: figure.transactions }
  const [saved] = await db
    .insert(amounts)
    .values({ userId, year, marketplace, ...values })
    .onConflictDoUpdate({
      target: [amounts.userId, amounts.year, amounts.marketplace],
      set: { ...values, updatedAt: new Date() },
    })
    .returning({
      marketplace: amounts.marketplace,
      grossCents: amounts.grossAmount,
      transactions: amounts.transactions,
    })
  if (!saved) throw new Error('The 1099-K figure was not saved')
  return saved
}

/** Forgets what was typed for a marketplace's 1099-K of the user's year; false when nothing was. */
export async function deleteTypedFigure(
  db: Database,
  userId: string,
  year: number,
  marketplace: MarketplaceId,
) {
  const deleted = await db
    .delete(amounts)
    .where(and(eq(amounts.userId, userId), eq(amounts.year, year), eq(amounts.marketplace, marketplace)))
    .returning({ marketplace: amounts.marketplace })
  return deleted.length > 0
}
