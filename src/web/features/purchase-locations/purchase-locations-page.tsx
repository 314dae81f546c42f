import { useInfiniteQuery } from '@tanstack/react-query'
import { MapPin } from 'lucide-react'

import { inlineDistanceEdit } from '../../../domain/items/inline-edit'
import { namedDeleteQuestion, writeFailureMessage } from '../../../domain/messages'
import { formatMiles, milesToTenths, tenthsToMiles } from '../../../domain/miles'
import {
  purchaseLocationsQuery,
  useDeletePurchaseLocation,
  useUpdatePurchaseLocation,
  type PurchaseLocationRow,
} from '../../api/purchase-locations'
import { InlineEditField } from '../../components/inline-edit-field'
import { NamedListPage, type NamedListTexts } from '../../components/named-list-page'
import type { Column } from '../../components/table/column'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { formatCount, formatInstantDate } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'

import { PurchaseLocationFormDialog } from './purchase-location-form-dialog'

const TEXTS: NamedListTexts = {
  title: 'Purchase Locations',
  description: 'Where you source inventory, with round-trip distances for mileage',
  addLabel: 'Add Location',
  search: { label: 'Search purchase locations', placeholder: 'Search locations...' },
  countNoun: 'locations',
  loadingLabel: 'Loading purchase locations...',
  errorMessage: 'Failed to load purchase locations',
  caption: 'Purchase locations',
  icon: MapPin,
  notFound: { title: 'No locations found', hint: 'Try another name, address or note, or clear the search.' },
  none: {
    title: 'No purchase locations yet',
    hint: 'Add the stores and sales you buy from; receipts fill in their distance.',
  },
}

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
    cell: (location) => <span className="whitespace-nowrap">{formatInstantDate(location.createdAt)}</span>,
  },
]

/** The purchase locations matching a search, page by page. */
function useLocationRows(q: string) {
  return useInfiniteRows(useInfiniteQuery(purchaseLocationsQuery({ q })))
}

/** Item Purchase Locations (spec 2): the searchable table, add, edit, delete and the inline distance. */
export function PurchaseLocationsPage() {
  return (
    <NamedListPage
      texts={TEXTS}
      columns={COLUMNS}
      useList={useLocationRows}
      deletion={{
        mutation: useDeletePurchaseLocation(),
        question: (location) => namedDeleteQuestion('purchase location', location.name, location.itemCount),
        failureMessage: writeFailureMessage('delete', 'purchaseLocation'),
      }}
      renderForm={(location, onClose) => <PurchaseLocationFormDialog location={location} onClose={onClose} />}
    />
  )
}
