import { ChevronDown } from 'lucide-react'

import { formatShortDate } from '../../../domain/dates'
import {
  ageCategoryOf,
  ageInDays,
  formatAge,
  showsAgeLine,
  type AgeCategory,
} from '../../../domain/items/age'
import {
  inlinePostageCostEdit,
  inlineSkuEdit,
  INLINE_SKU_SAVE_DELAY_MS,
} from '../../../domain/items/inline-edit'
import { disposalText, ITEM_STATUSES, ITEM_STATUS_INFO, type ItemStatus } from '../../../domain/items/status'
import { centsToDecimal } from '../../../domain/money'
import type { Item } from '../../api/items'
import { useItemActions } from '../../hooks/use-item-actions'
import { InlineEditField } from '../inline-edit-field'
import { MoneyText } from '../money-text'

/** Background and border of a card per age category (spec 4: white, blue, green, light red, red). */
export const AGE_TINTS: Record<AgeCategory, string> = {
  new: 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
  unknown: 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
  moderate: 'border-blue-200 bg-blue-50 dark:border-blue-500/30 dark:bg-blue-950/40',
  aging: 'border-emerald-200 bg-emerald-50 dark:border-emerald-500/30 dark:bg-emerald-950/40',
  old: 'border-red-200 bg-red-50 dark:border-red-500/25 dark:bg-red-950/30',
  'very-old': 'border-red-300 bg-red-100 dark:border-red-500/40 dark:bg-red-950/60',
}

/**
 * An item's age category and 'Age: …' text, or no text for a new item (spec 2 and 4): counted to today
 * while it waits, and to the day it left once sold or disposed (an item sold after a month was a month old,
 * however long ago that was).
 */
export function ageOf(
  item: Pick<Item, 'purchaseDate' | 'status' | 'soldDate' | 'disposedDate'>,
  today: string,
) {
  const end = ageEndOf(item) ?? today
  const category = ageCategoryOf(item.purchaseDate, end)
  const days = ageInDays(item.purchaseDate, end)
  const text = showsAgeLine(category) && days !== null ? formatAge(days) : null
  return { category, text }
}

/** The day an item's wait ended: its sold date when sold, its disposal date when disposed. */
function ageEndOf(item: Pick<Item, 'status' | 'soldDate' | 'disposedDate'>): string | null {
  if (item.status === 'sold') return item.soldDate
  if (item.status === 'disposed') return item.disposedDate
  return null
}

const SELECT_TONES: Record<ItemStatus, string> = {
  unlisted: 'bg-slate-100 text-slate-800 dark:bg-slate-500/20 dark:text-slate-200',
  listed: 'bg-blue-50 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200',
  sold: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
  defective: 'bg-red-50 text-red-800 dark:bg-red-500/20 dark:text-red-200',
  disposed: 'bg-stone-100 text-stone-700 dark:bg-stone-500/20 dark:text-stone-200',
}

/**
 * The status control (spec 2 and 4): a badge in the status's colour that opens the four statuses; any may
 * be picked, and picking the current one just closes it.
 */
export function StatusControl({ item }: { item: Item }) {
  const { changeStatus } = useItemActions()
  return (
    <span className="relative inline-flex">
      <select
        aria-label={`Status of ${item.sku}`}
        value={item.status}
        onChange={(event) => {
          const status = ITEM_STATUSES.find((value) => value === event.target.value)
          if (status) void changeStatus(item, status)
        }}
        className={`h-9 cursor-pointer appearance-none rounded-full border-0 py-0 pr-8 pl-3 text-xs font-semibold ring-1 ring-slate-900/10 ring-inset dark:ring-white/10 ${SELECT_TONES[item.status]}`}
      >
        {ITEM_STATUSES.map((status) => (
          <option
            key={status}
            value={status}
            className="bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100"
          >
            {ITEM_STATUS_INFO[status].label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2"
      />
    </span>
  )
}

/** The SKU, editable in place where the list allows it (spec 2: the unlisted view); saved after 100 ms. */
export function ItemSku({ item, isEditable }: { item: Item; isEditable: boolean }) {
  const { changeSku } = useItemActions()
  const display = <span className="font-mono text-sm font-semibold whitespace-nowrap">{item.sku}</span>
  if (!isEditable) return display
  return (
    <InlineEditField
      label={`SKU of ${item.sku}`}
      display={display}
      initialText={item.sku}
      decide={(typed) => inlineSkuEdit(item.sku, typed)}
      save={(sku) => changeSku(item, sku)}
      delayMs={INLINE_SKU_SAVE_DELAY_MS}
    />
  )
}

/** Postage cost, editable in place (spec 2 and 5: empty, unparseable, negative or unchanged cancel). */
export function PostageCost({ item }: { item: Item }) {
  const { changePostageCost } = useItemActions()
  return (
    <InlineEditField
      label={`postage cost of ${item.sku}`}
      display={<MoneyText cents={item.postageCost} />}
      initialText={centsToDecimal(item.postageCost)}
      decide={(typed) => inlinePostageCostEdit(item.postageCost, typed)}
      save={(cents) => changePostageCost(item, cents)}
      inputMode="decimal"
    />
  )
}

/** What became of a disposed item and when ('Donated on Mar 14, 2026'), nothing for any other item. */
export function DisposalNote({ item, className = '' }: { item: Item; className?: string }) {
  if (item.status !== 'disposed') return null
  return (
    <span className={`text-xs font-medium whitespace-nowrap text-stone-700 dark:text-stone-300 ${className}`}>
      {disposalText(item, formatShortDate)}
    </span>
  )
}
