import { useInfiniteQuery } from '@tanstack/react-query'
import { MapPin, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { inlineDistanceEdit } from '../../../domain/items/inline-edit'
import { namedDeleteQuestion, writeFailureMessage } from '../../../domain/messages'
import { formatMiles, milesToTenths, tenthsToMiles } from '../../../domain/miles'
import {
  purchaseLocationsQuery,
  useDeletePurchaseLocation,
  useUpdatePurchaseLocation,
  type PurchaseLocationRow,
} from '../../api/purchase-locations'
import { useConfirm } from '../../components/confirm/confirm-context'
import { EmptyState } from '../../components/empty-state'
import { InlineEditField } from '../../components/inline-edit-field'
import { PageHeader } from '../../components/page-header'
import { PageState } from '../../components/page-state'
import { SearchBox } from '../../components/search-box'
import type { Column } from '../../components/table/column'
import { DataTable } from '../../components/table/data-table'
import { Button } from '../../components/ui/button'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { useSearchText } from '../../hooks/use-search-text'
import { useUrlState } from '../../hooks/use-url-state'
import { formatCount, formatInstantDate } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'

import { PurchaseLocationFormDialog } from './purchase-location-form-dialog'

const PARAMS = { q: z.string().default('') }

/** Distance in miles, shown only above 0 (spec 2), editable in place: Enter and blur save, Escape cancels. */
function DistanceCell({ location }: { location: PurchaseLocationRow }) {
  const update = useUpdatePurchaseLocation()
  const tenths = milesToTenths(location.roundTripDistance)
  return (
    <InlineEditField
      label={`distance of ${location.name}`}
      display={tenths > 0 ? <span className="whitespace-nowrap">{formatMiles(tenths)} mi</span> : ''}
      initialText={tenths > 0 ? formatMiles(tenths) : ''}
      inputMode="decimal"
      decide={(typed) => inlineDistanceEdit(tenths, typed)}
      save={async (value) => {
        try {
          await update.mutateAsync({ id: location.id, changes: { roundTripDistance: tenthsToMiles(value) } })
          return null
        } catch (error) {
          // Spec 8: a failed distance update is only logged; the toast tells the user it did not stick.
          notifyFailure(writeFailureMessage('update', 'purchaseLocation'), error)
          return null
        }
      }}
    />
  )
}

const COLUMNS: readonly Column<PurchaseLocationRow>[] = [
  {
    id: 'name',
    header: 'Location Name',
    cell: (location) => <span className="font-medium text-slate-900 dark:text-white">{location.name}</span>,
  },
  {
    id: 'address',
    header: 'Address',
    className: 'hidden md:table-cell',
    cell: (location) => location.address,
  },
  { id: 'distance', header: 'Distance', cell: (location) => <DistanceCell location={location} /> },
  { id: 'notes', header: 'Notes', className: 'hidden lg:table-cell', cell: (location) => location.notes },
  {
    id: 'items',
    header: 'Items',
    align: 'end',
    className: 'hidden sm:table-cell',
    cell: (location) => formatCount(location.itemCount),
  },
  {
    id: 'created',
    header: 'Created',
    className: 'hidden sm:table-cell',
    cell: (location) => formatInstantDate(location.createdAt),
  },
]

/** What the form shows: nothing, a new location, or one being edited. */
type Editing = { location: PurchaseLocationRow | null } | null

/** Item Purchase Locations (spec 2): the searchable table, add, edit, delete and the inline distance. */
export function PurchaseLocationsPage() {
  const [params, setParams] = useUrlState(PARAMS)
  const [text, setText] = useSearchText(params.q, (q) => setParams({ q }, { replace: true }))
  const list = useInfiniteRows(useInfiniteQuery(purchaseLocationsQuery({ q: params.q })))
  const [editing, setEditing] = useState<Editing>(null)
  const remove = useDeletePurchaseLocation()
  const confirm = useConfirm()

  const askDelete = async (location: PurchaseLocationRow) => {
    const question = namedDeleteQuestion('purchase location', location.name, location.itemCount)
    if (!(await confirm({ question, confirmLabel: 'Delete', tone: 'danger' }))) return
    remove.mutate(location.id, {
      onError: (error) => notifyFailure(writeFailureMessage('delete', 'purchaseLocation'), error),
    })
  }

  return (
    <>
      <PageHeader
        title="Purchase Locations"
        description="Where you source inventory, with round-trip distances for mileage"
        add={{ label: 'Add Location', onClick: () => setEditing({ location: null }) }}
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label="Search purchase locations"
          placeholder="Search locations..."
          value={text}
          onChange={setText}
        />
        {list.counts ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {formatCount(list.counts.matching)} of {formatCount(list.counts.total)} locations
          </p>
        ) : null}
      </div>
      <PageState
        query={list.query}
        loadingLabel="Loading purchase locations..."
        errorMessage="Failed to load purchase locations"
      >
        {() => (
          <DataTable
            caption="Purchase locations"
            columns={COLUMNS}
            rows={list.rows}
            rowKey={(location) => location.id}
            paging={list.paging}
            rowCount={list.counts?.matching}
            loadingLabel="Loading purchase locations..."
            empty={
              params.q ? (
                <EmptyState
                  icon={MapPin}
                  title="No locations found"
                  hint="Try another name, address or note, or clear the search."
                />
              ) : (
                <EmptyState
                  icon={MapPin}
                  title="No purchase locations yet"
                  hint="Add the stores and sales you buy from; receipts fill in their distance."
                  action={<Button onClick={() => setEditing({ location: null })}>Add Location</Button>}
                />
              )
            }
            rowActions={(location) => (
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${location.name}`}
                  onClick={() => setEditing({ location })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${location.name}`}
                  onClick={() => void askDelete(location)}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-red-600 dark:text-red-400" />
                </Button>
              </div>
            )}
          />
        )}
      </PageState>
      {editing ? (
        <PurchaseLocationFormDialog location={editing.location} onClose={() => setEditing(null)} />
      ) : null}
    </>
  )
}
