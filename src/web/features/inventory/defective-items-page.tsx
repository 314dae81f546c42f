import { PageHeader } from '../../components/page-header'

/** Defective Items (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function DefectiveItemsPage() {
  return (
    <PageHeader
      title="Defective Items"
      description="Items that are damaged or defective"
      add={{ label: 'Add Item', to: '/add-item' }}
    />
  )
}
