import { PageHeader } from '../../components/page-header'

/** Listed Items (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function ListedItemsPage() {
  return (
    <PageHeader
      title="Listed Items"
      description="Items currently listed for sale on eBay"
      add={{ label: 'Add Item', to: '/add-item' }}
    />
  )
}
