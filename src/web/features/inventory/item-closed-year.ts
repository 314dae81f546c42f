import { useWatch } from 'react-hook-form'

import { localDate } from '../../../domain/dates'
import { acquiredOn } from '../../../domain/items/acquired'
import {
  closedYearDateMessage,
  itemWriteClosedYear,
  type ItemFigures,
} from '../../../domain/tax-year/closed-years'
import type { Item } from '../../api/items'
import { useClosedYears } from '../../hooks/use-closed-years'
import { browserTimeZone, localToday } from '../../lib/format'

import type { ItemForm } from './item-form'

/**
 * The closed year an item is dated in: the year it was bought (or recorded) or the year it left, when
 * closed. Its form then shows read-only with the notice (decision 026); a sale after a closed year of an
 * item bought before it is still made with Mark as Sold.
 */
export function useItemClosedYear(item: Item | undefined): number | null {
  const closed = useClosedYears()
  if (item === undefined) return null
  const leftOn = item.soldDate ?? item.disposedDate
  return [acquiredOfItem(item, leftOn), leftOn].reduce<number | null>(
    (found, date) => found ?? closed.yearOf(date),
    null,
  )
}

/** The day `item` entered inventory (decision 025), had it left on `leftOn`. */
function acquiredOfItem(item: Item, leftOn: string | null): string {
  const recordedOn = localDate(new Date(item.createdAt), browserTimeZone())
  return acquiredOn({ purchaseDate: item.purchaseDate, recordedOn, leftOn })
}

const NO_SALE: ItemFigures['sale'] = {
  salePrice: 0,
  salesTax: 0,
  postageCharged: 0,
  postageCost: 0,
  generalFees: 0,
  promoFees: 0,
  buyerSalesTax: 0,
  marketplace: null,
}

/**
 * The error under a new item's Purchase Date when the item would be in a closed year's inventory: bought
 * in it, or before it and not sold by then (the rule of src/domain/tax-year/closed-years.ts).
 */
export function useNewItemDateError(form: ItemForm, isEditing: boolean): string | undefined {
  const { years } = useClosedYears()
  const [purchaseDate, status, soldDate] = useWatch({
    control: form.control,
    name: ['purchaseDate', 'status', 'soldDate'],
  })
  if (isEditing || years.size === 0) return undefined
  const isSold = status === 'sold' && Boolean(soldDate)
  const acquiredDate = acquiredOn({
    purchaseDate: purchaseDate && /^\d{4}-\d{2}-\d{2}$/.test(purchaseDate) ? purchaseDate : null,
    recordedOn: localToday(),
    leftOn: isSold && soldDate && /^\d{4}-\d{2}-\d{2}$/.test(soldDate) ? soldDate : null,
  })
  const year = itemWriteClosedYear(years, {
    old: null,
    new: {
      acquiredDate,
      costOfGoods: 0,
      exitDate: isSold ? (soldDate ?? null) : null,
      exit: isSold ? 'sold' : null,
      sale: NO_SALE,
    },
  })
  return year === null ? undefined : closedYearDateMessage(year)
}

/**
 * The error under Mark as Sold's Sold Date when selling on that day changes a closed year: the item was
 * held at the end of every year from its purchase until the sale, so a closed year from the later of the
 * purchase year and the sale year on (the exit rule of closed-years.ts).
 */
export function useSoldDateError(item: Item, soldDate: string | undefined): string | undefined {
  const { years } = useClosedYears()
  if (years.size === 0 || !soldDate || !/^\d{4}-\d{2}-\d{2}$/.test(soldDate)) return undefined
  const held: ItemFigures = {
    acquiredDate: acquiredOfItem(item, null),
    costOfGoods: item.costOfGoods,
    exitDate: null,
    exit: null,
    sale: NO_SALE,
  }
  const sold: ItemFigures = {
    ...held,
    acquiredDate: acquiredOfItem(item, soldDate),
    exitDate: soldDate,
    exit: 'sold',
  }
  const year = itemWriteClosedYear(years, { old: held, new: sold })
  return year === null ? undefined : closedYearDateMessage(year)
}
