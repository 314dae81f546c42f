import { useQuery } from '@tanstack/react-query'
import { Store } from 'lucide-react'

import { writeFailureMessage } from '../../../domain/messages'
import { useDeleteVendor, vendorCategoryChoicesQuery, type Vendor } from '../../api/vendors'
import { ListEmptyState } from '../../components/empty-state'
import { MoneyText } from '../../components/money-text'
import { RowActions } from '../../components/row-actions'
import { CardList } from '../../components/table/card-list'
import type { Column } from '../../components/table/column'
import { DataTable } from '../../components/table/data-table'
import { Badge } from '../../components/ui/badge'
import type { ListPaging } from '../../hooks/use-infinite-rows'
import { formatCount } from '../../lib/format'

const addedFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

interface VendorList {
  rows: Vendor[]
  counts: { matching: number } | null
  paging: ListPaging
}

/** The vendor table (spec 2: Vendor, Category, Contact, Spending, Status, Added, Actions); cards on a phone. */
export function VendorsTable({
  list,
  isFiltered,
  onAdd,
  onEdit,
}: {
  list: VendorList
  isFiltered: boolean
  onAdd: () => void
  onEdit: (vendor: Vendor) => void
}) {
  const categories = useQuery(vendorCategoryChoicesQuery())
  const colorOf = new Map((categories.data ?? []).map((category) => [category.name, category.color]))
  const categoryBadge = (vendor: Vendor) =>
    vendor.category ? <Badge dotColor={colorOf.get(vendor.category)}>{vendor.category}</Badge> : null

  const columns: Column<Vendor>[] = [
    {
      id: 'vendor',
      header: 'Vendor',
      cell: (vendor) => (
        <div className="min-w-0">
          <p className="font-medium text-slate-900 dark:text-white">{vendor.name}</p>
          {vendor.website ? (
            <a
              href={vendor.website}
              target="_blank"
              rel="noreferrer"
              className="text-xs text-emerald-700 underline dark:text-emerald-400"
            >
              {vendor.website.replace(/^https?:\/\//, '')}
            </a>
          ) : null}
        </div>
      ),
    },
    { id: 'category', header: 'Category', cell: categoryBadge },
    { id: 'contact', header: 'Contact', cell: (vendor) => <Contact vendor={vendor} /> },
    { id: 'spending', header: 'Spending', align: 'end', cell: (vendor) => <Spending vendor={vendor} /> },
    { id: 'status', header: 'Status', cell: (vendor) => <ActiveBadge isActive={vendor.isActive} /> },
    {
      id: 'added',
      header: 'Added',
      cell: (vendor) => addedFormat.format(new Date(vendor.createdAt)),
      className: 'whitespace-nowrap',
    },
  ]
  const empty = (
    <ListEmptyState
      isFiltered={isFiltered}
      icon={Store}
      notFound={{ title: 'No vendors found', hint: 'Try another search or filter.' }}
      none={{ title: 'No vendors yet', hint: 'Add the stores, suppliers and services you buy from.' }}
      add={{ label: 'Add Vendor', onClick: onAdd }}
    />
  )
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption="Vendors"
          columns={columns}
          rows={list.rows}
          rowKey={(vendor) => vendor.id}
          rowCount={list.counts?.matching}
          paging={list.paging}
          empty={empty}
          rowActions={(vendor) => <VendorActions vendor={vendor} onEdit={() => onEdit(vendor)} />}
        />
      </div>
      <div className="md:hidden">
        <CardList
          label="Vendors"
          rows={list.rows}
          rowKey={(vendor) => vendor.id}
          rowCount={list.counts?.matching}
          paging={list.paging}
          empty={empty}
          renderCard={(vendor) => (
            <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-slate-900 dark:text-white">{vendor.name}</h3>
                  <div className="mt-1 flex flex-wrap gap-2">
                    {categoryBadge(vendor)}
                    <ActiveBadge isActive={vendor.isActive} />
                  </div>
                </div>
                <Spending vendor={vendor} />
              </div>
              <div className="mt-2 text-sm">
                <Contact vendor={vendor} />
              </div>
              <div className="mt-2 flex items-center justify-between gap-2 border-t border-slate-100 pt-2 dark:border-slate-800">
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  Added {addedFormat.format(new Date(vendor.createdAt))}
                </span>
                <div className="flex gap-1">
                  <VendorActions vendor={vendor} onEdit={() => onEdit(vendor)} />
                </div>
              </div>
            </article>
          )}
        />
      </div>
    </>
  )
}

function Contact({ vendor }: { vendor: Vendor }) {
  if (!vendor.contactEmail && !vendor.contactPhone)
    return <span className="text-slate-400 dark:text-slate-500">—</span>
  return (
    <div className="min-w-0 text-slate-700 dark:text-slate-300">
      {vendor.contactEmail ? <p className="[overflow-wrap:anywhere]">{vendor.contactEmail}</p> : null}
      {vendor.contactPhone ? <p className="whitespace-nowrap">{vendor.contactPhone}</p> : null}
    </div>
  )
}

function Spending({ vendor }: { vendor: Vendor }) {
  return (
    <div className="shrink-0 text-right">
      <MoneyText cents={vendor.totalSpent} className="font-semibold text-slate-900 dark:text-white" />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {formatCount(vendor.expenseCount)} {vendor.expenseCount === 1 ? 'expense' : 'expenses'}
      </p>
    </div>
  )
}

function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>
}

function VendorActions({ vendor, onEdit }: { vendor: Vendor; onEdit: () => void }) {
  const remove = useDeleteVendor()
  return (
    <RowActions
      name={`vendor ${vendor.name}`}
      onEdit={onEdit}
      deletion={{
        id: vendor.id,
        mutation: remove,
        question: `Are you sure you want to delete the vendor "${vendor.name}"?`,
        failureMessage: writeFailureMessage('delete', 'vendor'),
      }}
    />
  )
}
