import { PageHeader } from '../../components/page-header'

/** Unlisted Items (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function UnlistedItemsPage() {
  return (
    <PageHeader
      title="Unlisted Items"
      description="Items that haven't been listed for sale yet"
      add={{ label: 'Add Item', to: '/add-item' }}
    />
  )
}
