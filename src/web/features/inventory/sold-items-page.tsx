import { PageHeader } from '../../components/page-header'

/** Sold Items (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function SoldItemsPage() {
  return (
    <PageHeader
      title="Sold Items"
      description="Items that have been successfully sold"
      add={{ label: 'Add Item', to: '/add-item' }}
    />
  )
}
