import { CheckCircle2, Pencil, Printer, Trash2, Undo2 } from 'lucide-react'

import { needsCostOf } from '../../../domain/items/needs-cost'
import { formatShortDate } from '../../../domain/dates'
import { profitOf } from '../../../domain/items/profit'
import { canMarkAsSold } from '../../../domain/items/status'
import type { Item } from '../../api/items'
import { useItemActions } from '../../hooks/use-item-actions'
import { Cover } from '../files/cover'
import { MoneyText } from '../money-text'
import { Button } from '../ui/button'

import { AGE_TINTS, ageOf, DisposalNote, ItemSku, PostageCost, StatusControl } from './item-parts'
import { ItemBadges } from './marketplace-parts'

interface ItemCardProps {
  item: Item
  /** The user's today ('YYYY-MM-DD'), for the age tint and the Age line. */
  today: string
  /** Spec 2: delete is on every card except the dashboard's. */
  canDelete?: boolean
  /** Spec 2: only the unlisted view edits the SKU in place. */
  canEditSku?: boolean
  /** A checkbox to choose the item for a bulk change. */
  selection?: { isSelected: boolean; onToggle: () => void }
}

/**
 * One item as a card (spec 2): tinted by its age, with the Age line unless it is new, its status control,
 * purchase and pricing, Print Label beside the SKU, and Edit, Mark as Sold (unlisted and listed only) and
 * Delete. Its actions come from the nearest <ItemActionsProvider>; the dashboard's Recent Items pass
 * `canDelete={false}`.
 */
export function ItemCard({ item, today, canDelete = true, canEditSku = false, selection }: ItemCardProps) {
  const actions = useItemActions()
  const age = ageOf(item, today)
  return (
    <article
      aria-label={`${item.brand} ${item.sku}`}
      data-age={age.category}
      className={`rounded-2xl border p-4 shadow-sm ${AGE_TINTS[age.category]}`}
    >
      <div className="flex items-start gap-3">
        {selection ? (
          <input
            type="checkbox"
            aria-label={`Select ${item.sku}`}
            checked={selection.isSelected}
            onChange={selection.onToggle}
            className="mt-1 size-5 shrink-0 cursor-pointer rounded accent-emerald-600 dark:accent-emerald-500"
          />
        ) : null}
        <Cover coverId={item.coverId} className="size-16" />
        <div className="min-w-0 flex-1">
          {/* The SKU has a line of its own; one longer than the card goes on to a second line rather than
              hide its edit pencil past the card's edge. Its label prints from beside it, leaving the actions
              below on one line on a phone. */}
          <div className="flex items-center gap-1">
            <div className="min-w-0 flex-1 [&_.font-mono]:break-all [&_.font-mono]:whitespace-normal">
              <ItemSku item={item} isEditable={canEditSku} />
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => actions.printLabel(item)}
              aria-label={`Print Label ${item.sku}`}
              title="Print Label"
              className="-my-2 w-10 px-0"
            >
              <Printer aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <div className="mt-0.5 flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900 dark:text-white">{item.brand}</h3>
              <p className="text-sm break-words text-slate-700 dark:text-slate-300">{item.description}</p>
              <div className="mt-1 empty:hidden">
                <ItemBadges
                  needsCost={item.needsCost || needsCostOf(item)}
                  marketplace={item.marketplace}
                  refund={item}
                />
              </div>
            </div>
            <StatusControl item={item} />
          </div>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm [&_dd]:[overflow-wrap:anywhere]">
        <>
          <dt className="text-slate-600 dark:text-slate-400">Cost</dt>
          <dd className="text-right">
            <MoneyText cents={item.costOfGoods} />
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">Sale Price</dt>
          <dd className="text-right">
            <MoneyText cents={item.salePrice} />
          </dd>
          <dt className="self-center text-slate-600 dark:text-slate-400">Postage Cost</dt>
          <dd className="flex justify-end">
            <PostageCost item={item} />
          </dd>
          {item.status === 'sold' ? (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Profit</dt>
              <dd className="text-right font-semibold">
                <MoneyText cents={profitOf(item)} negativeRed />
              </dd>
            </>
          ) : null}
          {item.refunded ? (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Refunded</dt>
              <dd className="text-right">
                <MoneyText cents={item.refunded} />
              </dd>
            </>
          ) : null}
          <dt className="text-slate-600 dark:text-slate-400">Purchased</dt>
          <dd className="text-right whitespace-nowrap">
            {item.purchaseDate ? formatShortDate(item.purchaseDate) : '—'}
          </dd>
          {item.purchaseLocation ? (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Location</dt>
              <dd className="text-right">{item.purchaseLocation}</dd>
            </>
          ) : null}
          {item.soldDate ? (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Sold</dt>
              <dd className="text-right whitespace-nowrap">{formatShortDate(item.soldDate)}</dd>
            </>
          ) : null}
        </>
      </dl>
      {item.status === 'disposed' ? (
        <p className="mt-2">
          <DisposalNote item={item} className="text-sm" />
        </p>
      ) : null}
      {age.text ? (
        <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">Age: {age.text}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {canMarkAsSold(item.status) ? (
          <Button size="sm" onClick={() => actions.markSold(item)} aria-label={`Mark as Sold ${item.sku}`}>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Mark as Sold
          </Button>
        ) : null}
        {item.status === 'sold' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => actions.refund(item)}
            aria-label={`Refunds of ${item.sku}`}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Refunds
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => actions.edit(item)}
          aria-label={`Edit ${item.sku}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        {canDelete ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void actions.remove(item)}
            aria-label={`Delete ${item.sku}`}
            className="text-red-700 dark:text-red-400"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        ) : null}
      </div>
    </article>
  )
}
