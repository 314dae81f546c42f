import { CheckCircle2, Pencil, Printer, Trash2, Undo2 } from 'lucide-react'

import { needsCostOf } from '../../../domain/items/needs-cost'
import { formatShortDate } from '../../../domain/dates'
import { profitOf } from '../../../domain/items/profit'
import { canMarkAsSold } from '../../../domain/items/status'
import type { Item } from '../../api/items'
import { Cover } from '../../components/files/cover'
import { ageOf, DisposalNote, ItemSku, PostageCost, StatusControl } from '../../components/items/item-parts'
import { ItemBadges, RefundNote } from '../../components/items/marketplace-parts'
import { MoneyText } from '../../components/money-text'
import type { Column } from '../../components/table/column'
import { DataTable, type DataTableProps } from '../../components/table/data-table'
import { Button } from '../../components/ui/button'
import { useItemActions } from '../../hooks/use-item-actions'

import { DayHeader } from './day-header'
import { entryKey, type ItemEntry } from './item-entries'

interface ItemTableProps extends Pick<
  DataTableProps<ItemEntry, string>,
  'caption' | 'paging' | 'rowCount' | 'isLoading' | 'loadingLabel' | 'empty' | 'selection'
> {
  entries: readonly ItemEntry[]
  today: string
  /** Spec 2: only the unlisted view allows inline SKU edit and delete in the table. */
  isUnlistedView: boolean
}

const muted = 'text-slate-600 dark:text-slate-400'

function itemColumns(today: string, isUnlistedView: boolean): Column<Item>[] {
  return [
    {
      id: 'details',
      header: 'Item Details',
      // One line for the SKU and two for brand and description keep a row compact on a desktop; the width
      // is capped so a long description does not take the room of the other columns.
      cell: (item) => (
        <div className="flex items-start gap-3">
          <Cover coverId={item.coverId} />
          <div className="max-w-56 min-w-48 max-md:max-w-none 2xl:max-w-64 max-md:min-w-0 max-md:[&_.font-mono]:break-all max-md:[&_.font-mono]:whitespace-normal">
            <ItemSku item={item} isEditable={isUnlistedView} />
            <p className={`line-clamp-2 ${muted}`} title={`${item.brand} ${item.description}`}>
              <span className="font-semibold text-slate-900 dark:text-white">{item.brand}</span>{' '}
              {item.description}
            </p>
            <div className="mt-1 empty:hidden">
              <ItemBadges
                needsCost={item.needsCost || needsCostOf(item)}
                marketplace={item.marketplace}
                refund={item}
              />
            </div>
          </div>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (item) => {
        const age = ageOf(item, today)
        return (
          <div className="flex flex-col items-start gap-1">
            <StatusControl item={item} />
            <DisposalNote item={item} />
            {age.text ? <span className="text-xs font-medium whitespace-nowrap">Age: {age.text}</span> : null}
          </div>
        )
      },
    },
    {
      id: 'purchase',
      header: 'Purchase Info',
      className: 'hidden md:table-cell',
      cell: (item) => (
        <div>
          <div className="whitespace-nowrap">
            {item.purchaseDate ? formatShortDate(item.purchaseDate) : '—'}
          </div>
          {item.purchaseLocation ? (
            // One line, so a long name does not make the row tall; the card and the form show it whole.
            <div className={`line-clamp-1 ${muted}`} title={item.purchaseLocation}>
              {item.purchaseLocation}
            </div>
          ) : null}
          <div className="whitespace-nowrap">
            <span className={muted}>Cost </span>
            <MoneyText cents={item.costOfGoods} />
          </div>
        </div>
      ),
    },
    {
      id: 'pricing',
      header: 'Pricing',
      cell: (item) => (
        <div className="whitespace-nowrap">
          <div>
            <span className={muted}>Sale </span>
            <MoneyText cents={item.salePrice} />
          </div>
          <div className="flex items-center gap-1">
            <span className={muted}>Postage </span>
            <PostageCost item={item} />
          </div>
          {item.status === 'sold' ? (
            <div className="font-semibold">
              <span className={muted}>Profit </span>
              <MoneyText cents={profitOf(item)} negativeRed />
            </div>
          ) : null}
          <RefundNote item={item} className={muted} />
        </div>
      ),
    },
  ]
}

function RowActions({ item, canDelete }: { item: Item; canDelete: boolean }) {
  const actions = useItemActions()
  return (
    <>
      {canMarkAsSold(item.status) ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => actions.markSold(item)}
          aria-label={`Mark as Sold ${item.sku}`}
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          <span className="hidden 2xl:inline">Mark as Sold</span>
        </Button>
      ) : null}
      {item.status === 'sold' ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => actions.refund(item)}
          aria-label={`Refunds of ${item.sku}`}
          title="Refunds"
        >
          <Undo2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => actions.edit(item)} aria-label={`Edit ${item.sku}`}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => actions.printLabel(item)}
        aria-label={`Print Label ${item.sku}`}
        title="Print Label"
      >
        <Printer aria-hidden="true" className="size-4" />
      </Button>
      {canDelete ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void actions.remove(item, { detailed: true })}
          aria-label={`Delete ${item.sku}`}
          className="text-red-700 dark:text-red-400"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </>
  )
}

/** The table presentation of an item list (spec 2): Item Details, Status, Purchase Info, Pricing, Actions. */
export function ItemTable({ entries, today, isUnlistedView, ...table }: ItemTableProps) {
  const columns: Column<ItemEntry>[] = itemColumns(today, isUnlistedView).map((column) => ({
    ...column,
    cell: (entry) => (entry.kind === 'item' ? column.cell(entry.item) : null),
  }))
  return (
    <DataTable
      {...table}
      columns={columns}
      rows={entries}
      rowKey={entryKey}
      estimateRowHeight={84}
      fullWidthRow={(entry) => (entry.kind === 'day' ? <DayHeader entry={entry} /> : null)}
      rowActions={(entry) =>
        entry.kind === 'item' ? <RowActions item={entry.item} canDelete={isUnlistedView} /> : null
      }
    />
  )
}
